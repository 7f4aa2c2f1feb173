import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { waitlistOfferAnswerParams, waitlistOfferParams, waitlistOfferResponse, waitlistRoutes } from '../../../domain/contract/waitlist';
import { messages } from '../../../domain/messages';
import { noteAudit } from '../../audit/audit-declaration';
import { reminderLinkBudgets } from '../../auth/recovery-budgets';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { readOffer } from '../../waitlist/offer-flow';
import { offerTokenHash } from '../../waitlist/offer-token';
import { answerAndView, publicView } from './offer-answer';

/**
 * An offer's link (issue 29), public: the token is the key (stored as its
 * SHA-256 only). A look shows the day, time and where; accept books, decline
 * passes the time on. An unknown token answers 404 with one plain text.
 * Each request counts against the caller's address (the reminder link's
 * budget); one whose token opens an offer gives its count back. Every
 * request is audited without a user.
 */
const waitlistOfferLinkRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const audit = { recordType: 'appointment', anonymous: true } as const;

  async function admit(ip: string): Promise<() => Promise<void>> {
    const reserved = await app.loginFailuresRepository.reserve(reminderLinkBudgets(ip, config), new Date());
    if (!reserved) throw new HttpError(429, messages.tooManyRecoveryAttempts);
    return () => app.loginFailuresRepository.release(reserved, []);
  }

  app.get(
    waitlistRoutes.offer,
    {
      config: { public: true, audit: { ...audit, action: 'read' } },
      schema: {
        tags: ['waitlist'],
        summary: "What a waitlist offer's link offers: the day, time and where",
        security: [],
        params: waitlistOfferParams,
        response: { 200: waitlistOfferResponse, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const release = await admit(request.ip);
      const offer = await readOffer(app.db, { tokenHash: offerTokenHash(request.params.token) });
      if (!offer) throw new HttpError(404, messages.waitlistOfferLinkInvalid);
      noteAudit(request, { providerId: offer.provider_id, recordId: `waitlist-offer-${offer.id}` });
      await release();
      const expired = offer.status === 'open' && new Date(offer.expires_at).getTime() <= Date.now();
      return { offer: await publicView(app, offer, expired ? 'expired' : offer.status, '') };
    },
  );

  app.post(
    waitlistRoutes.offerAnswer,
    {
      config: { public: true, audit: { ...audit, action: 'update' } },
      schema: {
        tags: ['waitlist'],
        summary: "Accept (book) or decline a waitlist offer by its link",
        security: [],
        params: waitlistOfferAnswerParams,
        response: { 200: waitlistOfferResponse, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const release = await admit(request.ip);
      const key = { tokenHash: offerTokenHash(request.params.token) };
      const known = await readOffer(app.db, key);
      if (!known) throw new HttpError(404, messages.waitlistOfferLinkInvalid);
      await release();
      return answerAndView(app, request, key, request.params.action, null);
    },
  );
};
export default waitlistOfferLinkRoutes;
