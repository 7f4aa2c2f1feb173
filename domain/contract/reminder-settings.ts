/**
 * GET and PUT settings/reminders (issue 26 item 2): a provider's reminder
 * lead times (one or two, from REMINDER_LEAD_CHOICES) and whether reminders
 * name the provider. The same rules in the settings screen and the server.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { REMINDER_LEAD_CHOICES } from '../reminders/lead-times';

const leadMinutes = z.literal(REMINDER_LEAD_CHOICES, { error: messages.incorrectReminderTime });

export const reminderSettings = z
  .object({
    /** Minutes before a start when the first reminder goes out. */
    lead_minutes: leadMinutes,
    /** The second reminder's minutes, or null for none; never the first's. */
    second_lead_minutes: leadMinutes.nullable(),
    /** Whether a reminder says the provider's name (off by default: it tells a reader whom the client sees). */
    name_provider: z.boolean({ error: messages.invalidRequest }),
  })
  .refine((s) => s.second_lead_minutes !== s.lead_minutes, { message: messages.incorrectReminderTime, path: ['second_lead_minutes'] });
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const reminderSettingsResponse = z.object({ settings: reminderSettings });
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponse>;

export const saveReminderSettingsResponse = z.object({ settings: reminderSettings, message: z.string() });
export type SaveReminderSettingsResponse = z.infer<typeof saveReminderSettingsResponse>;
