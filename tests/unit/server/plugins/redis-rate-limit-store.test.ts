import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MAX_BLOCK, type RedisEval, redisRateLimitStore } from '../../../../server/plugins/redis-rate-limit-store';

/** Redis as the reservation script uses it: INCRBY on a key that expires after the window; counts the round trips. */
function fakeRedis(clock: { now: number }) {
  const keys = new Map<string, { count: number; expiresAt: number }>();
  const redis: RedisEval & { calls: number } = {
    calls: 0,
    eval(_script, { keys: [key], arguments: [windowMs, by] }) {
      redis.calls += 1;
      let entry = keys.get(key!);
      if (!entry || entry.expiresAt <= clock.now) entry = { count: 0, expiresAt: clock.now + Number(windowMs) };
      entry.count += Number(by);
      keys.set(key!, entry);
      return Promise.resolve([entry.count, entry.expiresAt - clock.now]);
    },
  };
  return { redis, count: (key: string) => keys.get(key)?.count ?? 0 };
}

type Store = InstanceType<ReturnType<typeof redisRateLimitStore>>;
const hit = (store: Store, key = '127.0.0.1', windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), windowMs),
  );

describe('redisRateLimitStore', () => {
  it('given a burst from one address, should give every hit its own place, in order, with far fewer round trips than hits', async () => {
    const clock = { now: 1_000 };
    const { redis } = fakeRedis(clock);
    const Store = redisRateLimitStore(redis, 'rl:', () => clock.now);
    const store = new Store();
    const places = await Promise.all(Array.from({ length: 60 }, () => hit(store)));
    expect(places.map((p) => p.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // Blocks of 1, 2, 4, then 8: 60 places in 10 round trips.
    expect(redis.calls).toBeLessThanOrEqual(3 + Math.ceil((60 - 7) / RATE_LIMIT_MAX_BLOCK));
  });

  it('given two processes sharing Redis, should never hand out one place twice, nor admit past the count', async () => {
    const clock = { now: 1_000 };
    const shared = fakeRedis(clock);
    const a = new (redisRateLimitStore(shared.redis, 'rl:', () => clock.now))();
    const b = new (redisRateLimitStore(shared.redis, 'rl:', () => clock.now))();
    const places: number[] = [];
    for (let i = 0; i < 40; i++) places.push((await hit(i % 3 === 0 ? b : a)).current);
    expect(new Set(places).size).toBe(40);
    // Every place handed out was counted in Redis first: the count is never below a place given.
    expect(Math.max(...places)).toBeLessThanOrEqual(shared.count('rl:127.0.0.1'));
  });

  it('given the window has ended, should start again from place 1 with a single place', async () => {
    const clock = { now: 1_000 };
    const { redis } = fakeRedis(clock);
    const store = new (redisRateLimitStore(redis, 'rl:', () => clock.now))();
    for (let i = 0; i < 20; i++) await hit(store, '10.0.0.1', 1000);
    clock.now += 1000;
    expect((await hit(store, '10.0.0.1', 1000)).current).toBe(1);
    expect((await hit(store, '10.0.0.2', 1000)).current).toBe(1);
  });

  it('given Redis fails, should hand the error to the rate limit', async () => {
    const failing: RedisEval = { eval: () => Promise.reject(new Error('connection lost')) };
    const store = new (redisRateLimitStore(failing))();
    await expect(hit(store)).rejects.toThrow('connection lost');
  });
});
