/**
 * A provider's reminder settings (issue 26 item 2) on their own users row:
 * the lead times the reminder sweep reads (reminders-repository.ts) and
 * whether reminders name them; the cancellation window and the practice's
 * phone of a reminder's confirm-or-cancel link (issue 26 item 3).
 */
import { eq } from 'drizzle-orm';
import { normalisePhone } from '../../domain/contacts/phone';
import type { ReminderSettings } from '../../domain/contract/reminder-settings';
import type { ReminderLeadMinutes } from '../../domain/reminders/lead-times';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/index';

const columns = {
  lead: users.reminderLeadMinutes,
  second: users.reminderSecondLeadMinutes,
  named: users.remindersNameProvider,
  windowHours: users.cancellationWindowHours,
  phone: users.practicePhone,
};

const settingsOf = (r: { lead: number; second: number | null; named: boolean; windowHours: number; phone: string | null }): ReminderSettings => ({
  // The database's check holds the list (users_reminder_leads_ck).
  lead_minutes: r.lead as ReminderLeadMinutes,
  second_lead_minutes: r.second as ReminderLeadMinutes | null,
  name_provider: r.named,
  cancellation_window_hours: r.windowHours,
  practice_phone: r.phone,
});

export async function reminderSettingsOf(db: DbOrTx, userId: number): Promise<ReminderSettings | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row ? settingsOf(row) : null;
}

export async function saveReminderSettings(db: DbOrTx, userId: number, s: ReminderSettings): Promise<ReminderSettings | null> {
  const [row] = await db
    .update(users)
    .set({
      reminderLeadMinutes: s.lead_minutes,
      reminderSecondLeadMinutes: s.second_lead_minutes,
      remindersNameProvider: s.name_provider,
      // Left out of the save: kept as they are.
      ...(s.cancellation_window_hours === undefined ? {} : { cancellationWindowHours: s.cancellation_window_hours }),
      ...(s.practice_phone === undefined ? {} : { practicePhone: s.practice_phone === null ? null : normalisePhone(s.practice_phone) }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(columns);
  return row ? settingsOf(row) : null;
}
