/**
 * Whether this process hears the other processes: both Redis connections of
 * the Socket.IO adapter are ready (subscriptions included: node-redis says
 * 'ready' only after it has subscribed again).
 *
 * Why it matters: while the link is down, this process still delivers its
 * own emits to its own sockets, but never hears the other processes'. A tab
 * connected here then holds newer messages than ones it missed, and the
 * catch-up from the newest id held (`remaining`, spec 4) would skip the
 * missed ones. So the realtime plugin keeps its sockets serving (issue 30
 * item 6) but tells them: 'realtimeDegraded' when the link drops (the tab
 * notes the newest id it holds then) and 'realtimeRejoined' when it is back
 * (the tab fetches `remaining` from that noted id, merging by id), see
 * domain/contract/realtime.ts.
 */
export interface RedisLink {
  isUp(): boolean;
  /** Called each time the link goes from up to down. */
  onDown(listener: () => void): void;
  /** Called each time the link comes back after being down. */
  onUp(listener: () => void): void;
  /** No more calls: the connections are being closed on purpose. */
  stop(): void;
}

/** The part of a node-redis client the link needs (structural: client generics vary with options). */
export interface LinkClient {
  readonly isReady: boolean;
  on(event: 'ready' | 'error' | 'end' | 'reconnecting', listener: () => void): unknown;
}

export function redisLink(clients: readonly LinkClient[]): RedisLink {
  const downListeners = new Set<() => void>();
  const upListeners = new Set<() => void>();
  let up = clients.every((c) => c.isReady);
  let stopped = false;
  const update = () => {
    const next = clients.every((c) => c.isReady);
    const changed = up !== next;
    up = next;
    if (!changed || stopped) return;
    for (const listener of next ? upListeners : downListeners) listener();
  };
  for (const client of clients) for (const event of ['ready', 'error', 'end', 'reconnecting'] as const) client.on(event, update);
  return {
    isUp: () => up,
    onDown: (listener) => {
      downListeners.add(listener);
    },
    onUp: (listener) => {
      upListeners.add(listener);
    },
    stop: () => {
      stopped = true;
    },
  };
}
