/**
 * The words of a waitlist offer and of its 'taken' notice (issue 29),
 * e-mail and SMS. Pure. Like a reminder they cross networks Meadow does not
 * control, so they say only the product, the day and time in the
 * recipient's zone, where (office, video or phone) and the link; the
 * provider's name only when the practice turned that on. The input has no
 * field for a client's name or anything clinical.
 */
import { PRODUCT_NAME } from '../brand';
import { reminderAnswerTexts } from '../messages';
import { formatReminderWhen } from '../reminders/reminder-message';
import type { LocationKind } from './wishes';

export interface OfferMessageInput {
  startsAt: Date;
  /** The recipient's IANA zone. */
  timeZone: string;
  locationKind: LocationKind;
  /** `<PUBLIC_URL>/w/<token>` (absent for the 'taken' notice). */
  url?: string;
  /** Only when the practice shows the provider's name in offers. */
  providerName?: string | null;
  /** When the offer stops holding (one-at-a-time), in the recipient's zone. */
  expiresAt?: Date | null;
}

export const offerWording = {
  subject: `${PRODUCT_NAME}: an earlier appointment is free`,
  takenSubject: `${PRODUCT_NAME}: the offered time has been taken`,
  greeting: 'Hello,',
  free: 'An earlier appointment is free on',
  withWhom: 'with',
  take: 'To take it, open this link:',
  holds: 'This offer holds until',
  firstWins: 'The first to accept gets it.',
  taken: 'Sorry, the time we offered you on',
  takenTail: 'has been taken. You stay on the waitlist.',
  noReply: 'This is an automatic message. Please do not reply to it.',
  office: 'At the office',
} as const;

/** 'At the office', 'Video session', 'By phone': never an address a stranger could read the client's visits from. */
export const offerWhere = (kind: LocationKind): string =>
  kind === 'video' ? reminderAnswerTexts.video : kind === 'phone' ? reminderAnswerTexts.byPhone : offerWording.office;

const sentence = (input: OfferMessageInput, when: string): string => {
  const name = input.providerName?.trim();
  return `${offerWording.free} ${when}${name ? ` ${offerWording.withWhom} ${name}` : ''} (${offerWhere(input.locationKind)}).`;
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function offerEmail(input: OfferMessageInput): { subject: string; text: string; html: string } {
  const w = offerWording;
  const when = formatReminderWhen(input.startsAt, input.timeZone, false);
  const first = sentence(input, when);
  const hold = input.expiresAt ? `${w.holds} ${formatReminderWhen(input.expiresAt, input.timeZone, false)}.` : w.firstWins;
  const url = input.url ?? '';
  const text = [w.greeting, '', first, '', w.take, url, '', hold, '', w.noReply, ''].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head><body>`,
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(first)}</p>`,
    `<p>${escapeHtml(w.take)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    `<p>${escapeHtml(hold)}</p>`,
    `<p>${escapeHtml(w.noReply)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: w.subject, text, html };
}

/** One short line: 'Meadow: an earlier appointment is free Tue, Mar 10, 10:00 AM EDT (Video session). Take it: https://…/w/…' */
export function offerSms(input: OfferMessageInput): string {
  const when = formatReminderWhen(input.startsAt, input.timeZone, false, true);
  const name = input.providerName?.trim();
  return `${PRODUCT_NAME}: an earlier appointment is free ${when}${name ? ` ${offerWording.withWhom} ${name}` : ''} (${offerWhere(input.locationKind)}). Take it: ${input.url ?? ''}`;
}

export function takenEmail(input: OfferMessageInput): { subject: string; text: string } {
  const when = formatReminderWhen(input.startsAt, input.timeZone, false);
  return { subject: offerWording.takenSubject, text: [offerWording.greeting, '', `${offerWording.taken} ${when} ${offerWording.takenTail}`, '', offerWording.noReply, ''].join('\n') };
}

export function takenSms(input: OfferMessageInput): string {
  return `${PRODUCT_NAME}: ${offerWording.taken.replace(/^Sorry, t/, 'T')} ${formatReminderWhen(input.startsAt, input.timeZone, false, true)} ${offerWording.takenTail}`;
}
