/**
 * A loaded conversation's messages (spec 4 "Chat"): optimistic sends whose
 * temporary id the server's receiverInfoId replaces, failed sends kept for a
 * retry, live and 'remaining' messages merged without duplicates, and the
 * day groups the screen shows. Pure: the chat atoms call these.
 */
import type { ChatMessage } from '../contract/chat';

export type SendState = 'sending' | 'sent' | 'failed';

/** A message on screen: the server's, or one of ours still in flight (negative id). */
export interface ShownMessage extends ChatMessage {
  sendState: SendState;
}

let nextTemporaryId = -1;
/** Temporary ids are negative, so they can never meet a server id. */
export const temporaryId = (): number => nextTemporaryId--;

export const shown = (m: ChatMessage): ShownMessage => ({ ...m, sendState: 'sent' });

/** The optimistic copy of a message the user just sent. */
export function optimisticMessage(input: {
  id: number;
  senderId: number;
  receiverId: number;
  isGroup: boolean;
  text: string;
  fullName: string;
  now: Date;
}): ShownMessage {
  return {
    id: input.id,
    message_id: input.id,
    receiver_id: input.receiverId,
    sent_by: input.senderId,
    value: input.text,
    sent_time: input.now.toISOString(),
    read_time: null,
    type: 0,
    unread: 0,
    isGroup: input.isGroup,
    fullName: input.fullName,
    sendState: 'sending',
  };
}

const byId = (a: ShownMessage, b: ShownMessage): number => {
  // Messages in flight stay last, in the order they were typed.
  if (a.id < 0 && b.id < 0) return b.id - a.id;
  if (a.id < 0) return 1;
  if (b.id < 0) return -1;
  return a.id - b.id;
};

/**
 * Adds server messages (a page, a live one, the 'remaining' ones): each id
 * once, the newer copy winning (it carries the read state), sorted by id.
 */
export function mergeMessages(list: readonly ShownMessage[], incoming: readonly ChatMessage[]): ShownMessage[] {
  if (incoming.length === 0) return [...list];
  const map = new Map<number, ShownMessage>(list.map((m) => [m.id, m]));
  for (const m of incoming) map.set(m.id, shown(m));
  return [...map.values()].sort(byId);
}

/** The server stored our optimistic message: its id becomes receiverInfoId (a live echo may have come first). */
export function confirmSent(list: readonly ShownMessage[], temporary: number, stored: ChatMessage): ShownMessage[] {
  const rest = list.filter((m) => m.id !== temporary && m.id !== stored.id);
  return [...rest, shown(stored)].sort(byId);
}

export function markFailed(list: readonly ShownMessage[], temporary: number): ShownMessage[] {
  return list.map((m) => (m.id === temporary ? { ...m, sendState: 'failed' } : m));
}

export function markRetrying(list: readonly ShownMessage[], temporary: number): ShownMessage[] {
  return list.map((m) => (m.id === temporary ? { ...m, sendState: 'sending' } : m));
}

/** Reading the conversation (spec 4): every received message becomes read. */
export function markAllRead(list: readonly ShownMessage[], readerId: number, now: Date): ShownMessage[] {
  return list.map((m) => (m.sent_by !== readerId && m.unread === 1 ? { ...m, unread: 0, read_time: now.toISOString() } : m));
}

/**
 * The other user read our one-to-one conversation: our stored messages to
 * them that were still unread by them show 'Read' from `readTime`.
 */
export function markReadByReceiver(list: readonly ShownMessage[], senderId: number, receiverId: number, readTime: string): ShownMessage[] {
  return list.map((m) =>
    m.id > 0 && !m.isGroup && m.sent_by === senderId && m.receiver_id === receiverId && m.read_time === null ? { ...m, read_time: readTime } : m,
  );
}

/** The newest server id, for 'remaining' after a reconnect (0 when none). */
export const lastServerId = (list: readonly ChatMessage[]): number => list.reduce((max, m) => (m.id > max ? m.id : max), 0);

/**
 * Which conversation a message belongs to, from the reader's side: the
 * group, or the other user of a one-to-one message.
 */
export function conversationKey(m: Pick<ChatMessage, 'isGroup' | 'receiver_id' | 'sent_by'>, readerId: number): string {
  if (m.isGroup) return `group:${m.receiver_id}`;
  return `user:${m.sent_by === readerId ? m.receiver_id : m.sent_by}`;
}

export interface DayGroup {
  /** 'YYYY-MM-DD' in the viewer's zone. */
  day: string;
  messages: ShownMessage[];
}

/** Messages grouped by the viewer's calendar day, in order. */
export function groupByDay(list: readonly ShownMessage[], timeZone: string): DayGroup[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const groups: DayGroup[] = [];
  for (const m of list) {
    const day = format.format(new Date(m.sent_time));
    const last = groups.at(-1);
    if (last && last.day === day) last.messages.push(m);
    else groups.push({ day, messages: [m] });
  }
  return groups;
}
