import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentByIdResponse, appointmentIdParams, appointmentIdQuery } from '../../../domain/contract/appointment';
import { errorBody } from '../../../domain/contract/common';
import { isPortalRole } from '../../../domain/roles';
import { assertCanActFor, canActFor, defaultProviderOf } from '../../auth/authorization';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom, noteAudit } from '../../audit/audit-declaration';

/**
 * GET /api/appointment/get/id/{id}?forProviderId= (spec 7): one appointment
 * with the detail screen's fields. Staff read any provider's they may act
 * for; portal users only their own (the calendar's rule). A deleted
 * appointment, or one the user may not see, is simply not found: the answer
 * does not tell which. forProviderId (default: the user's default provider)
 * is echoed so the screen shows actions only when it equals provider_id (spec 6).
 */
const getByIdRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointment/get/id/:id',
    {
      config: { audit: { recordType: 'appointment', action: 'read', recordId: idFrom('params', 'id') } },
      schema: {
        tags: ['appointment'],
        summary: 'One appointment with its detail fields',
        params: appointmentIdParams,
        querystring: appointmentIdQuery,
        response: { 200: appointmentByIdResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const asked = request.query.forProviderId;
      const forProviderId = asked ?? (await defaultProviderOf(user));
      noteAudit(request, { providerId: forProviderId });
      if (asked !== undefined) await assertCanActFor(user, asked);
      const found = await app.appointmentDetailRepository.find(
        request.params.id,
        { userId: user.id, role: user.role },
        forProviderId,
      );
      // The row's own provider: a refused look at another practice's appointment belongs in that practice's trail.
      if (found) noteAudit(request, { providerId: found.appointment.provider_id });
      // Portal rows are already filtered to the reader's own; staff must be allowed the row's provider.
      if (!found || (!isPortalRole(user.role) && !(await canActFor(user, found.appointment.provider_id)))) throw notFound();
      return found;
    },
  );
};
export default getByIdRoute;
