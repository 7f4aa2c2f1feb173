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

  it('given a reservation failing as the connection drops, should count the hit in the process instead and say so once', async () => {
    const warned: string[] = [];
    const failing: RedisEval = { eval: () => Promise.reject(new Error('connection lost')) };
    const store = new (redisRateLimitStore(failing, 'rl:', Date.now, { warn: (m) => warned.push(m), info: () => undefined }))();
    const places = [];
    for (let i = 0; i < 5; i++) places.push((await hit(store)).current);
    expect(places).toEqual([1, 2, 3, 4, 5]);
    expect(warned).toHaveLength(1);
  });

  it('given Redis away, should count each address in the process with the same window, never wait for Redis, and go back to Redis once it is ready again', async () => {
    const clock = { now: 1_000 };
    const { redis, count } = fakeRedis(clock);
    const client = Object.assign(redis, { isReady: true });
    const logged: string[] = [];
    const Store = redisRateLimitStore(client, 'rl:', () => clock.now, { warn: (m) => logged.push(`warn ${m}`), info: (m) => logged.push(`info ${m}`) });
    const store = new Store();
    // Its lease is used up first (1 place), then Redis goes away.
    expect((await hit(store, '10.0.0.1', 1000)).current).toBe(1);
    client.isReady = false;
    const callsBefore = redis.calls;
    const alone = [];
    for (let i = 0; i < 30; i++) alone.push(await hit(store, i % 2 === 0 ? '10.0.0.1' : '10.0.0.2', 1000));
    expect(redis.calls, 'no call waits in the offline queue').toBe(callsBefore);
    expect(alone.filter((_, i) => i % 2 === 0).map((p) => p.current)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(alone.filter((_, i) => i % 2 === 1).map((p) => p.current)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(alone.every((p) => p.ttl > 0 && p.ttl <= 1000)).toBe(true);
    // The process's own window ends like Redis's would.
    clock.now += 1000;
    expect((await hit(store, '10.0.0.1', 1000)).current).toBe(1);

    client.isReady = true;
    expect((await hit(store, '10.0.0.3', 1000)).current).toBe(1);
    expect(count('rl:10.0.0.3')).toBe(1);
    expect(logged.map((l) => l.split(' ')[0])).toEqual(['warn', 'info']);
  });

  it('given a child store for a route, should fall back too', async () => {
    const failing: RedisEval = { isReady: false, eval: () => Promise.reject(new Error('must not be called')) };
    const store = new (redisRateLimitStore(failing))();
    const child = store.child({ routeInfo: { method: 'GET', url: '/x' } });
    expect((await hit(child)).current).toBe(1);
    expect((await hit(store)).current).toBe(1);
  });
});
