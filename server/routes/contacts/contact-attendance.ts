import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { contactAttendanceParams, contactAttendanceResponse } from '../../../domain/contract/attendance';
import { messages } from '../../../domain/messages';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { contactAppointmentsAudit } from './contact-appointments';
import { assertMayAddContactFor as assertStaffActingFor } from './staff-only';

/**
 * GET /api/contacts/attendance/{kind}/{id}/{providerId} (issue 26 item 4):
 * one contact's attendance history on the contact screen, with counts per
 * mark over every marked occurrence. Staff acting for the provider only, as
 * the contact's appointments.
 */
const contactAttendanceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts/attendance/:kind/:id/:providerId',
    {
      config: { audit: contactAppointmentsAudit },
      schema: {
        tags: ['contacts'],
        summary: "One contact's attendance history with counts per mark",
        params: contactAttendanceParams,
        response: { 200: contactAttendanceResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { kind, id, providerId } = request.params;
      await assertStaffActingFor(user, providerId);
      const owner = await app.contactsListRepository.owner(kind, id);
      if (!owner || owner.providerId !== providerId) throw notFound(messages.contactGone);
      return app.attendanceRepository.ofContact(providerId, kind, id);
    },
  );
};
export default contactAttendanceRoute;
