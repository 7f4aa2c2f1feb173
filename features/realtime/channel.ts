/**
 * The shared event channel (ARCHITECTURE.md): features subscribe to and
 * publish on it, as they all call through features/api. The socket's events
 * (spec 4, checked against their contract in socket.ts) arrive here, and so
 * do this tab's own events, e.g. a saved appointment's 'appointments:changed'
 * that the calendar applies to its caches. No socket code here: subscribing
 * costs nothing on a screen that never connects (/login).
 */
import type { RefreshRequestPayload } from '../../domain/contract/realtime';
import type { RealtimeEvent, RealtimePayload } from './events';

/** Events a tab raises for itself; they never go over the socket. */
export interface LocalEvents {
  /**
   * An appointment was added, edited, deleted or (un)cancelled in this tab:
   * the days it touched, in the shape of a refreshRequest.
   */
  'appointments:changed': RefreshRequestPayload;
  /** A contact's name was edited from an appointment: every loaded day may show the old name. */
  'appointments:contactRenamed': undefined;
}

/** Every event on the channel with its payload: the socket's and the local ones. */
export type ChannelEvents = { [K in RealtimeEvent]: RealtimePayload<K> } & LocalEvents;
export type ChannelEvent = keyof ChannelEvents;
export type ChannelHandler<K extends ChannelEvent> = (payload: ChannelEvents[K]) => void;

const handlers = new Map<ChannelEvent, Set<(payload: unknown) => void>>();

/** Listens to one event; returns the unsubscribe function. */
export function subscribe<K extends ChannelEvent>(event: K, handler: ChannelHandler<K>): () => void {
  const set = handlers.get(event) ?? new Set();
  const wrapped = handler as (payload: unknown) => void;
  set.add(wrapped);
  handlers.set(event, set);
  return () => {
    set.delete(wrapped);
  };
}

/** Hands the payload to every current subscriber of the event, synchronously. */
export function publish<K extends ChannelEvent>(event: K, payload: ChannelEvents[K]): void {
  // A copy: a handler that unsubscribes (or subscribes) while being called does not disturb the loop.
  for (const handler of [...(handlers.get(event) ?? [])]) {
    try {
      handler(payload);
    } catch (error) {
      // One feature's broken handler must not starve the others.
      console.error(`realtime handler for ${event} failed`, error);
    }
  }
}
