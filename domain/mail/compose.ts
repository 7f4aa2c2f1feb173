/**
 * The compose screen's rules (spec 2 "E-mail", 5, 9; issue 12): what
 * `/compose-email?…` asks for, how a reply, reply-all, forward or reopened
 * draft is prefilled, what a send or a draft save must hold before it
 * leaves the browser (the same limits the server applies through
 * `mailComposeFields`), and the `mail` field of the multipart call. Pure: no
 * DOM; the caller sanitises the original body before it is quoted.
 */
import { MAIL_BOX, type MailBoxCode } from '../codes';
import {
  MAIL_BODY_MAX,
  MAIL_RECIPIENTS_MAX,
  MAIL_SUBJECT_MAX,
  type MailAttachment,
  type MailComposeFields,
  type MailContent,
  type MailPerson,
} from '../contract/mail';
import { mailQuoteIntro, type MessageKey } from '../messages';
import { isMailType } from '../routes';
import { DEFAULT_HOUR_CYCLE, formatClock, specDate, zonedParts, type HourCycle } from '../time-style';
import { checkAttachments, type AttachmentCandidate } from './attachments';
import { boxOfType, type ComposeMode } from './mail-routes';

/* ---------- what the address asks for ---------- */

export type ComposeRequest =
  | { mode: 'new'; to: number | null }
  | { mode: 'reply' | 'replyAll' | 'forward'; id: number; box: MailBoxCode }
  | { mode: 'draft'; id: number };

const positiveInt = (raw: string | null): number | null => (raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/**
 * Reads the query of `/compose-email` (with or without the leading '?'):
 * `?to={userId}`, `?mode=reply|replyAll|forward&id={mailBoxId}&type={type}`
 * or `?mode=draft&id={mailBoxId}`. Anything unusable is a new, empty mail:
 * a hand-edited address must not fail the screen.
 */
export function parseComposeQuery(search: string): ComposeRequest {
  const query = new URLSearchParams(search);
  const mode = query.get('mode') as ComposeMode | null;
  const id = positiveInt(query.get('id'));
  if (id !== null && (mode === 'reply' || mode === 'replyAll' || mode === 'forward')) {
    const type = query.get('type') ?? undefined;
    // The folder list ('mailboxes') holds no mail; the inbox is the usual place a reply starts from.
    const box = isMailType(type) && type !== 'mailboxes' ? boxOfType(type) : MAIL_BOX.inbox;
    return { mode, id, box };
  }
  if (id !== null && mode === 'draft') return { mode, id };
  return { mode: 'new', to: positiveInt(query.get('to')) };
}

/* ---------- what the form holds ---------- */

export interface ComposeValues {
  to: MailPerson[];
  subject: string;
  /** The editor's HTML ('' when empty). */
  body: string;
  /** Stored attachments the mail keeps: the draft's own, or the forwarded mail's. */
  kept: MailAttachment[];
  /** The draft (mailBoxId) a send or save replaces, once there is one. */
  draftId: number | null;
}

export const emptyCompose: ComposeValues = { to: [], subject: '', body: '', kept: [], draftId: null };

/* ---------- prefills ---------- */

const REPLY_PREFIX = 'Re: ';
const FORWARD_PREFIX = 'Fwd: ';
const REPLY_PATTERN = /^\s*re\s*:\s*/i;
const FORWARD_PATTERN = /^\s*(fwd?|fw)\s*:\s*/i;

/**
 * 'Re: …' or 'Fwd: …' once: prefixes of the same kind already there are
 * dropped (a long thread does not grow 'Re: Re: Re:'), and the result is cut
 * to MAIL_SUBJECT_MAX so the server does not refuse it.
 */
export function prefixedSubject(subject: string, kind: 'reply' | 'forward'): string {
  const [prefix, pattern] = kind === 'reply' ? [REPLY_PREFIX, REPLY_PATTERN] : [FORWARD_PREFIX, FORWARD_PATTERN];
  let rest = subject.trim();
  while (pattern.test(rest)) rest = rest.replace(pattern, '');
  return `${prefix}${rest}`.slice(0, MAIL_SUBJECT_MAX).trimEnd();
}

export interface PickedRecipients {
  to: MailPerson[];
  /** More people took part than a mail may have: the rest were left out. */
  cut: boolean;
}

const uniquePeople = (people: readonly MailPerson[], me: number): MailPerson[] => {
  const seen = new Set<number>([me]);
  return people.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
};

const capped = (people: MailPerson[]): PickedRecipients => ({
  to: people.slice(0, MAIL_RECIPIENTS_MAX),
  cut: people.length > MAIL_RECIPIENTS_MAX,
});

/**
 * Who a reply goes to: the sender; a reply to one's own sent mail goes to
 * its recipients instead (as mail programs do). Reply all adds the other
 * recipients. Never the viewer, each person once, at most MAIL_RECIPIENTS_MAX.
 */
export function replyRecipients(mail: Pick<MailContent, 'sender' | 'recipients'>, me: number, all: boolean): PickedRecipients {
  const own = mail.sender.id === me;
  const people = own ? mail.recipients : all ? [mail.sender, ...mail.recipients] : [mail.sender];
  return capped(uniquePeople(people, me));
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Spec 9 shows dates as MM-DD-YYYY; the time is the viewer's, in their own zone and clock (issue 27 item 12). */
export function quoteDate(instant: string, timeZone: string, hourCycle: HourCycle = DEFAULT_HOUR_CYCLE): string {
  const p = zonedParts(instant, timeZone);
  return `${specDate(p.day)} at ${formatClock(p, hourCycle)}`;
}

/**
 * The original under the caret: an empty first line to type on, then
 * 'On {date}, {name} wrote:' and the original in a blockquote.
 * `safeBody` must already be sanitised HTML.
 */
export function quotedOriginal(mail: Pick<MailContent, 'time' | 'sender'>, safeBody: string, timeZone: string, hourCycle: HourCycle = DEFAULT_HOUR_CYCLE): string {
  const intro = escapeHtml(mailQuoteIntro(quoteDate(mail.time, timeZone, hourCycle), mail.sender.name));
  return `<p><br></p><p>${intro}</p><blockquote>${safeBody}</blockquote>`;
}

export interface Prefill {
  values: ComposeValues;
  /** Reply all met more people than a mail may have (say so: spec 2's limit). */
  recipientsCut: boolean;
}

/**
 * The form for a reply, reply all, forward or reopened draft of `mail`, as
 * `me` sees it in `timeZone`. `safeBody` is the mail's body, sanitised.
 */
export function prefillCompose(
  mode: Exclude<ComposeRequest['mode'], 'new'>,
  mail: MailContent,
  me: number,
  safeBody: string,
  timeZone: string,
  hourCycle: HourCycle = DEFAULT_HOUR_CYCLE,
): Prefill {
  if (mode === 'draft') {
    return {
      values: { to: capped(uniquePeople(mail.recipients, me)).to, subject: mail.sub, body: safeBody, kept: mail.attachments, draftId: mail.mailBoxId },
      recipientsCut: false,
    };
  }
  const quote = quotedOriginal(mail, safeBody, timeZone, hourCycle);
  if (mode === 'forward') {
    return { values: { ...emptyCompose, subject: prefixedSubject(mail.sub, 'forward'), body: quote, kept: mail.attachments }, recipientsCut: false };
  }
  const { to, cut } = replyRecipients(mail, me, mode === 'replyAll');
  return { values: { ...emptyCompose, to, subject: prefixedSubject(mail.sub, 'reply'), body: quote }, recipientsCut: cut };
}

/* ---------- recipients ---------- */

export type AddRecipientResult = { ok: true; to: MailPerson[] } | { ok: false; error: MessageKey };

/** Adds a person to To: once, and refused past MAIL_RECIPIENTS_MAX (spec 2: at most 2 addresses). */
export function addRecipient(to: readonly MailPerson[], person: MailPerson): AddRecipientResult {
  if (to.some((p) => p.id === person.id)) return { ok: true, to: [...to] };
  if (to.length >= MAIL_RECIPIENTS_MAX) return { ok: false, error: 'mailRecipientsTooMany' };
  return { ok: true, to: [...to, person] };
}

/* ---------- checks before a call ---------- */

const ENTITY_SPACE = /&nbsp;|&#160;|\u00a0/gi;

/** True when the HTML shows nothing (tags without text, e.g. the `<br>` an emptied editor leaves). Lists and rules show. */
export function isBlankHtml(html: string): boolean {
  if (/<(li|hr)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(ENTITY_SPACE, ' ').trim() === '';
}

export interface ComposeCheck {
  to: readonly number[];
  subject: string;
  body: string;
  /** Kept and new files together. */
  attachments: readonly AttachmentCandidate[];
}

/**
 * The first rule a send or a draft save breaks, or null. Mirrors the
 * server: a send needs a recipient; both need something in them (a subject,
 * a message or a file), at most MAIL_RECIPIENTS_MAX recipients, a subject
 * of at most MAIL_SUBJECT_MAX and a body of at most MAIL_BODY_MAX
 * characters, and files within the attachment limits.
 */
export function checkCompose(mail: ComposeCheck, purpose: 'send' | 'draft'): MessageKey | null {
  if (purpose === 'send' && mail.to.length === 0) return 'mailRecipientRequired';
  if (mail.to.length > MAIL_RECIPIENTS_MAX) return 'mailRecipientsTooMany';
  if (mail.subject.trim().length > MAIL_SUBJECT_MAX) return 'mailSubjectTooLong';
  if (mail.body.length > MAIL_BODY_MAX) return 'mailBodyTooLong';
  const empty = mail.subject.trim() === '' && isBlankHtml(mail.body) && mail.attachments.length === 0;
  if (empty && (purpose === 'send' || mail.to.length === 0)) return 'mailEmpty';
  return checkAttachments(mail.attachments);
}

/** The `mail` field of POST portalemail/send and portalemail/draft. */
export function composeFields(values: ComposeValues, providerId: number): MailComposeFields {
  return {
    providerId,
    to: values.to.map((p) => p.id),
    subject: values.subject.trim(),
    body: isBlankHtml(values.body) ? '' : values.body,
    draftId: values.draftId,
    keepAttachmentIds: values.kept.map((a) => a.id),
  };
}

/* ---------- unsaved changes ---------- */

/**
 * Whether the form differs from what was loaded or last saved: the
 * recipients, the trimmed subject, the body (an emptied editor equals an
 * empty one), the kept files, and any new file.
 */
export function composeChanged(current: ComposeValues, saved: ComposeValues, newFiles: number): boolean {
  if (newFiles > 0) return true;
  const ids = (list: readonly { id: number }[]) => list.map((x) => x.id).join(',');
  const body = (html: string) => (isBlankHtml(html) ? '' : html);
  return (
    ids(current.to) !== ids(saved.to) ||
    current.subject.trim() !== saved.subject.trim() ||
    body(current.body) !== body(saved.body) ||
    ids(current.kept) !== ids(saved.kept)
  );
}
