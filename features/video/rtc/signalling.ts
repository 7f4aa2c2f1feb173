/**
 * The Meadow Connect signalling socket: the '/connect' namespace of the app's
 * Socket.IO server (domain/contract/video.ts), apart from the app's own
 * realtime socket because a guest has no session.
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../../domain/contract/realtime';
import {
  CONNECT_NAMESPACE,
  type ConnectClientToServer,
  type ConnectServerToClient,
  type ConnectSocketAuth,
} from '../../../domain/contract/video';
import { messages } from '../../../domain/messages';

export type ConnectSocket = Socket<ConnectServerToClient, ConnectClientToServer>;

/** Spec 9's socket timings: 1 s, growing to 5 s between attempts. */
export function openConnectSocket(auth: ConnectSocketAuth): ConnectSocket {
  return io(CONNECT_NAMESPACE, {
    path: SOCKET_PATH,
    auth,
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    reconnectionAttempts: 99_999,
    transports: ['websocket', 'polling'],
  });
}

/**
 * connect_error messages that are the server's final word (the contract: "a
 * refusal is final"); anything else is the network and worth retrying.
 * `lobby` refusals leave the user where they can try again later.
 */
const FINAL_REFUSALS = new Set<string>([
  messages.videoSessionNotFound,
  messages.videoSessionCancelled,
  messages.videoSessionPastTime,
  messages.videoSessionNotAllowed,
  messages.sessionInvalid,
]);
const LOBBY_REFUSALS = new Set<string>([messages.videoSessionNotOpenYet, messages.videoSessionFull]);

export type RefusalKind = 'final' | 'lobby' | 'transient';

export function refusalKind(message: string): RefusalKind {
  if (FINAL_REFUSALS.has(message)) return 'final';
  if (LOBBY_REFUSALS.has(message)) return 'lobby';
  return 'transient';
}

/** Acks not heard within this time count as a lost connection. */
export const ACK_TIMEOUT_MS = 10_000;
