/** The one node-redis call the store needs (typed structurally: client generics vary with options). */
interface RedisEval {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}
type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** INCR and, on the first hit of a window, set its expiry; returns count and remaining ms. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }
`;

/**
 * A @fastify/rate-limit store on node-redis (its built-in Redis store needs
 * ioredis), so the per-address limit is shared by every server process.
 */
export function redisRateLimitStore(client: RedisEval, prefix = 'meadow:rl:') {
  return class RedisRateLimitStore {
    /** The global limit counts under `prefix`; a route with its own limit under prefix + its method and URL, as the built-in store does. */
    // @fastify/rate-limit constructs the store with its options; only child() passes a key prefix.
    constructor(_options?: unknown, private readonly keyPrefix: string = prefix) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      client
        .eval(INCR_SCRIPT, { keys: [this.keyPrefix + key], arguments: [String(timeWindow)] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    }

    // The plugin adds routeInfo at run time; its types leave it out.
    child(routeOptions: object): RedisRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method: string; url: string } }).routeInfo;
      return new RedisRateLimitStore(undefined, route ? `${this.keyPrefix}${route.method}${route.url}-` : this.keyPrefix);
    }
  };
}
