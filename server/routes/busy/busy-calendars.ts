/**
 * A provider's personal calendars brought in as busy time (issue 28 item 2):
 * list (addresses masked), add, remove, refresh now.
 *
 * Who: the provider themself only. The address is the secret key to their
 * personal calendar, so staff who may act for them (front desk, delegates)
 * neither see nor change it; they see the busy blocks it yields on the
 * calendar (busy-get.ts). Audited as 'busy_calendar' records.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseBusyAddress } from '../../../domain/calendar-sync/busy-address';
import {
  addBusyCalendarBody,
  busyCalendarDone,
  busyCalendarIdParams,
  busyCalendarSaved,
  busyCalendarsResponse,
} from '../../../domain/contract/busy-calendars';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import { PROVIDER_ROLES } from '../../../domain/roles';
import { idFrom, noteAudit } from '../../audit/audit-declaration';
import type { AuthUser } from '../../auth/auth-user';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { checkUrl, GuardedFetchError } from '../../outbound/guarded-fetch';
import { requireUser } from '../../plugins/authenticate';
import {
  addBusyCalendar,
  listBusyCalendars,
  removeBusyCalendar,
  requestBusyRefresh,
} from '../../repositories/busy-calendars-repository';

function requireProvider(user: AuthUser): AuthUser {
  if (!(PROVIDER_ROLES as readonly number[]).includes(user.role)) throw new HttpError(403, messages.busyCalendarOwnOnly);
  return user;
}

const busyCalendarRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const own = { providerId: (request: { user?: AuthUser | null }) => request.user?.id ?? null };

  app.get(
    '/busy_calendars',
    {
      schema: {
        tags: ['calendar sync'],
        summary: "The signed-in provider's busy-time calendars, addresses masked",
        response: { 200: busyCalendarsResponse, 401: errorBody, 403: errorBody },
      },
      config: { audit: { recordType: 'busy_calendar', action: 'read', ...own } },
    },
    async (request) => {
      const user = requireProvider(requireUser(request));
      return { calendars: await listBusyCalendars(app.db, user.id) };
    },
  );

  app.post(
    '/busy_calendars',
    {
      schema: {
        tags: ['calendar sync'],
        summary: 'Add a personal calendar (its secret iCalendar address) as busy time; fetched at once, then every 15 minutes',
        body: addBusyCalendarBody,
        response: { 200: busyCalendarSaved, 400: errorBody, 401: errorBody, 403: errorBody },
      },
      config: { audit: { recordType: 'busy_calendar', action: 'create', ...own } },
    },
    async (request) => {
      const user = requireProvider(requireUser(request));
      const address = normaliseBusyAddress(request.body.url);
      if (address === null) throw new HttpError(400, messages.busyCalendarUrlInvalid);
      try {
        // The scheme rule here too, so a refused address is refused when typed, not a quarter of an hour later.
        checkUrl(address, { allowHttp: config.busyFeedAllowHttp, allowHosts: config.busyFeedAllowHosts });
      } catch (err) {
        if (err instanceof GuardedFetchError) throw new HttpError(400, messages.busyCalendarUrlInvalid);
        throw err;
      }
      const calendar = await addBusyCalendar(app.db, user.id, address, request.body.label);
      if (calendar === null) throw new HttpError(400, messages.busyCalendarsFull);
      noteAudit(request, { recordId: String(calendar.id) });
      return { calendar, message: messages.busyCalendarAdded };
    },
  );

  app.delete(
    '/busy_calendars/:id',
    {
      schema: {
        tags: ['calendar sync'],
        summary: 'Remove a busy-time calendar and its busy blocks',
        params: busyCalendarIdParams,
        response: { 200: busyCalendarDone, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      config: { audit: { recordType: 'busy_calendar', action: 'delete', recordId: idFrom('params', 'id'), ...own } },
    },
    async (request) => {
      const user = requireProvider(requireUser(request));
      if (!(await removeBusyCalendar(app.db, user.id, request.params.id))) throw new HttpError(404, messages.busyCalendarGone);
      return { message: messages.busyCalendarRemoved };
    },
  );

  app.post(
    '/busy_calendars/:id/refresh',
    {
      schema: {
        tags: ['calendar sync'],
        summary: 'Fetch a busy-time calendar now (the job worker runs it within seconds)',
        params: busyCalendarIdParams,
        response: { 200: busyCalendarDone, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      config: { audit: { recordType: 'busy_calendar', action: 'update', recordId: idFrom('params', 'id'), ...own } },
    },
    async (request) => {
      const user = requireProvider(requireUser(request));
      if (!(await requestBusyRefresh(app.db, user.id, request.params.id, new Date()))) throw new HttpError(404, messages.busyCalendarGone);
      return { message: messages.busyCalendarRefreshing };
    },
  );
};
export default busyCalendarRoutes;
