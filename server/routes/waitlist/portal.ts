import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import {
  waitlistJoinBody,
  waitlistMineEntryResponse,
  waitlistMineOfferParams,
  waitlistMineResponse,
  waitlistOfferResponse,
  waitlistProviderParams,
  waitlistRoutes,
} from '../../../domain/contract/waitlist';
import { messages } from '../../../domain/messages';
import { DEFAULT_PRIORITY } from '../../../domain/waitlist/wishes';
import { noteAudit } from '../../audit/audit-declaration';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { activeEntryOf, clientRowOfUser, endEntry, findEntry, insertEntry, openOffersOfEntry } from '../../repositories/waitlist-repository';
import { portalContact } from './guards';
import { answerAndView } from './offer-answer';

/** A portal client's view leaves the contact out: it is themselves. */
const own = <T extends { contact: unknown }>({ contact: _contact, ...rest }: T): Omit<T, 'contact'> => rest;

/**
 * The portal client's side (issue 29): 'I'd like an earlier appointment'
 * with their own provider, their entry and open offers, leaving, and
 * answering an offer from the portal home. Role 22 only, for the provider
 * they belong to; audited.
 */
const waitlistPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = (action: 'read' | 'create' | 'delete') => ({ recordType: 'contact' as const, action });

  app.get(
    waitlistRoutes.mine,
    {
      config: { audit: audit('read') },
      schema: {
        tags: ['waitlist'],
        summary: "The portal client's own waitlist entry with their provider and its open offers",
        params: waitlistProviderParams,
        response: { 200: waitlistMineResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const contact = await portalContact(app, requireUser(request), request.params.providerId);
      const entry = await activeEntryOf(app.db, request.params.providerId, contact);
      if (entry) noteAudit(request, { recordId: `waitlist-${entry.id}` });
      return { entry: entry ? own(entry) : null, offers: entry ? await openOffersOfEntry(app.db, entry.id) : [] };
    },
  );

  app.post(
    waitlistRoutes.join,
    {
      config: { audit: audit('create') },
      schema: {
        tags: ['waitlist'],
        summary: "Join the provider's waitlist ('I'd like an earlier appointment')",
        params: waitlistProviderParams,
        body: waitlistJoinBody,
        response: { 200: waitlistMineEntryResponse, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const providerId = request.params.providerId;
      const contact = await portalContact(app, user, providerId);
      const id = await app.db.transaction((tx) =>
        insertEntry(tx, { providerId, contact, wishes: request.body.wishes, priority: DEFAULT_PRIORITY, addedBy: 'client', userId: user.id }),
      );
      if (id === null) throw new HttpError(409, messages.waitlistAlreadyOn);
      noteAudit(request, { recordId: `waitlist-${id}` });
      const entry = await findEntry(app.db, id);
      return { entry: own(entry!), message: messages.waitlistJoined };
    },
  );

  app.delete(
    waitlistRoutes.leave,
    {
      config: { audit: audit('delete') },
      schema: {
        tags: ['waitlist'],
        summary: "Leave the provider's waitlist",
        params: waitlistProviderParams,
        response: { 200: waitlistMineEntryResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const providerId = request.params.providerId;
      const contact = await portalContact(app, requireUser(request), providerId);
      const entry = await activeEntryOf(app.db, providerId, contact);
      if (!entry || !(await app.db.transaction((tx) => endEntry(tx, entry.id, 'removed')))) throw new HttpError(404, messages.waitlistEntryGone);
      request.wakeJobs = true;
      noteAudit(request, { recordId: `waitlist-${entry.id}` });
      return { entry: own((await findEntry(app.db, entry.id))!), message: messages.waitlistLeft };
    },
  );

  app.post(
    waitlistRoutes.mineOfferAnswer,
    {
      config: { audit: { recordType: 'appointment', action: 'update', recordId: (req) => `waitlist-offer-${(req.params as { offerId: number }).offerId}` } },
      schema: {
        tags: ['waitlist'],
        summary: 'Accept or decline one of the portal client’s open offers',
        params: waitlistMineOfferParams,
        response: { 200: waitlistOfferResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { offerId, action } = request.params;
      // The offer must be one of the client's own; its provider is checked through their own client row.
      const mine = await clientRowOfUser(app.db, user.id);
      if (!mine) throw new HttpError(403, messages.waitlistPortalOnly);
      await portalContact(app, user, mine.providerId);
      return answerAndView(app, request, { offerId, contact: { kind: 'client', id: mine.id } }, action, user.id);
    },
  );
};
export default waitlistPortalRoutes;
