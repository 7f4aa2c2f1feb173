/**
 * When a practice's reminders go out (issue 26 item 2): up to two lead times
 * before each appointment's start, chosen from a short list so the sweep, the
 * settings screen and the database check agree. Pure: shared by the contract,
 * the schema and the settings screen.
 */

/** The lead times a practice may choose, in minutes: 15 minutes to a week. */
export const REMINDER_LEAD_CHOICES = [15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10080] as const;
export type ReminderLeadMinutes = (typeof REMINDER_LEAD_CHOICES)[number];

/** What a practice that never chose gets: two days and two hours before (issue 26 item 2). */
export const DEFAULT_REMINDER_LEAD_MINUTES: ReminderLeadMinutes = 2880;
export const DEFAULT_SECOND_REMINDER_LEAD_MINUTES: ReminderLeadMinutes = 120;

export const MAX_REMINDER_LEAD_MINUTES: number = Math.max(...REMINDER_LEAD_CHOICES);

/** '48 hours before', '30 minutes before', '1 week before': the settings screen's option labels. */
export function leadTimeLabel(minutes: number): string {
  if (minutes % 10080 === 0) return minutes === 10080 ? '1 week before' : `${minutes / 10080} weeks before`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour before' : `${minutes / 60} hours before`;
  return `${minutes} minutes before`;
}
