/**
 * Chat state (spec 4 "Chat", "Realtime"): the dashboard details, loaded
 * conversations (pages of 30, newest first), optimistic sends, live
 * messages, presence and what a reconnect missed. The screens read these;
 * app/ subscribes the realtime events and calls the action atoms.
 */
import { atom, type Getter } from 'jotai';
import {
  confirmSent,
  conversationKey,
  lastServerId,
  markAllRead,
  markFailed,
  markReadByReceiver,
  markRetrying,
  mergeMessages,
  optimisticMessage,
  temporaryId,
  type ShownMessage,
} from '../../domain/chat/conversation';
import {
  CHAT_PAGE_SIZE,
  type ChatDetailsResponse,
  type ChatMessage,
  type MessagesReadPayload,
  type ParentMessageReceivedPayload,
} from '../../domain/contract/chat';
import { messages } from '../../domain/messages';
import { ApiError } from '../api/api-error';
import { sessionAtom } from '../session/atoms';
import { pushMessageAtom } from '../api/popup-atoms';
import { deleteChatFavourite, getChatDetails, getChatPage, getChatRemaining, postChatFavourite, putChatRead, sendChatText } from './api/chat-calls';

export interface ConversationRef {
  id: number;
  isGroup: boolean;
}
export const keyOf = (c: ConversationRef): string => (c.isGroup ? `group:${c.id}` : `user:${c.id}`);

export interface ConversationState {
  messages: ShownMessage[];
  /** Pages loaded so far (1 = newest). */
  pages: number;
  /** Messages that arrived after page 1 loaded: later pages start that much further back. */
  arrived: number;
  allLoaded: boolean;
  loading: boolean;
  error: string | null;
}

const EMPTY: ConversationState = { messages: [], pages: 0, arrived: 0, allLoaded: false, loading: false, error: null };

export const chatDetailsAtom = atom<ChatDetailsResponse | null>(null);
export const chatDetailsErrorAtom = atom<string | null>(null);
export const conversationsAtom = atom<ReadonlyMap<string, ConversationState>>(new Map());
/** The conversation on screen: its live messages are read at once and raise no popup. */
export const openConversationAtom = atom<string | null>(null);
export const onlineFriendsAtom = atom<ReadonlySet<number>>(new Set<number>());
/**
 * Conversations whose first page was refused (403, or an answer with no
 * messages key): spec 4 drops them from the loaded list, and the screen
 * shows this message instead.
 */
export const conversationErrorsAtom = atom<ReadonlyMap<string, string>>(new Map());

const me = (get: Getter) => get(sessionAtom)?.userId ?? 0;

const update = (
  map: ReadonlyMap<string, ConversationState>,
  key: string,
  change: (c: ConversationState) => ConversationState,
): ReadonlyMap<string, ConversationState> => new Map(map).set(key, change(map.get(key) ?? EMPTY));

const failure = (error: unknown): string => (error instanceof ApiError || error instanceof Error ? error.message : messages.serverError);

export const loadChatDetailsAtom = atom(null, async (_get, set) => {
  try {
    set(chatDetailsAtom, await getChatDetails());
    set(chatDetailsErrorAtom, null);
  } catch (error) {
    set(chatDetailsErrorAtom, failure(error));
  }
});

/** Loads the next older page (the first call loads the newest). */
export const loadOlderAtom = atom(null, async (get, set, ref: ConversationRef) => {
  const key = keyOf(ref);
  const current = get(conversationsAtom).get(key) ?? EMPTY;
  if (current.loading || current.allLoaded) return;
  set(conversationsAtom, (m) => update(m, key, (c) => ({ ...c, loading: true, error: null })));
  const page = current.pages + 1;
  try {
    const answer = await getChatPage(ref.id, ref.isGroup, page, page === 1 ? 0 : current.arrived);
    if (page === 1) set(conversationErrorsAtom, (m) => withoutKey(m, key));
    set(conversationsAtom, (m) =>
      update(m, key, (c) => ({
        ...c,
        messages: mergeMessages(c.messages, answer.messages),
        pages: page,
        arrived: page === 1 ? 0 : c.arrived,
        allLoaded: answer.messages.length < CHAT_PAGE_SIZE,
        loading: false,
      })),
    );
  } catch (error) {
    if (page === 1) {
      // Spec 4: a conversation answered with no messages leaves the loaded list.
      set(conversationsAtom, (m) => withoutKey(m, key));
      set(conversationErrorsAtom, (m) => new Map(m).set(key, failure(error)));
      return;
    }
    set(conversationsAtom, (m) => update(m, key, (c) => ({ ...c, loading: false, error: failure(error) })));
  }
});

function withoutKey<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** 'Try again' after a refused conversation: forget the refusal so the screen loads it anew. */
export const clearConversationErrorAtom = atom(null, (_get, set, ref: ConversationRef) => {
  set(conversationErrorsAtom, (m) => withoutKey(m, keyOf(ref)));
});

/** Reading a conversation (spec 4): clears its unread count and marks received messages read. */
export const markConversationReadAtom = atom(null, async (get, set, ref: ConversationRef) => {
  const key = keyOf(ref);
  const userId = me(get);
  set(conversationsAtom, (m) => update(m, key, (c) => ({ ...c, messages: markAllRead(c.messages, userId, new Date()) })));
  set(chatDetailsAtom, (d) => (d ? clearUnread(d, ref) : d));
  try {
    await putChatRead(ref.id, ref.isGroup);
  } catch {
    // The next details load shows the server's count again; nothing is lost.
  }
});

/**
 * messagesRead: our other tab read a conversation (its unread clears here
 * too, without asking the server again), or the other user read ours (our
 * messages to them show 'Read').
 */
export const applyMessagesReadAtom = atom(null, (get, set, payload: MessagesReadPayload) => {
  const userId = me(get);
  if (payload.readerId === userId) {
    const ref = { id: payload.id, isGroup: payload.isGroup };
    set(conversationsAtom, (m) => (m.has(keyOf(ref)) ? update(m, keyOf(ref), (c) => ({ ...c, messages: markAllRead(c.messages, userId, new Date(payload.read_time)) })) : m));
    set(chatDetailsAtom, (d) => (d ? clearUnread(d, ref) : d));
    return;
  }
  if (payload.isGroup || payload.id !== userId) return;
  const key = keyOf({ id: payload.readerId, isGroup: false });
  set(conversationsAtom, (m) => (m.has(key) ? update(m, key, (c) => ({ ...c, messages: markReadByReceiver(c.messages, userId, payload.readerId, payload.read_time) })) : m));
});

function clearUnread(d: ChatDetailsResponse, ref: ConversationRef): ChatDetailsResponse {
  if (ref.isGroup) {
    const groupDetails = d.groupDetails.map((g) => (g.id === ref.id ? { ...g, unread: 0 } : g));
    return { ...d, groupDetails, unreadGroup: groupDetails.reduce((n, g) => n + g.unread, 0) };
  }
  const details = d.details.map((c) => (c.id === ref.id ? { ...c, unread: 0 } : c));
  return { ...d, details, unread: details.reduce((n, c) => n + c.unread, 0) };
}

/** Sends a message already shown under its temporary id; confirms or marks it failed. */
const deliverAtom = atom(null, async (_get, set, { ref, temporary, text }: { ref: ConversationRef; temporary: number; text: string }) => {
  const key = keyOf(ref);
  try {
    const answer = await sendChatText({ message: text, receiverIds: [ref.id], isGroup: ref.isGroup }, temporary);
    const stored = answer.messages.find((m) => m.id === answer.receiverInfoId) ?? answer.messages[0]!;
    set(conversationsAtom, (m) =>
      update(m, key, (c) => ({
        ...c,
        messages: confirmSent(c.messages, temporary, stored),
        // The live echo may have come first and counted it already.
        arrived: c.messages.some((x) => x.id === stored.id) ? c.arrived : c.arrived + 1,
      })),
    );
    set(chatDetailsAtom, (d) => (d ? withLast(d, ref, stored) : d));
  } catch {
    set(conversationsAtom, (m) => update(m, key, (c) => ({ ...c, messages: markFailed(c.messages, temporary) })));
  }
});

/** Optimistic send (spec 4): shown at once, its id replaced by receiverInfoId, or marked failed for a retry. */
export const sendMessageAtom = atom(null, async (get, set, { ref, text }: { ref: ConversationRef; text: string }) => {
  const trimmed = text.trim();
  if (trimmed === '') return;
  const session = get(sessionAtom);
  const profile = session?.profile;
  const temporary = temporaryId();
  const mine = optimisticMessage({
    id: temporary,
    senderId: session?.userId ?? 0,
    receiverId: ref.id,
    isGroup: ref.isGroup,
    text: trimmed,
    fullName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
    now: new Date(),
  });
  set(conversationsAtom, (m) => update(m, keyOf(ref), (c) => ({ ...c, messages: [...c.messages, mine] })));
  await set(deliverAtom, { ref, temporary, text: trimmed });
});

export const retrySendAtom = atom(null, async (get, set, { ref, id }: { ref: ConversationRef; id: number }) => {
  const key = keyOf(ref);
  const failed = get(conversationsAtom).get(key)?.messages.find((m) => m.id === id && m.sendState === 'failed');
  if (!failed) return;
  set(conversationsAtom, (m) => update(m, key, (c) => ({ ...c, messages: markRetrying(c.messages, id) })));
  await set(deliverAtom, { ref, temporary: id, text: failed.value });
});

function withLast(d: ChatDetailsResponse, ref: ConversationRef, m: ChatMessage): ChatDetailsResponse {
  if (ref.isGroup) return { ...d, groupDetails: d.groupDetails.map((g) => (g.id === ref.id ? { ...g, last: m } : g)) };
  return { ...d, details: d.details.map((c) => (c.id === ref.id ? { ...c, last: m } : c)) };
}

function lastIdOf(d: ChatDetailsResponse | null, ref: ConversationRef): number {
  if (!d) return 0;
  const last = ref.isGroup ? d.groupDetails.find((g) => g.id === ref.id)?.last : d.details.find((c) => c.id === ref.id)?.last;
  return last?.id ?? 0;
}

const refOfKey = (key: string): ConversationRef => {
  const [kind, id] = key.split(':');
  return { id: Number(id), isGroup: kind === 'group' };
};

/**
 * Our own message echoed by the server before the send's answer: it takes
 * the place of its in-flight copy, so the message never shows twice.
 */
function withoutEchoedCopy(list: readonly ShownMessage[], m: ChatMessage, userId: number): readonly ShownMessage[] {
  if (m.sent_by !== userId || list.some((x) => x.id === m.id)) return list;
  const copy = list.findIndex((x) => x.id < 0 && x.sendState === 'sending' && x.value === m.value);
  return copy < 0 ? list : list.filter((_, i) => i !== copy);
}

/**
 * Live or missed messages: merged into their loaded conversation; the open
 * one is read at once, others count as unread. Answers whether the spec's
 * 'new message' popup should show (a received message for a conversation
 * that is not open).
 */
export const receiveMessagesAtom = atom(null, (get, set, incoming: readonly ChatMessage[]): boolean => {
  const userId = me(get);
  const open = get(openConversationAtom);
  let popup = false;
  for (const m of incoming) {
    const key = conversationKey(m, userId);
    const ref = refOfKey(key);
    const loaded = get(conversationsAtom).get(key);
    // Seen before: held in the loaded conversation, or not newer than the dashboard's last message of it.
    const known = (loaded?.messages.some((x) => x.id === m.id) ?? false) || m.id <= lastIdOf(get(chatDetailsAtom), ref);
    if (loaded) {
      set(conversationsAtom, (map) =>
        update(map, key, (c) => ({ ...c, messages: mergeMessages(withoutEchoedCopy(c.messages, m, userId), [m]), arrived: known ? c.arrived : c.arrived + 1 })),
      );
    }
    if (known) continue;
    const received = m.sent_by !== userId && m.unread === 1;
    set(chatDetailsAtom, (d) => {
      if (!d) return d;
      const next = withLast(d, ref, m);
      if (!received || key === open) return next;
      return ref.isGroup
        ? { ...next, unreadGroup: next.unreadGroup + 1, groupDetails: next.groupDetails.map((g) => (g.id === ref.id ? { ...g, unread: g.unread + 1 } : g)) }
        : { ...next, unread: next.unread + 1, details: next.details.map((c) => (c.id === ref.id ? { ...c, unread: c.unread + 1 } : c)) };
    });
    if (received && key === open) void set(markConversationReadAtom, ref);
    if (received && key !== open) popup = true;
  }
  return popup;
});

/** The newest stored message id held anywhere: loaded conversations and the dashboard's last messages. */
function newestHeldId(get: Getter): number {
  const held = [...get(conversationsAtom).values()].flatMap((c) => c.messages);
  const d = get(chatDetailsAtom);
  const lasts = d ? [...d.details.map((c) => c.last), ...d.groupDetails.map((g) => g.last)].filter((m): m is ChatMessage => m !== null) : [];
  return lastServerId([...held, ...lasts]);
}

/**
 * Where the next `remaining` starts when the server's link to its other
 * processes dropped (realtimeDegraded, domain/contract/realtime.ts): the
 * newest id held at that moment. What arrives afterwards comes from this
 * process's own users and is newer than what the others sent meanwhile, so
 * catching up from the newest held would skip those. Null: no outage noted.
 */
export const chatCatchUpFromAtom = atom<number | null>(null);

/** realtimeDegraded: note the catch-up point, the first time only until caught up. */
export const noteChatCatchUpAtom = atom(null, (get, set) => {
  if (get(chatCatchUpFromAtom) === null) set(chatCatchUpFromAtom, newestHeldId(get));
});

/**
 * After a (re)connect (spec 4) or realtimeRejoined: fetch what was missed,
 * from the noted catch-up point if there is one, else from the newest
 * message held anywhere. Merged by id, so what is held already is not doubled.
 */
export const fetchRemainingAtom = atom(null, async (get, set): Promise<boolean> => {
  const userId = me(get);
  if (userId === 0) return false;
  const noted = get(chatCatchUpFromAtom);
  set(chatCatchUpFromAtom, null);
  const since = noted ?? newestHeldId(get);
  if (since === 0) return false;
  try {
    const answer = await getChatRemaining(userId, since);
    return set(receiveMessagesAtom, answer.messages);
  } catch {
    // Not caught up: the next (re)connect or rejoin starts from the same point again.
    if (noted !== null) set(chatCatchUpFromAtom, (current) => Math.min(current ?? noted, noted));
    return false;
  }
});

export const applyParentMessageAtom = atom(null, (_get, set, payload: ParentMessageReceivedPayload) => {
  set(onlineFriendsAtom, new Set(payload.onlineFriends));
  set(chatDetailsAtom, (d) => (d ? { ...d, details: d.details.map((c) => ({ ...c, online: payload.onlineFriends.includes(c.id) ? true : null })) } : d));
});

export const setFriendOnlineAtom = atom(null, (_get, set, { userId, online }: { userId: number; online: boolean }) => {
  set(onlineFriendsAtom, (s) => {
    const next = new Set(s);
    if (online) next.add(userId);
    else next.delete(userId);
    return next;
  });
  set(chatDetailsAtom, (d) => (d ? { ...d, details: d.details.map((c) => (c.id === userId ? { ...c, online: online ? true : null } : c)) } : d));
});

/** Partners whose favourite add or delete is under way (spec 4: in progress per item). */
export const chatFavouritePendingAtom = atom<ReadonlySet<number>>(new Set<number>());

/**
 * The favourite toggle of a partner with a contact record (spec 4
 * "Favourites"): a second press while the call runs does nothing; the
 * entry's favourite_id becomes the answer's id, or 0 once removed. Answers
 * whether it changed, so the caller can refresh the contact screens.
 */
export const toggleChatFavouriteAtom = atom(null, async (get, set, partnerId: number): Promise<boolean> => {
  const partner = get(chatDetailsAtom)?.details.find((c) => c.id === partnerId);
  if (!partner?.contact || get(chatFavouritePendingAtom).has(partnerId)) return false;
  set(chatFavouritePendingAtom, (s) => new Set(s).add(partnerId));
  try {
    const answer = partner.favourite_id > 0 ? await deleteChatFavourite(partner.favourite_id) : await postChatFavourite(partner.contact);
    set(chatDetailsAtom, (d) => (d ? { ...d, details: d.details.map((c) => (c.id === partnerId ? { ...c, favourite_id: answer.favourite_id } : c)) } : d));
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) set(pushMessageAtom, { text: failure(error) });
    return false;
  } finally {
    set(chatFavouritePendingAtom, (s) => {
      const next = new Set(s);
      next.delete(partnerId);
      return next;
    });
  }
});

/** Sign-out or a user switch: nothing of the last user's chat stays. */
export const resetChatAtom = atom(null, (_get, set) => {
  set(chatDetailsAtom, null);
  set(conversationsAtom, new Map());
  set(openConversationAtom, null);
  set(onlineFriendsAtom, new Set<number>());
  set(conversationErrorsAtom, new Map());
  set(chatFavouritePendingAtom, new Set<number>());
  set(chatCatchUpFromAtom, null);
});
