/**
 * GET and PUT settings/reminders (issue 26 item 2): a provider's reminder
 * lead times (one or two, from REMINDER_LEAD_CHOICES) and whether reminders
 * name the provider. The same rules in the settings screen and the server.
 */
import { z } from 'zod';
import { isValidPhone, PHONE_INPUT_MAX } from '../contacts/phone';
import { messages } from '../messages';
import { REMINDER_LEAD_CHOICES } from '../reminders/lead-times';

/** The longest cancellation window a practice may set: 30 days (the users row's check). */
export const CANCELLATION_WINDOW_MAX_HOURS = 720;

const leadMinutes = z.literal(REMINDER_LEAD_CHOICES, { error: messages.incorrectReminderTime });

export const reminderSettings = z
  .object({
    /** Minutes before a start when the first reminder goes out. */
    lead_minutes: leadMinutes,
    /** The second reminder's minutes, or null for none; never the first's. */
    second_lead_minutes: leadMinutes.nullable(),
    /** Whether a reminder says the provider's name (off by default: it tells a reader whom the client sees). */
    name_provider: z.boolean({ error: messages.invalidRequest }),
    /**
     * Hours before a start when a reminder's link no longer cancels (issue 26
     * item 3; 24 by default). Left out of a save: kept as it is.
     */
    cancellation_window_hours: z
      .int({ error: messages.incorrectCancellationWindow })
      .min(0, { error: messages.incorrectCancellationWindow })
      .max(CANCELLATION_WINDOW_MAX_HOURS, { error: messages.incorrectCancellationWindow })
      .optional(),
    /** The practice's phone the link's page shows once cancelling there is over (spec 5's phone rule, stored as its digits); null for none. Left out: kept. */
    practice_phone: z
      .string({ error: messages.incorrectPhone })
      .max(PHONE_INPUT_MAX, { error: messages.incorrectPhone })
      .refine(isValidPhone, { error: messages.incorrectPhone })
      .nullable()
      .optional(),
  })
  .refine((s) => s.second_lead_minutes !== s.lead_minutes, { message: messages.incorrectReminderTime, path: ['second_lead_minutes'] });
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const reminderSettingsResponse = z.object({ settings: reminderSettings });
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponse>;

export const saveReminderSettingsResponse = z.object({ settings: reminderSettings, message: z.string() });
export type SaveReminderSettingsResponse = z.infer<typeof saveReminderSettingsResponse>;
