/**
 * What a reminder link's page reads and its Confirm / Cancel write (issue 26
 * item 3): plain functions over one occurrence, as the reminder job's.
 */
import { sql } from 'drizzle-orm';
import type { ConfirmationStatus, AppointmentType } from '../../domain/codes';
import { type AnswerFacts, type AnswerOutcome, decideAnswer } from '../../domain/reminders/reminder-answer';
import type { ReminderAnswerAction } from '../../domain/contract/reminder-answer';
import type { WhereFacts } from '../../domain/reminders/reminder-where';
import type { Db, DbOrTx } from '../db/client';
import type { AnswerLink } from '../reminders/answer-token';
import { rowsOf } from './appointments/sql-arrays';
import type { Outbox } from './outbox-hook';
import { enqueueFreedSlots } from '../waitlist/slot-freed';

export interface AnswerRecord extends AnswerFacts, WhereFacts {
  id: number;
  providerId: number;
  appDate: string;
  isAllDay: boolean;
  practicePhone: string | null;
  /** The reminded person's zone, as the reminder used it; null when that person is gone. */
  recipientZone: string | null;
}

interface Row {
  id: number;
  provider_id: number;
  app_date: string;
  starts_at: string | Date;
  is_all_day: boolean;
  is_cancelled: boolean;
  is_deleted: boolean;
  confirmation_status: ConfirmationStatus;
  type: AppointmentType;
  is_video: boolean;
  custom_location: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  postal_code: string | null;
  window_hours: number;
  practice_phone: string | null;
  recipient_zone: string | null;
}

const zoneOf = (link: AnswerLink) => {
  const id = link.recipient.id;
  switch (link.recipient.kind) {
    case 'c':
      return sql`(select timezone from clients where id = ${id}::int)`;
    case 'p':
      return sql`(select timezone from persons where id = ${id}::int)`;
    default:
      return sql`(select timezone from users where id = ${id}::int)`;
  }
};

async function read(db: DbOrTx, link: AnswerLink, forUpdate: boolean): Promise<AnswerRecord | null> {
  if (link.appointmentId > 2_147_483_647 || link.recipient.id > 2_147_483_647) return null;
  const result = await db.execute(sql`
    select a.id, a.provider_id, a.app_date::text as app_date, a.starts_at, a.is_all_day, a.is_cancelled, a.is_deleted,
           a.confirmation_status, a.type, a.is_video, a.custom_location, o.line1, o.line2, o.city, o.postal_code,
           u.cancellation_window_hours as window_hours, nullif(trim(u.practice_phone), '') as practice_phone,
           ${zoneOf(link)} as recipient_zone
      from appointments a
      join users u on u.id = a.provider_id
      left join office_locations o on o.id = a.office_location_id
     where a.id = ${link.appointmentId}::int
     ${forUpdate ? sql`for update of a` : sql``}`);
  const r = rowsOf<Row>(result)[0];
  if (!r) return null;
  return {
    id: r.id,
    providerId: r.provider_id,
    appDate: r.app_date,
    startsAt: new Date(r.starts_at),
    isAllDay: r.is_all_day,
    isCancelled: r.is_cancelled,
    isDeleted: r.is_deleted,
    confirmationStatus: r.confirmation_status,
    windowHours: r.window_hours,
    type: r.type,
    isVideo: r.is_video,
    customLocation: r.custom_location,
    office: r.line1 === null ? null : { line1: r.line1, line2: r.line2 ?? '', city: r.city ?? '', postal_code: r.postal_code ?? '' },
    practicePhone: r.practice_phone,
    recipientZone: r.recipient_zone,
  };
}

/** The occurrence a link names, as its page shows it; null when there is none. */
export const answerRecord = (db: DbOrTx, link: AnswerLink): Promise<AnswerRecord | null> => read(db, link, false);

/**
 * Applies Confirm or Cancel with the row locked, so two taps (or two
 * devices) store one answer and the second reads what the first did. A
 * cancel sets is_cancelled as the spec's Cancel of one occurrence does:
 * its pending reminders void themselves (server/jobs/reminders.ts re-reads).
 * `live` decides on the locked row whether the link still opens.
 */
export async function applyAnswer(
  db: Db,
  link: AnswerLink,
  action: ReminderAnswerAction,
  now: Date,
  live: (record: AnswerRecord) => boolean,
  /** Enqueues the answer's push in its transaction, when an answer was stored. */
  outbox?: Outbox<{ record: AnswerRecord; stored: 'confirmed' | 'cancelled' }>,
): Promise<{ record: AnswerRecord; outcome: AnswerOutcome } | null> {
  return db.transaction(async (tx) => {
    const record = await read(tx, link, true);
    if (record === null || !live(record)) return null;
    const outcome = decideAnswer(action, record, now);
    if (outcome.store === null) return { record, outcome };
    const cancel = outcome.store === 'cancelled';
    // A client's cancel frees the time for the waitlist (issue 29), in this transaction.
    if (cancel && !record.isCancelled) await enqueueFreedSlots(tx, [record.id]);
    await tx.execute(sql`
      update appointments
         set confirmation_status = ${outcome.store}, ${cancel ? sql`is_cancelled = true,` : sql``} updated_at = now()
       where id = ${record.id}::int`);
    await outbox?.(tx, { record, stored: outcome.store });
    return { record: { ...record, confirmationStatus: outcome.store, isCancelled: record.isCancelled || cancel }, outcome };
  });
}
