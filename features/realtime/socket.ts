/**
 * The one Socket.IO connection (spec 4). Features subscribe by event name;
 * subscriptions outlive reconnects and are attached to whichever socket is
 * current, so a feature may subscribe before the user signs in.
 */
import { io, type Socket } from 'socket.io-client';
import { messages } from '../../domain/messages';
import {
  REALTIME_EVENTS,
  realtimePayloads,
  SOCKET_OPTIONS,
  type RealtimeEvent,
  type RealtimePayload,
} from './events';

type Handler<K extends RealtimeEvent> = (payload: RealtimePayload<K>) => void;

const handlers = new Map<RealtimeEvent, Set<(payload: unknown) => void>>();
let socket: Socket | null = null;

function dispatch(event: RealtimeEvent, raw: unknown): void {
  // Payloads are checked against the contract, so handlers can trust their types.
  const parsed = realtimePayloads[event].safeParse(raw);
  if (!parsed.success) {
    console.warn(`realtime ${event} payload does not match its contract`, parsed.error.issues);
    return;
  }
  const payload: unknown = parsed.data;
  for (const handler of handlers.get(event) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      // One feature's broken handler must not starve the others.
      console.error(`realtime handler for ${event} failed`, error);
    }
  }
}

/** Listens to one event; returns the unsubscribe function. */
export function subscribeRealtime<K extends RealtimeEvent>(event: K, handler: Handler<K>): () => void {
  const set = handlers.get(event) ?? new Set();
  const wrapped = handler as (payload: unknown) => void;
  set.add(wrapped);
  handlers.set(event, set);
  return () => {
    set.delete(wrapped);
  };
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
