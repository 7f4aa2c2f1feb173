/**
 * The words of an appointment reminder (issue 15 item 4), e-mail and SMS, in
 * one place. Pure: the server's reminder job fills them in, unit tests read
 * them.
 *
 * A reminder crosses mail servers and phone networks Meadow does not
 * control, so it carries only what the client needs to turn up: the product
 * name, the day and time in the client's own zone, where (the office's
 * address, by phone, or the join link of a video session), and the
 * provider's name only when the practice turned that on (issue 26 item 2).
 * Never the provider's notes, a diagnosis or the client's name: the input
 * type has no field for them, so nothing clinical can reach the text.
 */
import { PRODUCT_NAME } from '../brand';

/** Everything a reminder may say. */
export interface ReminderInput {
  /** When the appointment starts. */
  startsAt: Date;
  /** The recipient's IANA zone (clients.timezone, persons.timezone, users.timezone). */
  timeZone: string;
  isAllDay: boolean;
  /** Where, as domain/reminders/reminder-where.ts says it (the office's address, 'By phone', 'Video session'); null: nothing to say. */
  where: string | null;
  /** The link that opens the video session (Meadow Connect guest link or the Secure Video room), if any. */
  joinUrl: string | null;
  /** The one link to confirm or cancel this occurrence (issue 26 item 3: `/r/<token>`), if any. */
  confirmUrl?: string | null;
  /** The provider's name: given only when the practice lets reminders name the provider (off by default). */
  providerName?: string | null;
}

export const reminderWording = {
  subject: `Reminder: your ${PRODUCT_NAME} appointment`,
  greeting: 'Hello,',
  when: 'This is a reminder of your appointment on',
  withWhom: 'with',
  where: 'Where:',
  join: 'When it is time, join the video session here:',
  change: 'If you cannot attend, please contact your practice.',
  noReply: 'This is an automatic reminder. Please do not reply to it.',
  smsPrefix: `${PRODUCT_NAME} reminder: appointment`,
  smsJoin: 'Join:',
  answer: 'Confirm or cancel your appointment here:',
  smsAnswer: 'Confirm or cancel:',
} as const;

/** The zone as given when the runtime knows it; otherwise UTC, named as such, rather than a wrong local time. */
function usableZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * The day and time in the recipient's zone, with the zone's short name so a
 * reader in another zone is not misled: "Tuesday, March 10, 2026 at 10:00 AM EDT".
 * An all-day appointment names the day only. `short` is the SMS form:
 * "Tue, Mar 10, 10:00 AM EDT".
 */
export function formatReminderWhen(startsAt: Date, timeZone: string, isAllDay: boolean, short = false): string {
  const zone = usableZone(timeZone);
  const day: Intl.DateTimeFormatOptions = short
    ? { weekday: 'short', month: 'short', day: 'numeric' }
    : { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
  if (isAllDay) return new Intl.DateTimeFormat('en-US', { ...day, timeZone: zone }).format(startsAt);
  return new Intl.DateTimeFormat('en-US', { ...day, hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: zone }).format(startsAt);
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** 'This is a reminder of your appointment [with Dr. Ana Rivera] on …', the name only when given. */
function whenSentence(input: ReminderInput, when: string): string {
  const w = reminderWording;
  const name = input.providerName?.trim();
  return name ? `${w.when.replace(/ on$/, '')} ${w.withWhom} ${name} on ${when}.` : `${w.when} ${when}.`;
}

/** The reminder e-mail: subject, plain text and HTML. */
export function reminderEmail(input: ReminderInput): { subject: string; text: string; html: string } {
  const w = reminderWording;
  const when = formatReminderWhen(input.startsAt, input.timeZone, input.isAllDay);
  const sentence = whenSentence(input, when);
  const lines = [w.greeting, '', sentence, ''];
  if (input.where !== null) lines.push(`${w.where} ${input.where}`, '');
  if (input.joinUrl !== null) lines.push(w.join, input.joinUrl, '');
  if (input.confirmUrl) lines.push(w.answer, input.confirmUrl, '');
  lines.push(w.change, '', w.noReply, '');
  const href = input.joinUrl === null ? null : escapeHtml(input.joinUrl);
  const answerHref = input.confirmUrl ? escapeHtml(input.confirmUrl) : null;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head><body>`,
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(sentence)}</p>`,
    ...(input.where === null ? [] : [`<p>${escapeHtml(`${w.where} ${input.where}`)}</p>`]),
    ...(href === null ? [] : [`<p>${escapeHtml(w.join)}<br><a href="${href}">${href}</a></p>`]),
    ...(answerHref === null ? [] : [`<p>${escapeHtml(w.answer)}<br><a href="${answerHref}">${answerHref}</a></p>`]),
    `<p>${escapeHtml(w.change)}</p>`,
    `<p>${escapeHtml(w.noReply)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: w.subject, text: lines.join('\n'), html };
}

/**
 * The reminder SMS: one short line (a long link or address makes it two
 * segments). A video session's link says where, so its 'Video session' is left out.
 * The confirm-or-cancel link is the short /r/<token> (issue 26 item 3): with
 * a short place it keeps the text one segment of 160 GSM characters.
 */
export function reminderSms(input: ReminderInput): string {
  const w = reminderWording;
  const when = formatReminderWhen(input.startsAt, input.timeZone, input.isAllDay, true);
  const name = input.providerName?.trim();
  const head = name ? `${w.smsPrefix} ${w.withWhom} ${name} ${when}` : `${w.smsPrefix} ${when}`;
  const answer = input.confirmUrl ? ` ${w.smsAnswer} ${input.confirmUrl}` : '';
  if (input.joinUrl !== null) return `${head}. ${w.smsJoin} ${input.joinUrl}${answer}`;
  return `${input.where === null ? `${head}.` : `${head}, ${input.where}.`}${answer}`;
}

/**
 * A stored phone (spec 5: up to ten digits, as typed) in E.164 for an SMS
 * provider: '+' and digits kept; ten digits without a country code are
 * taken as North American (+1). null when it cannot be a mobile number.
 */
export function smsNumberOf(phone: string | null): string | null {
  if (phone === null) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
