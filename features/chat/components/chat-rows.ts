/**
 * Pure shaping for the chat screens: the dashboard's entries (people and
 * groups, filtered by the chat search bar), the conversation's rows (day
 * separators, the 'new messages' marker, messages) and their labels. No DOM,
 * no atoms: unit-tested on their own.
 */
import { formatClock, zonedParts, type HourCycle } from '../../../domain/time-style';
import { groupByDay, type ShownMessage } from '../../../domain/chat/conversation';
import type { ChatDetailsResponse, ChatMessage } from '../../../domain/contract/chat';
import { foldForSearch } from '../../../domain/contacts/search-text';
import { paths } from '../../../domain/routes';

export interface ChatRef {
  id: number;
  isGroup: boolean;
}

/** /messenger/{id} or /messenger/group/{id}. */
export const chatPath = (ref: ChatRef): string => (ref.isGroup ? `${paths.messenger}/group/${ref.id}` : `${paths.messenger}/${ref.id}`);

/** The conversation a received message belongs to, seen by `readerId`. */
export const chatRefOf = (m: Pick<ChatMessage, 'isGroup' | 'receiver_id' | 'sent_by'>, readerId: number): ChatRef =>
  m.isGroup ? { id: m.receiver_id, isGroup: true } : { id: m.sent_by === readerId ? m.receiver_id : m.sent_by, isGroup: false };

export interface DashboardEntry extends ChatRef {
  key: string;
  href: string;
  name: string;
  /** null for groups (no presence). */
  online: boolean | null;
  unread: number;
  last: ChatMessage | null;
  /** The user's favourite of the partner's contact record (0 when none); null when it cannot be one (staff, groups, portal viewers). */
  favouriteId: number | null;
}

const newestFirst = (a: DashboardEntry, b: DashboardEntry): number => {
  const at = a.last ? Date.parse(a.last.sent_time) : 0;
  const bt = b.last ? Date.parse(b.last.sent_time) : 0;
  return bt - at || a.name.localeCompare(b.name);
};

/**
 * The dashboard's people and groups, newest conversation first, whose names
 * match `term` (case and accents ignored). In favourites mode (spec 2) only
 * favourite people remain; groups cannot be favourites.
 */
export function dashboardEntries(
  details: ChatDetailsResponse,
  term: string,
  favouritesOnly = false,
): { people: DashboardEntry[]; groups: DashboardEntry[] } {
  const folded = foldForSearch(term);
  const matches = (name: string) => folded === '' || foldForSearch(name).includes(folded);
  const people = details.details
    .filter((c) => matches(c.fullName) && (!favouritesOnly || c.favourite_id > 0))
    .map((c): DashboardEntry => {
      const ref = { id: c.id, isGroup: false };
      const favouriteId = c.contact ? c.favourite_id : null;
      return { ...ref, key: `user:${c.id}`, href: chatPath(ref), name: c.fullName, online: c.online === true, unread: c.unread, last: c.last, favouriteId };
    })
    .sort(newestFirst);
  const groups = details.groupDetails
    .filter((g) => matches(g.group_name) && !favouritesOnly)
    .map((g): DashboardEntry => {
      const ref = { id: g.id, isGroup: true };
      return { ...ref, key: `group:${g.id}`, href: chatPath(ref), name: g.group_name, online: null, unread: g.unread, last: g.last, favouriteId: null };
    })
    .sort(newestFirst);
  return { people, groups };
}

/** The conversation's name for its heading: from the dashboard details, else from its messages. */
export function conversationName(details: ChatDetailsResponse | null, ref: ChatRef, list: readonly ChatMessage[], readerId: number): string | null {
  if (ref.isGroup) {
    const group = details?.groupDetails.find((g) => g.id === ref.id);
    return group?.group_name ?? list.find((m) => m.group_name)?.group_name ?? null;
  }
  const person = details?.details.find((c) => c.id === ref.id);
  return person?.fullName ?? list.find((m) => m.sent_by === ref.id && m.sent_by !== readerId)?.fullName ?? null;
}

/** The first message that was unread for the reader, where the 'new messages' marker goes (null when none). */
export const firstUnreadId = (list: readonly ChatMessage[], readerId: number): number | null =>
  list.find((m) => m.sent_by !== readerId && m.unread === 1)?.id ?? null;

export type ConversationRow =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'new'; key: string }
  | { kind: 'message'; key: string; message: ShownMessage; own: boolean; showSender: boolean; showStatus: boolean };

/**
 * Flattens the day groups into one list for the virtualised view. The
 * sender's name shows on a group's received messages when the sender changes;
 * the send state shows on the user's last message and on any not yet sent.
 */
export function conversationRows(list: readonly ShownMessage[], options: { readerId: number; timeZone: string; newFromId: number | null }): ConversationRow[] {
  const { readerId, timeZone, newFromId } = options;
  const lastOwn = list.findLast((m) => m.sent_by === readerId)?.id;
  const rows: ConversationRow[] = [];
  for (const group of groupByDay(list, timeZone)) {
    rows.push({ kind: 'day', key: `day:${group.day}`, day: group.day });
    let previousSender: number | null = null;
    for (const m of group.messages) {
      if (m.id === newFromId) rows.push({ kind: 'new', key: 'new' });
      const own = m.sent_by === readerId;
      rows.push({
        kind: 'message',
        // Temporary ids turn into server ids: key by id keeps React rows in step with the merge.
        key: `m:${m.id}`,
        message: m,
        own,
        showSender: m.isGroup && !own && m.sent_by !== previousSender,
        showStatus: own && (m.sendState !== 'sent' || m.id === lastOwn),
      });
      previousSender = m.sent_by;
    }
  }
  return rows;
}

/** A usable IANA zone: the profile's, else the browser's. */
export function viewerTimeZone(zone: string | undefined): string {
  if (zone) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone;
    } catch {
      // An unknown zone name: fall back to the device's.
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const dayOf = (date: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** 'Today', 'Yesterday' or e.g. 'Mon, Nov 23, 2026' for a 'YYYY-MM-DD' day group. */
export function dayLabel(day: string, timeZone: string, now: Date, words: { today: string; yesterday: string }): string {
  if (day === dayOf(now, timeZone)) return words.today;
  if (day === dayOf(new Date(now.getTime() - 86_400_000), timeZone)) return words.yesterday;
  const [y, m, d] = day.split('-').map(Number);
  // Noon UTC of that date names the same calendar day in every zone.
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12)),
  );
}

/** The time of an instant in the viewer's zone and clock ('10:05' or '10:05 AM', issue 27 item 12). */
export const timeOfDay = (iso: string, timeZone: string, hourCycle: HourCycle = 'h23'): string => formatClock(zonedParts(iso, timeZone), hourCycle);

/** The dashboard's time of a last message: the time today, else the short date. */
export function lastMessageTime(iso: string, timeZone: string, now: Date, hourCycle: HourCycle = 'h23'): string {
  const date = new Date(iso);
  if (dayOf(date, timeZone) === dayOf(now, timeZone)) return timeOfDay(iso, timeZone, hourCycle);
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(date);
}

/** Sum of the unread badges. */
export const totalUnread = (details: ChatDetailsResponse | null): number =>
  details ? details.details.reduce((n, c) => n + c.unread, 0) + details.groupDetails.reduce((n, g) => n + g.unread, 0) : 0;
