/**
 * Whether this process hears the other processes: both Redis connections of
 * the Socket.IO adapter are ready (subscriptions included: node-redis says
 * 'ready' only after it has subscribed again).
 *
 * Why it matters: while the link is down, this process still delivers its
 * own emits to its own sockets, but never hears the other processes'. A tab
 * connected here would then hold newer messages than ones it missed, and the
 * catch-up on reconnect (`remaining` from the newest id held, spec 4) would
 * skip the missed ones for good. So the realtime plugin closes its sockets
 * the moment the link drops and refuses new ones until it is back: every tab
 * keeps the newest id it had before the outage and catches up from there.
 */
export interface RedisLink {
  isUp(): boolean;
  /** Called each time the link goes from up to down. */
  onDown(listener: () => void): void;
  /** No more calls: the connections are being closed on purpose. */
  stop(): void;
}

/** The part of a node-redis client the link needs (structural: client generics vary with options). */
export interface LinkClient {
  readonly isReady: boolean;
  on(event: 'ready' | 'error' | 'end' | 'reconnecting', listener: () => void): unknown;
}

export function redisLink(clients: readonly LinkClient[]): RedisLink {
  const listeners = new Set<() => void>();
  let up = clients.every((c) => c.isReady);
  let stopped = false;
  const update = () => {
    const next = clients.every((c) => c.isReady);
    const dropped = up && !next;
    up = next;
    if (dropped && !stopped) for (const listener of listeners) listener();
  };
  for (const client of clients) for (const event of ['ready', 'error', 'end', 'reconnecting'] as const) client.on(event, update);
  return {
    isUp: () => up,
    onDown: (listener) => {
      listeners.add(listener);
    },
    stop: () => {
      stopped = true;
    },
  };
}
