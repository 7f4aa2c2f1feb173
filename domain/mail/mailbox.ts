/**
 * Mailbox rules (spec 4 "Mail box type codes"): where an entry may move,
 * where Trash gives it back, and what a list shows of a body. Pure: the
 * server decides with them, the screens offer only what they allow.
 */
import { MAIL_BOX, type MailBoxCode } from '../codes';
import { MAIL_PREVIEW_MAX } from '../contract/mail';

/** The boxes of received mail: the inbox and custom folders. */
export const isReceivedBox = (box: MailBoxCode): boolean => box === MAIL_BOX.inbox || box === MAIL_BOX.custom;

export interface StoredEntry {
  box: MailBoxCode;
  /** While in Trash: where it came from. */
  trashedFrom: MailBoxCode | null;
}

/** The box the entry would be restored to, or counts as, when it is not in Trash. */
export const homeBox = (entry: StoredEntry): MailBoxCode =>
  entry.box === MAIL_BOX.trash ? (entry.trashedFrom ?? MAIL_BOX.inbox) : entry.box;

export type MoveTarget = typeof MAIL_BOX.inbox | typeof MAIL_BOX.trash | typeof MAIL_BOX.custom;

/**
 * Whether an entry may move to the target: anything may go to Trash (once);
 * only received mail goes to the inbox or a custom folder (a sent mail or a
 * draft never turns into a received one). Moving within the same custom
 * folder is left to the caller (it changes nothing).
 */
export function canMoveTo(entry: StoredEntry, target: MoveTarget): boolean {
  if (target === MAIL_BOX.trash) return entry.box !== MAIL_BOX.trash;
  return isReceivedBox(homeBox(entry));
}

/** Only mail in Trash is deleted for good. */
export const canDeleteForGood = (entry: StoredEntry): boolean => entry.box === MAIL_BOX.trash;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * The start of a body as one line of plain text, for a list row. The body
 * is already sanitised HTML; block ends become spaces so words do not run
 * together.
 */
export function plainPreview(html: string, max = MAIL_PREVIEW_MAX): string {
  const text = html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#') && lower !== '#39') return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
