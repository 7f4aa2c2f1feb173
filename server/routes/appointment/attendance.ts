import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayMarkAttendance } from '../../../domain/appointments/attendance';
import { refreshListsOf } from '../../../domain/appointments/refresh-lists';
import { attendanceBody, attendanceParams, attendanceResponse } from '../../../domain/contract/attendance';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import { isNonPortalUser } from '../../../domain/roles';
import { canActFor, mayAddEditDeleteAppointments } from '../../auth/authorization';
import { HttpError, notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom, noteAudit } from '../../audit/audit-declaration';

/**
 * PUT /api/appointment/attendance/{id} (issue 26 item 4): staff who may
 * change the provider's appointments mark one occurrence of today or before
 * Attended, No-show, Late cancel, Cancelled by client or Cancelled by
 * practice, with an optional reason; attendance null clears it. Portal
 * users are refused (403); another practice's occurrence, or a deleted one,
 * is not found (404); a day still ahead is refused (400). is_cancelled is
 * untouched: the spec's Cancel and Un-cancel stay the delete call's.
 * Setting a value, so a repeat writes the same: no Idempotency-Key.
 */
const attendanceRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/appointment/attendance/:id',
    {
      // A change to a health record; the reason is in the body, which the log redacts and the trail never holds.
      config: { audit: { recordType: 'appointment', action: 'update', recordId: idFrom('params', 'id') } },
      schema: {
        tags: ['appointment'],
        summary: "Mark, change or clear one occurrence's attendance",
        params: attendanceParams,
        body: attendanceBody,
        response: { 200: attendanceResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw new HttpError(403, messages.portalCannotBook);
      const target = await app.attendanceRepository.target(request.params.id);
      if (target) noteAudit(request, { providerId: target.providerId });
      // Another practice's occurrence answers as a missing one: ids tell nothing across practices.
      if (!target || target.isDeleted || !(await canActFor(user, target.providerId))) throw notFound(messages.appointmentGone);
      if (!(await mayAddEditDeleteAppointments(user))) throw new HttpError(403, messages.forbidden);
      if (!mayMarkAttendance(target.appDate, target.today)) throw new HttpError(400, messages.attendanceNotYet);

      const { attendance, reason = '' } = request.body;
      const marked = await app.attendanceRepository.mark(target.id, { attendance, reason }, user.id);
      // Deleted, or (a request at midnight's edge) judged again by the database: the same refusals.
      if (!marked) throw new HttpError(400, messages.attendanceNotYet);
      const lists = refreshListsOf([], [marked.appDate]);
      // The team's calendars show the badge. Not announce(): portal users never see attendance, and a mark is no news for anyone's phone.
      await app.realtime.toProviderTeam(target.providerId, 'refreshRequest', {
        appointment: { id: marked.id, app_date: marked.appDate },
        is_edit: true,
        user_id: user.id,
        provider_id: target.providerId,
        ...lists,
      });
      return {
        success: true as const,
        appointment: { id: marked.id, app_date: marked.appDate },
        attendance: marked.attendance,
        attendance_reason: marked.attendanceReason,
        ...lists,
      };
    },
  );
};
export default attendanceRoute;
