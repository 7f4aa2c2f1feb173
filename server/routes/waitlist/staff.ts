import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import {
  saveWaitlistSettingsResponse,
  waitlistAddBody,
  waitlistBookBody,
  waitlistBookResponse,
  waitlistEditBody,
  waitlistEntryParams,
  waitlistEntryResponse,
  waitlistListQuery,
  waitlistListResponse,
  waitlistPriorityBody,
  waitlistProviderParams,
  waitlistRoutes,
  waitlistSettings,
  waitlistSettingsResponse,
} from '../../../domain/contract/waitlist';
import { overlapResponse } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { DEFAULT_PRIORITY } from '../../../domain/waitlist/wishes';
import { noteAudit } from '../../audit/audit-declaration';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import {
  contactIsProviders,
  endEntry,
  findEntry,
  insertEntry,
  listEntries,
  saveSettings,
  settingsOf,
  updateEntry,
} from '../../repositories/waitlist-repository';
import { assertMayWriteFor } from '../appointment/write-guards';
import { bookByHand } from '../../waitlist/book-by-hand';
import { overlapAnswer } from '../appointment/overlap-answer';
import { assertStaffFor, staffEntry } from './guards';

const r = (path: string): string => path;
const entryAudit = (action: 'read' | 'create' | 'update' | 'delete') => ({ recordType: 'contact' as const, action });
/** A write to one entry named in the path: its record id is 'waitlist-<entry id>'. */
const entryWriteAudit = (action: 'update' | 'delete') => ({ ...entryAudit(action), recordId: (req: FastifyRequest) => `waitlist-${(req.params as { entryId: number }).entryId}` });

/**
 * The staff side of a provider's waitlist (issue 29): list, add, edit,
 * priority, remove, book by hand, and the practice's offer settings. Every
 * call: a non-portal user who may act for the provider (403 first), audited.
 */
const waitlistStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const found = async (id: number) => {
    const entry = await findEntry(app.db, id);
    if (!entry) throw new HttpError(404, messages.waitlistEntryGone);
    return entry;
  };

  app.get(
    r(waitlistRoutes.list),
    {
      config: { audit: entryAudit('read') },
      schema: {
        tags: ['waitlist'],
        summary: "A provider's waitlist: active entries by priority, then the oldest (?all=1: also booked, expired, removed)",
        params: waitlistProviderParams,
        querystring: waitlistListQuery,
        response: { 200: waitlistListResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertStaffFor(user, request.params.providerId);
      return { entries: await listEntries(app.db, request.params.providerId, request.query.all === '1') };
    },
  );

  app.post(
    r(waitlistRoutes.add),
    {
      config: { audit: entryAudit('create') },
      schema: {
        tags: ['waitlist'],
        summary: "Put a client or other person on a provider's waitlist",
        body: waitlistAddBody,
        response: { 200: waitlistEntryResponse, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      await assertStaffFor(user, b.provider_id);
      if (!(await contactIsProviders(app.db, b.provider_id, b.contact))) throw new HttpError(400, messages.waitlistContactInvalid);
      const id = await app.db.transaction((tx) =>
        insertEntry(tx, { providerId: b.provider_id, contact: b.contact, wishes: b.wishes, priority: b.priority ?? DEFAULT_PRIORITY, addedBy: 'staff', userId: user.id }),
      );
      if (id === null) throw new HttpError(409, messages.waitlistAlreadyOn);
      noteAudit(request, { recordId: `waitlist-${id}` });
      return { entry: await found(id), message: messages.waitlistEntrySaved };
    },
  );

  app.put(
    r(waitlistRoutes.edit),
    {
      config: { audit: entryWriteAudit('update') },
      schema: {
        tags: ['waitlist'],
        summary: "Change an active entry's wishes (and priority)",
        params: waitlistEntryParams,
        body: waitlistEditBody,
        response: { 200: waitlistEntryResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const entry = await staffEntry(app, user, request.params.entryId);
      noteAudit(request, { providerId: entry.provider_id });
      if (!(await updateEntry(app.db, entry.id, request.body.wishes, request.body.priority))) throw new HttpError(409, messages.waitlistNotWaiting);
      return { entry: await found(entry.id), message: messages.waitlistEntrySaved };
    },
  );

  app.put(
    r(waitlistRoutes.priority),
    {
      config: { audit: entryWriteAudit('update') },
      schema: {
        tags: ['waitlist'],
        summary: "Set an active entry's priority (higher first)",
        params: waitlistEntryParams,
        body: waitlistPriorityBody,
        response: { 200: waitlistEntryResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const entry = await staffEntry(app, user, request.params.entryId);
      noteAudit(request, { providerId: entry.provider_id });
      if (!(await updateEntry(app.db, entry.id, null, request.body.priority))) throw new HttpError(409, messages.waitlistNotWaiting);
      return { entry: await found(entry.id), message: messages.waitlistEntrySaved };
    },
  );

  app.delete(
    r(waitlistRoutes.remove),
    {
      config: { audit: entryWriteAudit('delete') },
      schema: {
        tags: ['waitlist'],
        summary: 'Take an entry off the waitlist (its open offer expires)',
        params: waitlistEntryParams,
        response: { 200: waitlistEntryResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const entry = await staffEntry(app, user, request.params.entryId);
      noteAudit(request, { providerId: entry.provider_id });
      if (!(await app.db.transaction((tx) => endEntry(tx, entry.id, 'removed')))) throw new HttpError(409, messages.waitlistNotWaiting);
      // A time its open offer held goes to the next entry: the worker need not wait for its poll.
      request.wakeJobs = true;
      return { entry: await found(entry.id), message: messages.waitlistEntryRemoved };
    },
  );

  app.post(
    r(waitlistRoutes.book),
    {
      config: { audit: { recordType: 'appointment', action: 'create' } },
      schema: {
        tags: ['waitlist'],
        summary: 'Book an active entry by hand: the appointment as staff booking makes it, the entry booked',
        params: waitlistEntryParams,
        body: waitlistBookBody,
        response: { 200: waitlistBookResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: overlapResponse.or(errorBody) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const entry = await staffEntry(app, user, request.params.entryId);
      noteAudit(request, { providerId: entry.provider_id });
      await assertMayWriteFor(user, entry.provider_id);
      const outcome = await bookByHand(app.db, entry, request.body, user.id);
      // Staff booking's overlap question (domain/contract/waitlist.ts waitlistBookBody): the front desk may answer Yes and
      // send allow_overlap. Nothing named: providerBusy only says whether the time is taken.
      if (outcome.kind === 'overlap') return reply.code(409).send(await overlapAnswer(app, user, entry.provider_id, []));
      if (outcome.kind === 'closed') throw new HttpError(409, messages.waitlistNotWaiting);
      if (outcome.kind === 'contact') throw new HttpError(400, messages.waitlistContactInvalid);
      noteAudit(request, { recordId: String(outcome.appointmentId) });
      await app.realtime.toProviderTeam(entry.provider_id, 'refreshRequest', {
        appointment: { id: outcome.appointmentId, app_date: outcome.appDate },
        is_edit: false,
        user_id: user.id,
        provider_id: entry.provider_id,
      });
      request.wakeJobs = true;
      return { entry: await found(entry.id), appointment_id: outcome.appointmentId, message: messages.waitlistEntryBooked };
    },
  );

  app.get(
    r(waitlistRoutes.settings),
    {
      schema: {
        tags: ['waitlist'],
        summary: "The practice's waitlist offer settings",
        params: waitlistProviderParams,
        response: { 200: waitlistSettingsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      await assertStaffFor(requireUser(request), request.params.providerId);
      return { settings: await settingsOf(app.db, request.params.providerId) };
    },
  );

  app.put(
    r(waitlistRoutes.settings),
    {
      config: { audit: { recordType: 'contact', action: 'update', recordId: () => 'waitlist-settings' } },
      schema: {
        tags: ['waitlist'],
        summary: "Save the practice's waitlist offer settings",
        params: waitlistProviderParams,
        body: waitlistSettings,
        response: { 200: saveWaitlistSettingsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      await assertStaffFor(requireUser(request), request.params.providerId);
      return { settings: await saveSettings(app.db, request.params.providerId, request.body), message: messages.waitlistSettingsSaved };
    },
  );
};
export default waitlistStaffRoutes;
