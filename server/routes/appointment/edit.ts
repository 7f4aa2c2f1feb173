import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { appointmentEditPayload, appointmentSaveResponse, overlapResponse } from '../../../domain/contract/appointment';
import { localToInstant } from '../../../domain/appointments/local-time';
import { appointmentRuleError, dayOf, ruleOf, timesOf } from '../../../domain/appointments/rules';
import { messages } from '../../../domain/messages';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom, noteAudit } from '../../audit/audit-declaration';
import { type EditPlan, planEdit } from '../../../domain/appointments/edit-plan';
import { valuesOf } from '../../../domain/appointments/occurrence-plan';
import { refreshListsOf } from '../../../domain/appointments/refresh-lists';
import type { Config } from '../../config';
import { overlapAnswer } from './overlap-answer';
import { announce, enqueueAppointmentPush, assertBookable, assertMayWriteFor, assertVideoChoiceAvailable, warningOf, zoneOf } from './write-guards';

/** The first start the checked payload books, as the video-in-the-past rule computes it. */
function firstStart(plan: EditPlan, timezone: string): Date {
  const p = plan.checked;
  const day = ruleOf(p) === null ? dayOf(p.date) : dayOf(p.repeat.startDate);
  const { start } = timesOf(p);
  return localToInstant(day, { hour: start.hr, minute: start.min }, timezone);
}

/**
 * PUT /api/appointment/edit (spec 7): the payload plus editID and
 * oneAllFuture (single, future, all; see domain/appointments/edit-plan.ts
 * for what each does). One transaction: on a refusal or a failure nothing
 * changes. An occurrence deleted meanwhile answers res false with its day in
 * delete_required, so the screen drops it.
 */
const editRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.put(
    '/appointment/edit',
    {
      config: { audit: { recordType: 'appointment', action: 'update', recordId: idFrom('body', 'editID') } },
      schema: {
        tags: ['appointment'],
        summary: 'Change one occurrence, the future ones or the whole series',
        body: appointmentEditPayload,
        response: {
          200: appointmentSaveResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: overlapResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const p = request.body;
      await assertMayWriteFor(user, p.provider_id);
      const target = await app.appointmentWritesRepository.findTarget(p.editID);
      if (!target) throw new HttpError(404, messages.appointmentGone);
      noteAudit(request, { providerId: target.providerId });
      await assertMayWriteFor(user, target.providerId);
      // An appointment stays with its provider: moving it to another calendar is a new booking.
      if (target.providerId !== p.provider_id) throw new HttpError(400, messages.incorrectProvider);

      const gone = () => ({ res: false as const, ...refreshListsOf([target.appDate], []) });
      if (target.isDeleted) return gone();

      // The appointment keeps its own zone unless the payload names another.
      const timezone = zoneOf(p, target.timezone);
      const plan = planEdit(target, p, p.oneAllFuture, timezone, user.id);
      let ruleError = appointmentRuleError(plan.checked, { now: new Date(), timezone });
      // A video session already in the past may still be edited, as long as the edit does not move its start.
      if (ruleError === messages.videoInPast && target.isVideo && firstStart(plan, timezone).getTime() === target.startsAt.getTime()) {
        ruleError = null;
      }
      if (ruleError !== null) throw new HttpError(400, ruleError);
      if (plan.change.kind === 'replace' && plan.change.occurrences.length === 0) throw new HttpError(400, messages.incorrectRepeatDates);
      const secureVideoOn = Boolean(config.secureVideoBaseUrl);
      // Asked only when it matters: Secure Video chosen while the service is off.
      const alreadySecureVideo =
        !secureVideoOn && Boolean((await app.videoRepository.secureVideoRow(target.id, { userId: user.id, role: user.role }))?.secureVideoSessionId);
      assertVideoChoiceAvailable(p, secureVideoOn, alreadySecureVideo);
      const facts = await assertBookable(app, user, p);
      // Read before the write: if the edit moves the appointment to another contact, its former portal users hear of it too.
      const formerPortalIds = await app.providerTeamRepository.portalParticipantIds(target.id);

      const outcome = await app.appointmentWritesRepository.edit({
        target,
        rows: plan.rows,
        change: plan.change,
        values: valuesOf(p, timezone, user.id),
        allowOverlap: p.allow_overlap,
      }, (tx, saved) => enqueueAppointmentPush(tx, user, p.provider_id, saved.first.id));
      request.wakeJobs = true;
      if (outcome.kind === 'overlap') return reply.code(409).send(await overlapAnswer(app, user, p.provider_id, outcome.overlapped));
      if (outcome.kind === 'gone') return gone();

      const lists = refreshListsOf(outcome.before, outcome.after);
      await announce(app, user, p.provider_id, lists, {
        is_edit: true,
        ...(outcome.after.length === 1 ? { appointment: outcome.first } : {}),
      }, outcome.first.id, { portalIds: formerPortalIds, lists: refreshListsOf(outcome.before, []) });
      const warning = warningOf(p, facts);
      return { res: outcome.first, ...lists, ...(warning === undefined ? {} : { warning }) };
    },
  );
};
export default editRoute;
