/**
 * A provider's reminder settings (issue 26 item 2) on their own users row:
 * the lead times the reminder sweep reads (reminders-repository.ts) and
 * whether reminders name them.
 */
import { eq } from 'drizzle-orm';
import type { ReminderSettings } from '../../domain/contract/reminder-settings';
import type { ReminderLeadMinutes } from '../../domain/reminders/lead-times';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/index';

const columns = {
  lead: users.reminderLeadMinutes,
  second: users.reminderSecondLeadMinutes,
  named: users.remindersNameProvider,
};

const settingsOf = (r: { lead: number; second: number | null; named: boolean }): ReminderSettings => ({
  // The database's check holds the list (users_reminder_leads_ck).
  lead_minutes: r.lead as ReminderLeadMinutes,
  second_lead_minutes: r.second as ReminderLeadMinutes | null,
  name_provider: r.named,
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
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(columns);
  return row ? settingsOf(row) : null;
}
