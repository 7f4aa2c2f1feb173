/**
 * The chat calls and realtime payloads (spec 3 "Chat message", 4 "Chat",
 * "Realtime", 7, 9). A conversation is either one-to-one with another user
 * of the practice, or a group (isGroup). Message text is plain text: it is
 * stored and shown as text, never as HTML.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { numericParam, wholeNumberParam } from './common';

/** Spec 9: chat page size. */
export const CHAT_PAGE_SIZE = 30;
/** The longest message the server keeps. */
export const CHAT_MESSAGE_MAX = 4000;
/** At most this many receivers in one send, and this many messages after lastMessageId in one 'remaining' answer. */
export const CHAT_RECEIVERS_MAX = 20;
export const CHAT_REMAINING_MAX = 500;

const positiveId = z.int32({ error: messages.invalidRequest }).positive(messages.invalidRequest);

/** One message as the screens read it (spec 3). */
export const chatMessage = z.object({
  id: z.int32(),
  /** The other user of a one-to-one message (the receiver), or the group id when isGroup. */
  receiver_id: z.int32(),
  sent_by: z.int32(),
  value: z.string(),
  /** ISO 8601 instant. */
  sent_time: z.string(),
  /**
   * When it was read: by the asking user for a received message; by the
   * receiver for one's own one-to-one message (the sender's 'Read'); null
   * while unread and for one's own group messages.
   */
  read_time: z.string().nullable(),
  /** 0 text. */
  type: z.int32(),
  /** The same as id: the original app's name for it. */
  message_id: z.int32(),
  /** 1 when the asking user has not read it (never for their own messages). */
  unread: z.union([z.literal(0), z.literal(1)]),
  isGroup: z.boolean(),
  /** The sender's full name. */
  fullName: z.string(),
  /** The group's name (groups only). */
  group_name: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/* ---------- POST chat/message/send/text ---------- */

export const chatSendBody = z.object({
  message: z
    .string({ error: messages.chatMessageRequired })
    .trim()
    .min(1, messages.chatMessageRequired)
    .max(CHAT_MESSAGE_MAX, messages.chatMessageTooLong),
  /** The receiving user ids, or [groupId] when isGroup. */
  receiverIds: z
    .array(positiveId, { error: messages.invalidRequest })
    .min(1, messages.invalidRequest)
    .max(CHAT_RECEIVERS_MAX, messages.invalidRequest),
  isGroup: z.boolean({ error: messages.invalidRequest }).default(false),
});
export type ChatSendInput = z.input<typeof chatSendBody>;
/** receiverInfoId: the stored message's id (the first one when sent to several users). */
export const chatSendResponse = z.object({ receiverInfoId: z.int32(), messages: z.array(chatMessage) });
export type ChatSendResponse = z.infer<typeof chatSendResponse>;

/* ---------- GET chat/message/get/{userId}/{page}/{offset}?isGroup=true ---------- */

export const chatPageParams = z.object({
  /** The other user, or the group id when isGroup. */
  userId: numericParam,
  /** 1 is the newest page. */
  page: wholeNumberParam({ min: 1, max: 100_000 }),
  /** Messages that arrived since page 1 was read: the pages start that much further back. */
  offset: wholeNumberParam({ max: 100_000 }),
});
export const chatPageQuery = z.object({ isGroup: z.enum(['true', 'false']).optional() });
/** Oldest first; fewer than CHAT_PAGE_SIZE means the start of the conversation. */
export const chatPageResponse = z.object({ messages: z.array(chatMessage) });
export type ChatPageResponse = z.infer<typeof chatPageResponse>;

/* ---------- GET chat/message/remaining/{userId}/{lastMessageId} ---------- */

/** Every message to or from the user (one-to-one and groups) after lastMessageId: what a sleeping phone missed. */
export const chatRemainingParams = z.object({ userId: numericParam, lastMessageId: numericParam });
export const chatRemainingResponse = z.object({ messages: z.array(chatMessage) });

/* ---------- GET chat/message/details ---------- */

export const chatConversation = z.object({
  /** The other user's id. */
  id: z.int32(),
  fullName: z.string(),
  /** The other user's role (portal clients 22, other persons 25, staff 7/8/11/24). */
  userRole: z.int32(),
  /** true when connected, else null (spec 3). */
  online: z.literal(true).nullable(),
  unread: z.int32(),
  last: chatMessage.nullable(),
  /** The signed-in user's favourite of this partner's contact record (spec 3, 4); 0 when none. */
  favourite_id: z.int32(),
  /**
   * The partner's client ('person') or other-person ('other_event') record
   * that a favourite points at, when the signed-in user may keep favourites
   * of it; null for staff partners and for portal viewers.
   */
  contact: z.object({ type: z.enum(['person', 'other_event']), id: z.int32() }).nullable(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const chatGroupConversation = z.object({
  id: z.int32(),
  group_name: z.string(),
  unread: z.int32(),
  last: chatMessage.nullable(),
  memberIds: z.array(z.int32()),
});
export type ChatGroupConversation = z.infer<typeof chatGroupConversation>;

/** Who the user may talk to, with unread counts; groups are left out for role 24 (spec 6). */
export const chatDetailsResponse = z.object({
  unread: z.int32(),
  details: z.array(chatConversation),
  groupDetails: z.array(chatGroupConversation),
  unreadGroup: z.int32(),
});
export type ChatDetailsResponse = z.infer<typeof chatDetailsResponse>;

/* ---------- PUT chat/message/read ---------- */

/** Marks every message of the conversation to the asking user as read. */
export const chatReadBody = z.object({ id: positiveId, isGroup: z.boolean({ error: messages.invalidRequest }).default(false) });
export const chatReadResponse = z.object({ read: z.int32() });

/* ---------- realtime ---------- */

/** messageReceived: one new message, to its receivers and to the sender's other tabs. */
export const messageReceivedPayload = chatMessage;
/** parentMessageReceived: after a socket connects, the unread messages and who is online. */
export const parentMessageReceivedPayload = z.object({
  messages: z.array(chatMessage),
  onlineFriends: z.array(z.int32()),
});
export type ParentMessageReceivedPayload = z.infer<typeof parentMessageReceivedPayload>;

/**
 * messagesRead (Meadow's addition to spec 4's events): `readerId` read the
 * conversation {id, isGroup} as PUT chat/message/read named it. Sent to the
 * reader's other tabs (their unread clears) and, one-to-one, to the other
 * user (their messages show 'Read').
 */
export const messagesReadPayload = z.object({
  readerId: z.int32(),
  id: z.int32(),
  isGroup: z.boolean(),
  read_time: z.string(),
});
export type MessagesReadPayload = z.infer<typeof messagesReadPayload>;
