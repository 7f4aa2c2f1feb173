import { z } from 'zod';
import { isoDate } from './calendar';
import { messageReceivedPayload, messagesReadPayload, parentMessageReceivedPayload } from './chat';
import { mailReceivedPayload } from './mail';

/**
 * The Socket.IO contract (spec 4 "Realtime"). Connect to path /socket.io with
 * `auth: { userId, token }` (the same pair as the `userid`/`token` headers).
 * A refused handshake ends in `connect_error` whose message is
 * messages.sessionInvalid.
 */
export const SOCKET_PATH = '/socket.io';

export const socketAuth = z.object({
  userId: z.int32().positive(),
  token: z.string().min(1).max(200),
});
export type SocketAuth = z.infer<typeof socketAuth>;

export const REALTIME_EVENTS = [
  'messageReceived',
  'parentMessageReceived',
  'messagesRead',
  'mailReceived',
  'refreshRequest',
  'friendOnline',
  'friendOffline',
  'realtimeDegraded',
  'realtimeRejoined',
] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

export const presencePayload = z.object({ userId: z.int32() });
export type PresencePayload = z.infer<typeof presencePayload>;

/** refreshRequest (spec 4): which appointment changed, or which dates to reload. */
export const refreshRequestPayload = z.object({
  appointment: z.object({ id: z.int32(), app_date: isoDate }).optional(),
  is_edit: z.boolean().optional(),
  /** Who made the change. */
  user_id: z.int32().optional(),
  /** Whose calendar changed. */
  provider_id: z.int32().optional(),
  delete_required: z.array(isoDate).optional(),
  refresh_required: z.array(isoDate).optional(),
  refresh_total: z.array(isoDate).optional(),
  deleteOrCancel: z.enum(['delete', 'cancel', 'un-cancel']).optional(),
});
export type RefreshRequestPayload = z.infer<typeof refreshRequestPayload>;

/**
 * The server process's link to the other processes (Redis, issue 30 item 6),
 * sent to this process's own sockets only, with no data:
 * - realtimeDegraded: the link dropped (also sent to a socket that connects
 *   while it is down). The socket keeps working, but events from users on
 *   other processes may be missed until realtimeRejoined. The client notes
 *   the newest chat message id it holds at this moment (the first such event
 *   only, until caught up).
 * - realtimeRejoined: the link is back. The client fetches `remaining` from
 *   the id it noted (not from its newest: those came from this process's own
 *   users and are newer than ones it missed), merges by id, and reloads its
 *   calendar and mail data, whose refreshRequest and mailReceived may have
 *   been missed. The server then sends each socket a fresh
 *   parentMessageReceived (unread, onlineFriends) and announces friendOnline
 *   for its users again, so presence ends up right everywhere.
 * A (re)connect that finds a noted id fetches `remaining` from it.
 */
export const realtimeLinkPayload = z.object({});
export type RealtimeLinkPayload = z.infer<typeof realtimeLinkPayload>;

/** Every event's payload schema. */
export const realtimePayloads = {
  friendOnline: presencePayload,
  friendOffline: presencePayload,
  refreshRequest: refreshRequestPayload,
  messageReceived: messageReceivedPayload,
  parentMessageReceived: parentMessageReceivedPayload,
  messagesRead: messagesReadPayload,
  mailReceived: mailReceivedPayload,
  realtimeDegraded: realtimeLinkPayload,
  realtimeRejoined: realtimeLinkPayload,
} satisfies Record<RealtimeEvent, z.ZodType>;
export type RealtimePayload<E extends RealtimeEvent> = z.infer<(typeof realtimePayloads)[E]>;
