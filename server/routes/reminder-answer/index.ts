import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import {
  reminderAnswerActionParams,
  reminderAnswerParams,
  reminderAnswerView,
  type ReminderAnswerView,
} from '../../../domain/contract/reminder-answer';
import { messages } from '../../../domain/messages';
import { answerStateOf, cancelWindowOpen, linkIsLive } from '../../../domain/reminders/reminder-answer';
import { formatReminderWhen } from '../../../domain/reminders/reminder-message';
import { reminderWhere } from '../../../domain/reminders/reminder-where';
import { noteAudit } from '../../audit/audit-declaration';
import { reminderLinkBudgets } from '../../auth/recovery-budgets';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { reminderAnswerKey } from '../../reminders/answer-key';
import { type AnswerLink, readAnswerLink } from '../../reminders/answer-token';
import { answerRecord, applyAnswer, type AnswerRecord } from '../../repositories/reminder-answers-repository';
import { announceAnswer, enqueueAnswerPush } from './announce-answer';

/**
 * A reminder's link (issue 26 item 3), public: the signed token is the key.
 *
 * GET  reminder_answer/{token}          what the reminder said, and what can be done
 * POST reminder_answer/{token}/confirm  marks the occurrence confirmed
 * POST reminder_answer/{token}/cancel   cancels it while the practice's window allows
 *
 * A forged, altered, expired (the start has come) or voided (the occurrence
 * moved or was deleted) link answers 404 with one plain text and changes
 * nothing. Each request counts against the caller's address first; one with
 * a link that opens gives its count back, so only bad links use the budget.
 * Every request is audited, without a user (ANONYMOUS_AUDIT_USER).
 */
const reminderAnswerRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const audit = { recordType: 'appointment', anonymous: true } as const;

  /** The link a token names when the budget allows a look; throws 429 otherwise. */
  async function admitted(request: FastifyRequest, token: string, now: Date): Promise<{ link: AnswerLink | null; release: () => Promise<void> }> {
    const reserved = await app.loginFailuresRepository.reserve(reminderLinkBudgets(request.ip, config), now);
    if (!reserved) throw new HttpError(429, messages.tooManyRecoveryAttempts);
    const link = readAnswerLink(await reminderAnswerKey(app.db), token);
    return { link, release: () => app.loginFailuresRepository.release(reserved, []) };
  }

  const viewOf = (record: AnswerRecord, now: Date, message: string): ReminderAnswerView => {
    const state = answerStateOf(record);
    return {
      state,
      when: formatReminderWhen(record.startsAt, record.recipientZone ?? 'UTC', record.isAllDay),
      where: reminderWhere(record),
      cancellable: (state === 'open' || state === 'confirmed') && cancelWindowOpen(record, now),
      practicePhone: record.practicePhone,
      message,
    };
  };

  app.get(
    '/reminder_answer/:token',
    {
      config: { public: true, audit: { ...audit, action: 'read' } },
      schema: {
        tags: ['reminder'],
        summary: "What a reminder's link shows: the day, time and place the reminder named, and whether it can still be cancelled",
        security: [],
        params: reminderAnswerParams,
        response: { 200: reminderAnswerView, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const now = new Date();
      const { link, release } = await admitted(request, request.params.token, now);
      const record = link && (await answerRecord(app.db, link));
      if (!link || !record || !linkIsLive(record, link.startsAt, now)) throw new HttpError(404, messages.reminderLinkInvalid);
      noteAudit(request, { providerId: record.providerId, recordId: String(record.id) });
      await release();
      return viewOf(record, now, '');
    },
  );

  app.post(
    '/reminder_answer/:token/:action',
    {
      config: { public: true, audit: { ...audit, action: 'update' } },
      schema: {
        tags: ['reminder'],
        summary: "Confirm or cancel the occurrence a reminder's link names",
        security: [],
        params: reminderAnswerActionParams,
        response: { 200: reminderAnswerView, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const now = new Date();
      const { link, release } = await admitted(request, request.params.token, now);
      const applied =
        link && (await applyAnswer(app.db, link, request.params.action, now, (r) => linkIsLive(r, link.startsAt, now), enqueueAnswerPush));
      request.wakeJobs = true;
      if (!applied) throw new HttpError(404, messages.reminderLinkInvalid);
      const { record, outcome } = applied;
      noteAudit(request, { providerId: record.providerId, recordId: String(record.id) });
      await release();
      if (outcome.store !== null) await announceAnswer(app, record, outcome.store);
      return viewOf(record, now, outcome.message);
    },
  );
};

export default reminderAnswerRoutes;
