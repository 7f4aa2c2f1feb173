/**
 * Appointment reminders (issue 15 item 4; every kind since issue 26 item 2), as two job kinds:
 *
 * - 'sweep:reminders', once a minute in the whole deployment: enqueues one
 *   'reminder' job per appointment with an e-mail and/or SMS reminder and
 *   per lead time of its provider that has come (keyed by appointment, start
 *   and lead time, so never twice).
 * - 'reminder': re-reads the appointment and sends only if it still matches
 *   the job (live, same start, still E, S or B). Editing, cancelling or deleting
 *   (one, future or all) therefore withdraws a pending reminder by
 *   construction, and a moved appointment gets a reminder under its new key
 *   at the next sweep. Reads first, then sends (no transaction open), then
 *   the worker marks the job done; a failed send retries with back-off.
 */
import { reminderEmail, type ReminderInput, reminderSms, smsNumberOf } from '../../domain/reminders/reminder-message';
import { reminderWhere } from '../../domain/reminders/reminder-where';
import { appointmentEvent } from '../calendar/appointment-event';
import { calendarFile, ICS_CONTENT_TYPE } from '../calendar/icalendar';
import { APPOINTMENT_ICS_FILE_NAME } from '../../domain/contract/calendar-file';
import { type JoinLinkDeps, joinUrlOf } from '../outbound/join-url';
import type { Mailer, OutboundAttachment } from '../outbound/mailer';
import { calendarEventRepository, type CalendarEventRepository } from '../repositories/calendar-event-repository';
import { reminderAnswerKey } from '../reminders/answer-key';
import { answerUrlOf } from '../reminders/answer-url';
import type { SmsTransport } from '../outbound/sms/sms-transport';
import {
  enqueueDueReminders,
  markReminderSent,
  REMINDER_JOB,
  reminderAppointment,
  type ReminderPayload,
  reminderRecipients,
} from '../repositories/reminders-repository';
import { patchPayload } from './queue';
import type { JobContext, JobHandler } from './worker';

export const REMINDER_SWEEP_JOB = 'sweep:reminders';

export interface ReminderDeps extends JoinLinkDeps {
  mailer: Pick<Mailer, 'send'>;
  sms: SmsTransport;
}

/** The channels an appointment's reminder choice (video_invitepref) sends on. */
const CHANNELS: Readonly<Record<string, readonly ('e' | 's')[]>> = { E: ['e'], S: ['s'], B: ['e', 's'] };

const isPayload = (p: unknown): p is ReminderPayload =>
  typeof p === 'object' && p !== null && Number.isInteger((p as ReminderPayload).appointmentId) && Number.isInteger((p as ReminderPayload).startsAt);

export function reminderHandlers(deps: ReminderDeps): Record<string, JobHandler> {
  let events: CalendarEventRepository | undefined;
  /** The occurrence's .ics (issue 26 item 6): the file 'Add to calendar' gives, with the client's join link. */
  const calendarAttachment = async (ctx: JobContext, id: number): Promise<OutboundAttachment[]> => {
    events ??= calendarEventRepository(ctx.db);
    const row = await events.find(id, null);
    if (!row) return [];
    const content = calendarFile(appointmentEvent(row, { ...deps, withJoinUrl: true }), ctx.now);
    return [{ filename: APPOINTMENT_ICS_FILE_NAME, contentType: ICS_CONTENT_TYPE, content }];
  };

  const sweep: JobHandler = async (_payload, ctx) => {
    const count = await enqueueDueReminders(ctx.db, ctx.now);
    if (count > 0) ctx.log.info({ count }, 'reminders enqueued');
  };

  const remind: JobHandler = async (payload, ctx: JobContext) => {
    if (!isPayload(payload)) throw Object.assign(new Error('bad payload'), { code: 'BAD_PAYLOAD', permanent: true });
    const a = await reminderAppointment(ctx.db, payload.appointmentId);
    const still =
      a !== null &&
      !a.isCancelled &&
      !a.isDeleted &&
      CHANNELS[a.videoInvitepref] !== undefined &&
      Math.floor(a.startsAt.getTime() / 1000) === payload.startsAt &&
      a.startsAt.getTime() > ctx.now.getTime();
    if (!still) {
      ctx.log.info({ jobId: ctx.job.id, appointmentId: payload.appointmentId }, 'reminder void: appointment changed');
      return;
    }
    const channels = CHANNELS[a.videoInvitepref] ?? [];
    // A group member who chose no reminders keeps that choice: nobody picked a channel for them alone.
    const recipients = (await reminderRecipients(ctx.db, a.id)).filter((r) => !(a.isGroup && r.pref === 'N'));
    const joinUrl = joinUrlOf(a, deps);
    const where = reminderWhere({ type: a.type, isVideo: a.isVideo, office: a.office, customLocation: a.customLocation });
    const answerKey = await reminderAnswerKey(ctx.db);
    let attachments: OutboundAttachment[] | undefined;
    const sent = new Set(payload.sent ?? []);
    let reached = sent.size;
    const sends = recipients.length * channels.length;
    for (const r of recipients) {
      const input: ReminderInput = {
        startsAt: a.startsAt,
        timeZone: r.timezone,
        isAllDay: a.isAllDay,
        where,
        joinUrl,
        providerName: a.providerName,
        confirmUrl: answerUrlOf(answerKey, deps.publicUrl, a.id, payload.startsAt, r.key),
      };
      for (const channel of channels) {
        const done = `${r.key}:${channel}`;
        if (sent.has(done)) continue;
        if (channel === 'e') {
          if (r.email === null) continue;
          attachments ??= await calendarAttachment(ctx, a.id);
          await deps.mailer.send({ to: r.email, ...reminderEmail(input), attachments });
        } else {
          const to = smsNumberOf(r.phone);
          if (to === null) continue;
          await deps.sms.send({ to, body: reminderSms(input) });
        }
        reached += 1;
        sent.add(done);
        // A later send may fail: a retry must not remind anyone twice on one channel.
        if (sends > 1) await patchPayload(ctx.db, ctx.workerId, ctx.job.id, { sent: [...sent] });
      }
    }
    if (reached > 0) await markReminderSent(ctx.db, a.id, a.startsAt);
    else ctx.log.info({ jobId: ctx.job.id, appointmentId: a.id }, 'reminder not sent: no address');
  };

  return { [REMINDER_SWEEP_JOB]: sweep, [REMINDER_JOB]: remind };
}
