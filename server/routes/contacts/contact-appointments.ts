import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { contactAppointmentsParams, contactAppointmentsResponse } from '../../../domain/contract/contacts-list';
import { defaultSearchRange } from '../../../domain/contacts/search-results';
import { messages } from '../../../domain/messages';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { type AuditDeclaration, recordIdOf, valueFrom } from '../../audit/audit-declaration';
import { assertMayAddContactFor as assertStaffActingFor } from './staff-only';

/** A read of one contact's appointments, named by the path's kind and id (also their attendance history). */
export const contactAppointmentsAudit: AuditDeclaration = {
  recordType: 'appointment',
  action: 'read',
  recordId: (request) => recordIdOf(valueFrom('params', 'id')(request), String(valueFrom('params', 'kind')(request))),
};

/**
 * GET /api/contacts/appointments/{kind}/{id}/{providerId}: one contact's
 * appointments from 3 months before to 3 months after today in the
 * provider's timezone (spec 9, as the search), deleted ones left out.
 */
const contactAppointmentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts/appointments/:kind/:id/:providerId',
    {
      config: { audit: contactAppointmentsAudit },
      schema: {
        tags: ['contacts'],
        summary: "One contact's appointments, today ± 3 months",
        params: contactAppointmentsParams,
        response: { 200: contactAppointmentsResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request) => {
      const user = requireUser(request);
      const { kind, id, providerId } = request.params;
      await assertStaffActingFor(user, providerId);
      const [owner, settings] = await Promise.all([app.contactsListRepository.owner(kind, id), app.searchRepository.settings(providerId)]);
      // Another provider's contact answers as a missing one: ids tell nothing across practices.
      if (!owner || owner.providerId !== providerId || !settings) throw notFound(messages.contactGone);
      const { from, to } = defaultSearchRange(settings.today);
      return { appointments: await app.searchRepository.contactAppointments(providerId, kind, id, from, to, settings) };
    },
  );
};
export default contactAppointmentsRoute;
