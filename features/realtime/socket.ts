/**
 * The one Socket.IO connection (spec 4). Its events go onto the channel
 * (channel.ts), where features subscribe by event name; subscriptions
 * outlive reconnects, so a feature may subscribe before the user signs in.
 * Loaded on demand (lazy.ts): socket.io-client is not needed before sign-in.
 */
import { io, type Socket } from 'socket.io-client';
import { messages } from '../../domain/messages';
import { publish } from './channel';
import { REALTIME_EVENTS, realtimePayloads, SOCKET_OPTIONS, type RealtimeEvent, type RealtimePayload } from './events';

let socket: Socket | null = null;

function dispatch(event: RealtimeEvent, raw: unknown): void {
  // Payloads are checked against the contract, so handlers can trust their types.
  const parsed = realtimePayloads[event].safeParse(raw);
  if (!parsed.success) {
    console.warn(`realtime ${event} payload does not match its contract`, parsed.error.issues);
    return;
  }
  publish(event, parsed.data as RealtimePayload<typeof event>);
}

export interface ConnectOptions {
  userId: number;
  token: string;
  onAuthorizedChange: (authorized: boolean) => void;
}

export function connectRealtime({ userId, token, onAuthorizedChange }: ConnectOptions): void {
  disconnectRealtime();
  const next = io({ ...SOCKET_OPTIONS, auth: { userId, token } });
  // Spec 4: on connect the authorized flag is cleared, then set once the handshake is accepted.
  next.on('connect', () => {
    onAuthorizedChange(false);
    onAuthorizedChange(true);
  });
  next.on('disconnect', () => onAuthorizedChange(false));
  next.on('connect_error', (error) => {
    onAuthorizedChange(false);
    // A refused token stays refused: stop retrying (the HTTP client ends the session on its next 401).
    if (error.message === messages.sessionInvalid) next.disconnect();
    else console.warn('realtime connection failed', error.message);
  });
  for (const event of REALTIME_EVENTS) next.on(event, (payload: unknown) => dispatch(event, payload));
  socket = next;
}

export function disconnectRealtime(): void {
  if (!socket) return;
  socket.removeAllListeners();
  socket.disconnect();
  socket = null;
}

/** For tests and diagnostics. */
export const isRealtimeConnected = (): boolean => socket?.connected ?? false;
