import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { appointmentPayload, appointmentSaveResponse, overlapResponse } from '../../../domain/contract/appointment';
import { appointmentRuleError, occurrenceDays, ruleOf } from '../../../domain/appointments/rules';
import { messages } from '../../../domain/messages';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { noteAudit, recordIdOf } from '../../audit/audit-declaration';
import { occurrenceOn, seriesRangeOf, seriesValuesOf, valuesOf } from '../../../domain/appointments/occurrence-plan';
import { refreshListsOf } from '../../../domain/appointments/refresh-lists';
import type { Config } from '../../config';
import { overlapAnswer } from './overlap-answer';
import { announce, enqueueAppointmentPush, assertBookable, assertMayWriteFor, assertVideoChoiceAvailable, warningOf, zoneOf } from './write-guards';

/**
 * POST /api/appointment/add (spec 7): a one-off appointment, or a series
 * with one row per occurrence. 409 with the overlap question when the slot
 * is taken and allow_overlap is not set (nothing is written); 200 with the
 * first occurrence and the days to reload, which every user acting for the
 * provider also hears as refreshRequest.
 */
const addRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/appointment/add',
    {
      config: { audit: { recordType: 'appointment', action: 'create' } },
      schema: {
        tags: ['appointment'],
        summary: 'Book an appointment or a repeating series',
        body: appointmentPayload,
        response: { 200: appointmentSaveResponse, 400: errorBody, 401: errorBody, 403: errorBody, 409: overlapResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const p = request.body;
      await assertMayWriteFor(user, p.provider_id);
      const provider = await app.usersRepository.findById(p.provider_id);
      if (!provider) throw new HttpError(400, messages.incorrectProvider);
      const timezone = zoneOf(p, provider.timezone);

      const ruleError = appointmentRuleError(p, { now: new Date(), timezone });
      if (ruleError !== null) throw new HttpError(400, ruleError);
      assertVideoChoiceAvailable(p, Boolean(config.secureVideoBaseUrl));
      const facts = await assertBookable(app, user, p);

      const rule = ruleOf(p);
      const days = occurrenceDays(p);
      const series =
        rule === null
          ? null
          : seriesValuesOf(
              p,
              rule,
              // The first occurrence, not the chosen start: a Monday rule started on a Wednesday begins the next Monday.
              seriesRangeOf(p, days),
              timezone,
              user.id,
            );
      const outcome = await app.appointmentWritesRepository.add({
        values: valuesOf(p, timezone, user.id),
        series,
        occurrences: days.map((d) => occurrenceOn(d, p, timezone)),
        allowOverlap: p.allow_overlap,
      }, (tx, saved) => enqueueAppointmentPush(tx, user, p.provider_id, saved.first.id));
      request.wakeJobs = true;
      if (outcome.kind !== 'saved') {
        return reply.code(409).send(await overlapAnswer(app, user, p.provider_id, outcome.kind === 'overlap' ? outcome.overlapped : []));
      }
      noteAudit(request, { recordId: recordIdOf(outcome.first.id) });

      const lists = refreshListsOf(outcome.before, outcome.after);
      await announce(app, user, p.provider_id, lists, {
        is_edit: false,
        ...(rule === null ? { appointment: outcome.first } : {}),
      }, outcome.first.id);
      const warning = warningOf(p, facts);
      return { res: outcome.first, ...lists, ...(warning === undefined ? {} : { warning }) };
    },
  );
};
export default addRoute;
