/**
 * Issue 30 item 6, Redis going away under a chat and booking burst: two
 * server processes (A and B) on one PostgreSQL database and a Redis of this
 * test's own. While chat messages and bookings go out through both, Redis is
 * killed for a few seconds and started again (empty). Throughout:
 * - every HTTP call is answered, never with a 5xx (the rate limit counts in
 *   each process meanwhile, logged once per process);
 * - the sockets stay open, and each process keeps delivering its own users'
 *   messages and refreshRequests to its own sockets during the outage;
 * - afterwards every tab holds every acknowledged message to or from its
 *   user (live, unread on connect, or `remaining` from the point it noted on
 *   realtimeDegraded, asked on realtimeRejoined: chat-tab.ts), and every
 *   acknowledged booking is stored.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentSaveResponse } from '../../../domain/contract/appointment';
import { chatSendResponse } from '../../../domain/contract/chat';
import { clientDetailsResponse } from '../../../domain/contract/clients';
import { openDatabase } from '../../../server/db/client';
import type { StartedServer } from '../../server-process';
import { type FreshDatabase, freshDatabase, usingPostgres } from '../helper';
import { oneOff, type Ymd } from '../routes/appointment/write-helpers';
import { ChatTab } from './chat-tab';
import { type Answer, call, freePort, loginAt, privateRedis, type PrivateRedis, redisServerAvailable, rowsOf, type Session, sleep, startOn, waitUntil } from './kit';

const skipReason = !usingPostgres
  ? 'two processes must share one database: runs with DATABASE_URL (npm run test:api:pg)'
  : !redisServerAvailable()
    ? 'redis-server is not on PATH: this test kills and restarts a Redis of its own'
    : null;

/** Bounds on each loop: attempts, and writes answered (a user is in well under the 500 one `remaining` answer carries). */
const MAX_ATTEMPTS = 600;
const MAX_ANSWERED = 80;
const PACE_MS = 60;
/** How long Redis stays away. */
const OUTAGE_MS = 3000;
const PREFIX = `ro${randomBytes(3).toString('hex')}`;
const FALLBACK_LOG = 'rate limit: Redis is away';

interface Acked {
  body: string;
  at: number;
  /** The process that answered it. */
  base: string;
}

interface Loop {
  label: string;
  base: string;
  acked: Map<number, Acked>;
  attempts: number;
  failures: number;
}

const dayAfter = ([y, m, d]: Ymd, days: number): Ymd => {
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
};

describe.skipIf(skipReason !== null)(`two processes, Redis away for a few seconds mid-burst${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let db: FreshDatabase | undefined;
  let redis: PrivateRedis | undefined;
  const servers: StartedServer[] = [];
  const tabs: ChatTab[] = [];
  const chatLoops: Loop[] = [];
  const bookLoops: Loop[] = [];
  /** Every HTTP answer's status during the burst; null: no answer at all. */
  const statuses: (number | null)[] = [];
  const bad: string[] = [];
  const timeline: string[] = [];
  let stop = false;
  let outage = { from: 0, to: 0 };
  const storedChats = new Map<number, { body: string; sender: number; receiver: number }>();
  const storedBookings = new Map<number, string>();

  async function counted(base: string, who: Session, method: 'POST', url: string, json: unknown): Promise<Answer | null> {
    const answer = await call(base, who, method, url, { json });
    statuses.push(answer?.status ?? null);
    if (!answer || answer.status >= 500) bad.push(`${method} ${url} at ${base}: ${answer ? `${answer.status} ${JSON.stringify(answer.body)}` : 'no answer'}`);
    return answer;
  }

  async function chatLoop(loop: Loop, from: Session, to: readonly Session[], tab: ChatTab | null): Promise<void> {
    for (let i = 0, answered = 0; i < MAX_ATTEMPTS && answered < MAX_ANSWERED && !stop; i++) {
      await sleep(PACE_MS);
      loop.attempts++;
      const body = `${PREFIX}-${loop.label}-${i}`;
      const answer = await counted(loop.base, from, 'POST', '/api/chat/message/send/text', { message: body, receiverIds: to.map((s) => s.userId), isGroup: false });
      if (answer?.status !== 200) {
        loop.failures++;
        continue;
      }
      answered++;
      const sent = chatSendResponse.parse(answer.body).messages;
      for (const m of sent) loop.acked.set(m.id, { body, at: Date.now(), base: loop.base });
      tab?.take(sent, 'own');
    }
  }

  async function bookLoop(loop: Loop, who: Session, contactId: number, first: Ymd): Promise<void> {
    for (let i = 0, answered = 0; i < MAX_ATTEMPTS && answered < MAX_ANSWERED && !stop; i++) {
      await sleep(PACE_MS * 2);
      loop.attempts++;
      const notes = `${PREFIX}-${loop.label}-${i}`;
      const payload = { ...oneOff({ providerId: who.userId, contactId, date: dayAfter(first, i) }), notes, allow_overlap: true };
      const answer = await counted(loop.base, who, 'POST', '/api/appointment/add', payload);
      if (answer?.status !== 200) {
        loop.failures++;
        continue;
      }
      const { res } = appointmentSaveResponse.parse(answer.body);
      if (res === false) {
        loop.failures++;
        continue;
      }
      answered++;
      loop.acked.set(res.id, { body: notes, at: Date.now(), base: loop.base });
    }
  }

  const chatAcked = () => new Map(chatLoops.flatMap((l) => [...l.acked]));
  const involving = (tab: ChatTab) => [...storedChats].filter(([, m]) => m.sender === tab.who.userId || m.receiver === tab.who.userId).map(([id]) => id);
  const expectedOf = (tab: ChatTab) => {
    const acked = chatAcked();
    return involving(tab).filter((id) => acked.has(id));
  };

  beforeAll(async () => {
    const started = Date.now();
    const mark = (what: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
    db = await freshDatabase();
    redis = await privateRedis();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: `meadow-test-ro-${randomBytes(4).toString('hex')}`,
      RATE_LIMIT_MAX: '1000000',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    servers.push(...(await Promise.all([startOn(portA, env), startOn(portB, env)])));
    const [a, b] = servers.map((s) => s.base) as [string, string];
    mark('A and B up');
    const [rivera, sam, dana] = (await Promise.all(['dr.rivera', 'sam.staff', 'dana.delegate'].map((u) => loginAt(a, u)))) as [Session, Session, Session];
    const clients = await call(a, rivera, 'GET', `/api/clients/client_details/${rivera.userId}`);
    const list = clientDetailsResponse.parse(clients?.body).clients;
    const contactId = (Array.isArray(list) ? list : [list])[0]!.id;

    tabs.push(new ChatTab('sam@A', a, sam), new ChatTab('sam@B', b, sam), new ChatTab('dana@A', a, dana), new ChatTab('dana@B', b, dana));
    for (const tab of tabs) await tab.load();
    for (const tab of tabs) tab.socket.connect();
    expect(await waitUntil(() => tabs.every((t) => t.socket.connected), 20_000)).toBe(true);
    mark('tabs connected');

    const loop = (list: Loop[], label: string, base: string): Loop => {
      const l: Loop = { label, base, acked: new Map(), attempts: 0, failures: 0 };
      list.push(l);
      return l;
    };
    const work = Promise.all([
      chatLoop(loop(chatLoops, 'riveraA', a), rivera, [sam, dana], null),
      chatLoop(loop(chatLoops, 'riveraB', b), rivera, [sam, dana], null),
      chatLoop(loop(chatLoops, 'samA', a), sam, [dana], tabs[0]!),
      chatLoop(loop(chatLoops, 'danaB', b), dana, [sam], tabs[3]!),
      bookLoop(loop(bookLoops, 'bookA', a), rivera, contactId, [2034, 1, 2]),
      bookLoop(loop(bookLoops, 'bookB', b), rivera, contactId, [2035, 1, 2]),
    ]);
    const acked = () => chatAcked().size;

    await waitUntil(() => acked() >= 30, 30_000, 20);
    mark(`${acked()} chat messages acknowledged; killing Redis`);
    outage = { from: Date.now(), to: 0 };
    await redis.kill();
    await sleep(OUTAGE_MS);
    await redis.start();
    outage.to = Date.now();
    mark(`Redis back after ${outage.to - outage.from} ms (empty: no keys, no subscriptions)`);
    await waitUntil(() => tabs.every((t) => t.rejoined > 0), 20_000, 50);
    mark('every tab heard realtimeRejoined');
    const before = acked();
    await waitUntil(() => acked() >= before + 30, 15_000, 20);
    stop = true;
    await work;
    mark(`burst over: ${acked()} chat messages, ${bookLoops.reduce((n, l) => n + l.acked.size, 0)} bookings acknowledged`);

    const check = await openDatabase({ url: db.url!, poolSize: 1, migrate: false });
    try {
      const chats = await rowsOf<{ id: number; body: string; sender_id: number; receiver_id: number }>(
        check,
        sql`select id, body, sender_id, receiver_id from chat_messages where body like ${`${PREFIX}-%`} order by id`,
      );
      for (const r of chats) storedChats.set(r.id, { body: r.body, sender: r.sender_id, receiver: r.receiver_id });
      const booked = await rowsOf<{ id: number; notes: string }>(check, sql`select id, notes from appointments where notes like ${`${PREFIX}-%`}`);
      for (const r of booked) storedBookings.set(r.id, r.notes);
    } finally {
      await check.close();
    }
    await waitUntil(() => tabs.every((t) => expectedOf(t).every((id) => t.held.has(id))), 20_000, 100);
    mark('settled');
  }, 180_000);

  afterAll(async () => {
    stop = true;
    for (const tab of tabs) tab.socket.disconnect();
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
    await db?.drop();
  }, 60_000);

  it('given Redis away mid-burst, should answer every HTTP call, none with a 5xx', () => {
    console.info(
      `[redis-outage] ${statuses.length} calls; ${[...chatLoops, ...bookLoops].map((l) => `${l.label} ${l.attempts} sent / ${l.acked.size} acknowledged / ${l.failures} failed`).join('; ')}\n  ${timeline.join('\n  ')}`,
    );
    expect(statuses.length).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });

  it('given Redis away mid-burst, should have stored every acknowledged chat message and booking', () => {
    const acked = [...chatAcked()];
    expect(acked.length).toBeGreaterThan(60);
    for (const [id, { body }] of acked) expect(storedChats.get(id)?.body, `message ${id}`).toBe(body);
    const booked = bookLoops.flatMap((l) => [...l.acked]);
    expect(booked.length).toBeGreaterThan(10);
    for (const [id, { body }] of booked) expect(storedBookings.get(id), `booking ${id}`).toBe(body);
  });

  it('given Redis away, should keep every socket open, tell it of the outage, and keep delivering its own process\'s messages and refreshRequests meanwhile', () => {
    const acked = chatAcked();
    for (const tab of tabs) {
      expect(tab.disconnects, `${tab.label} stayed connected`).toBe(0);
      expect([tab.degraded, tab.rejoined], `${tab.label} heard realtimeDegraded and realtimeRejoined`).toEqual([1, 1]);
      const degradedAt = tab.events.find((e) => e.event === 'realtimeDegraded')!.at;
      const rejoinedAt = tab.events.find((e) => e.event === 'realtimeRejoined')!.at;
      // Sent to this tab's user through its own process, answered while its process was alone.
      const local = [...acked].filter(
        ([id, m]) => m.base === tab.base && m.at > degradedAt && m.at < rejoinedAt && storedChats.get(id)?.receiver === tab.who.userId,
      );
      expect(local.length, `${tab.label}: messages to it through its own process during the outage`).toBeGreaterThan(0);
      for (const [id] of local) expect(tab.liveAt.has(id), `${tab.label} heard message ${id} live during the outage`).toBe(true);
      const refreshes = tab.events.filter((e) => e.event === 'refreshRequest' && e.at > degradedAt && e.at < rejoinedAt);
      expect(refreshes.length, `${tab.label}: refreshRequests from its own process's bookings during the outage`).toBeGreaterThan(0);
    }
  });

  it('given Redis back, should bring every tab every acknowledged message to or from its user (live, unread, or remaining from the noted point)', () => {
    const outcome = tabs.map((tab) => {
      const expected = expectedOf(tab);
      const missing = expected.filter((id) => !tab.held.has(id));
      const line =
        `${tab.label}: ${expected.length} expected, live ${tab.count('live', expected)}, unread ${tab.count('unread', expected)}, ` +
        `remaining ${tab.count('remaining', expected)}, own ${tab.count('own', expected)}, missing ${missing.length}; ${tab.remainingCalls} remaining calls`;
      return { tab, expected, missing, line };
    });
    console.info(`[redis-outage]\n  ${outcome.map((o) => o.line).join('\n  ')}`);
    for (const { tab, expected, missing } of outcome) {
      expect(missing, `${tab.label} lacks ${missing.length} of ${expected.length}; ${tab.calls.join('\n')}`).toEqual([]);
      expect(tab.remainingCapped, `${tab.label}: one remaining answer hit the cap`).toBe(false);
    }
  });

  it('given Redis away, should log the rate limit counting alone once per process, and no request error', () => {
    for (const [i, server] of servers.entries()) {
      const log = server.output();
      expect(log.split(FALLBACK_LOG).length - 1, `process ${i}'s log:\n${log.slice(-3000)}`).toBe(1);
      expect(log, `process ${i}: no request failed`).not.toMatch(/"level":50/);
    }
  });
});
