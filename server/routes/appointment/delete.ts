import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { deleteParams, deleteResponse } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { isNonPortalUser } from '../../../domain/roles';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom, noteAudit, valueFrom } from '../../audit/audit-declaration';
import { effectiveScope, seriesEndBefore } from '../../../domain/appointments/edit-plan';
import { refreshListsOf } from '../../../domain/appointments/refresh-lists';
import { announce, enqueueAppointmentPush, assertMayWriteFor, videoPermissionOf } from './write-guards';

/**
 * DELETE /api/appointment/delete/{id}/{single|future|all}/{delete|cancel|un-cancel}
 * (spec 7). A non-numeric id is refused by the params schema (400) and
 * changes nothing. delete sets is_deleted (every calendar query hides such
 * rows), cancel and un-cancel set is_cancelled; future takes the series' rows
 * from this occurrence's day, all the whole series; a one-off is always
 * single. Answers the occurrences changed and the days to reload.
 */
const deleteRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/appointment/delete/:id/:scope/:action',
    {
      config: {
        audit: {
          recordType: 'appointment',
          // Cancelling and un-cancelling go through this call too: they change the appointment.
          action: (request) => (valueFrom('params', 'action')(request) === 'delete' ? 'delete' : 'update'),
          recordId: idFrom('params', 'id'),
        },
      },
      schema: {
        tags: ['appointment'],
        summary: 'Delete, cancel or un-cancel one occurrence, the future ones or the whole series',
        params: deleteParams,
        response: { 200: deleteResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, scope, action } = request.params;
      if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw new HttpError(403, messages.portalCannotBook);
      const target = await app.appointmentWritesRepository.findTarget(id);
      if (!target) throw new HttpError(404, messages.appointmentGone);
      noteAudit(request, { providerId: target.providerId });
      await assertMayWriteFor(user, target.providerId);
      if (action === 'delete' && target.isVideo && (await videoPermissionOf(user, target.providerId)).deleteRefused) {
        throw new HttpError(403, messages.videoDeleteRefused);
      }
      if (target.isDeleted) {
        return { success: true as const, appointments: [], ...refreshListsOf([target.appDate], []) };
      }

      const endSeries =
        effectiveScope(target, scope) === 'future' && target.series !== null ? seriesEndBefore(target.series, target.appDate) : null;
      const { changed } = await app.appointmentWritesRepository.remove({ target, scope, action, endSeries }, async (tx, out) => {
        if (out.changed.length > 0) await enqueueAppointmentPush(tx, user, target.providerId, out.changed[0]!.id);
      });
      request.wakeJobs = true;
      const days = changed.map((c) => c.app_date);
      const lists = action === 'delete' ? refreshListsOf(days, []) : refreshListsOf([], days);
      if (changed.length > 0) {
        await announce(app, user, target.providerId, lists, {
          deleteOrCancel: action,
          is_edit: false,
          ...(changed.length === 1 ? { appointment: changed[0] } : {}),
        }, changed[0]?.id);
      }
      return { success: true as const, appointments: changed, ...lists };
    },
  );
};
export default deleteRoute;
