/** The part of a node-redis client the store needs (typed structurally: client generics vary with options). */
export interface RedisEval {
  /**
   * False while the connection is down: node-redis would hold a command in
   * its offline queue until Redis is back, and the request with it.
   */
  readonly isReady?: boolean;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** Where the store says, once per change, that it counts alone or across processes again. */
export interface FallbackLog {
  warn(message: string): void;
  info(message: string): void;
}
type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** INCRBY the block and, on the first hit of a window, set its expiry; returns the count after it and the remaining ms. */
const RESERVE_SCRIPT = `
local current = redis.call('INCRBY', KEYS[1], ARGV[2])
if current == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }
`;

/** The largest block of places one process reserves at a time. */
export const RATE_LIMIT_MAX_BLOCK = 8;
/** Past this many keys, expired leases (and local windows) are swept on the next reservation. */
const SWEEP_AT = 10_000;

/** Places [next, last] of one key's window, reserved in Redis by this process. */
interface Lease {
  next: number;
  last: number;
  expiresAt: number;
  /** The last block's size: the next one doubles it, up to RATE_LIMIT_MAX_BLOCK. */
  size: number;
}

/**
 * A @fastify/rate-limit store on node-redis (its built-in Redis store needs
 * ioredis), so the per-address limit is shared by every server process.
 *
 * Each hit still gets its own place in the window's count, but a busy client's
 * places are reserved in blocks (1, 2, 4, then 8 at a time: one Redis round
 * trip per block, not per request; issue 16's server path). A hit is refused
 * exactly when its place is past the limit, as with one INCR per hit, so no
 * process ever admits more than the limit. Places a process reserved and did
 * not use before the window ended are simply lost: across several processes a
 * client may be refused up to (processes − 1) × 7 hits before the limit, never
 * after it.
 *
 * While Redis is away (issue 30 item 6) each process counts on its own, with
 * the same limit, in memory: the API keeps answering, never a 5xx, and a
 * client may get up to (processes) × the limit until Redis is back. Going
 * alone and coming back are logged once each, never per request.
 */
export function redisRateLimitStore(client: RedisEval, prefix = 'meadow:rl:', now: () => number = Date.now, log?: FallbackLog) {
  const leases = new Map<string, Lease>();
  const reserving = new Map<string, Promise<void>>();
  /** This process's own windows, used only while Redis is away. */
  const local = new Map<string, { count: number; endsAt: number }>();
  let alone = false;

  const sweep = (at: number): void => {
    if (leases.size >= SWEEP_AT) for (const [key, lease] of leases) if (lease.expiresAt <= at) leases.delete(key);
    if (local.size >= SWEEP_AT) for (const [key, w] of local) if (w.endsAt <= at) local.delete(key);
  };

  const goAlone = (): void => {
    if (alone) return;
    alone = true;
    log?.warn('rate limit: Redis is away, each process counts on its own (same limit) until it is back');
  };
  const rejoin = (): void => {
    if (!alone) return;
    alone = false;
    local.clear();
    log?.info('rate limit: Redis is back, counting across processes again');
  };

  /** One hit counted in this process only. */
  const takeLocally = (key: string, timeWindow: number, callback: Callback): void => {
    const at = now();
    sweep(at);
    let w = local.get(key);
    if (!w || w.endsAt <= at) {
      w = { count: 0, endsAt: at + timeWindow };
      local.set(key, w);
    }
    w.count += 1;
    callback(null, { current: w.count, ttl: w.endsAt - at });
  };

  const reserve = (key: string, timeWindow: number): Promise<void> => {
    const pending = reserving.get(key);
    if (pending) return pending;
    const at = now();
    const previous = leases.get(key);
    const size = previous && previous.expiresAt > at ? Math.min(previous.size * 2, RATE_LIMIT_MAX_BLOCK) : 1;
    const reserved = client
      .eval(RESERVE_SCRIPT, { keys: [key], arguments: [String(timeWindow), String(size)] })
      .then((reply) => {
        const [current, ttl] = reply as [number, number];
        rejoin();
        sweep(at);
        leases.set(key, { next: current - size + 1, last: current, expiresAt: at + ttl, size });
      })
      .finally(() => reserving.delete(key));
    reserving.set(key, reserved);
    return reserved;
  };

  const take = (key: string, timeWindow: number, callback: Callback): void => {
    const lease = leases.get(key);
    const at = now();
    if (lease && lease.next <= lease.last && lease.expiresAt > at) {
      callback(null, { current: lease.next++, ttl: lease.expiresAt - at });
      return;
    }
    if (client.isReady === false) {
      goAlone();
      takeLocally(key, timeWindow, callback);
      return;
    }
    reserve(key, timeWindow).then(
      () => take(key, timeWindow, callback),
      // A reservation in flight when the connection dropped: this hit is counted here instead.
      () => {
        goAlone();
        takeLocally(key, timeWindow, callback);
      },
    );
  };

  return class RedisRateLimitStore {
    /** The global limit counts under `prefix`; a route with its own limit under prefix + its method and URL, as the built-in store does. */
    // @fastify/rate-limit constructs the store with its options; only child() passes a key prefix.
    constructor(_options?: unknown, private readonly keyPrefix: string = prefix) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      take(this.keyPrefix + key, timeWindow, callback);
    }

    // The plugin adds routeInfo at run time; its types leave it out.
    child(routeOptions: object): RedisRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method: string; url: string } }).routeInfo;
      return new RedisRateLimitStore(undefined, route ? `${this.keyPrefix}${route.method}${route.url}-` : this.keyPrefix);
    }
  };
}
