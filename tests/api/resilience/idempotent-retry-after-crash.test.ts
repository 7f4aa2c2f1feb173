/**
 * Issue 30 item 4: a create call's retry after the server died between the
 * write's commit and its answer. A trigger makes storing the answer of an
 * Idempotency-Key take a minute; the server is killed (SIGKILL) while it
 * stores it, and started again on the same data. Before the fix the write
 * had committed without its answer, and the retry was told for 24 hours
 * that the request was received (409), never which record it made. Now the
 * answer commits with the write or neither does: the retry gets the answer
 * naming the one record there is.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import type { StartedServer } from '../../server-process';
import { call, freePort, killHard, loginAt, rowsOf, type ServerData, serverData, sleep, startOn, waitUntil } from './kit';

const SLOW_ANSWER = [
  'create function test_slow_answer() returns trigger language plpgsql as $$ begin perform pg_sleep(60); return new; end $$',
  `create trigger test_slow_answer before insert or update on idempotency_keys
    for each row when (new.status_code is not null) execute function test_slow_answer()`,
];
const FAST_AGAIN = ['drop trigger test_slow_answer on idempotency_keys', 'drop function test_slow_answer()'];

let data: ServerData | undefined;
let server: StartedServer | undefined;

const run = (statements: string[]) => async (database: Database) => {
  for (const statement of statements) await database.db.execute(sql.raw(statement));
};

async function onData(work: (database: Database) => Promise<void>): Promise<void> {
  const database = await data!.open();
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

/** Whether a statement of the server sleeps in the trigger (PostgreSQL: seen in pg_stat_activity). */
async function storingTheAnswer(database: Database): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from pg_stat_activity where wait_event = 'PgSleep'`);
  return rows[0]!.n > 0;
}

afterAll(async () => {
  await server?.stop();
  await data?.drop();
}, 60_000);

describe('Idempotency-Key, a retry after a crash between the commit and the answer', () => {
  it('given the server killed while the answer is being stored, should answer the retry with the created record, made once', async () => {
    data = await serverData();
    data.env.RATE_LIMIT_MAX = '1000000';
    if (process.env.REDIS_URL) Object.assign(data.env, { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `meadow-test-retry-${randomBytes(4).toString('hex')}` });
    // PGlite's data directory opens in one process at a time: the trigger goes in before the server starts;
    // a fresh PostgreSQL database has its tables once the server has migrated it.
    if (data.kind === 'pglite') await onData(run(SLOW_ANSWER));
    const port = await freePort();
    server = await startOn(port, data.env);
    if (data.kind === 'postgres') await onData(run(SLOW_ANSWER));
    const base = `http://127.0.0.1:${port}`;
    const rivera = await loginAt(base, 'dr.rivera');
    const name = `Crash retry ${randomBytes(3).toString('hex')}`;
    const key = `crash-retry-${randomBytes(6).toString('hex')}`;
    const add = () =>
      fetch(`${base}/api/events/add`, {
        method: 'POST',
        headers: { token: rivera.token, userid: String(rivera.userId), 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ name, providerID: rivera.userId }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

    const first = add().catch(() => null);
    if (data.kind === 'postgres') {
      const database = await data.open();
      try {
        expect(await waitUntil(() => storingTheAnswer(database), 30_000, 20), server.output()).toBe(true);
      } finally {
        await database.close();
      }
    } else {
      // PGlite runs in the server's own thread: the sleep freezes the whole process, which answers nothing.
      await sleep(8_000);
    }
    await killHard(server.child);
    await server.stop();
    // A killed server's statement never reaches PostgreSQL; this one already has: end its connection as the crash would have.
    if (data.kind === 'postgres') await onData(run(["select pg_terminate_backend(pid) from pg_stat_activity where wait_event = 'PgSleep'"]));
    expect(await first).toBeNull();

    await onData(run(FAST_AGAIN));
    server = await startOn(port, data.env);

    const retry = await add();
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    const created = (retry.body as { event: { id: number; name: string } }).event;
    expect(created.name).toBe(name);
    const again = await call(base, rivera, 'POST', '/api/events/add', { json: { name, providerID: rivera.userId } });
    expect(again?.status).toBe(200);

    await server.stop();
    server = undefined;
    await onData(async (database) => {
      const rows = await rowsOf<{ id: number }>(database, sql`select id from events where name = ${name} order by id`);
      // The retry's record, and the keyless call's own: the retry made no second one.
      expect(rows).toHaveLength(2);
      expect(rows[0]!.id).toBe(created.id);
      const keys = await rowsOf<{ status_code: number | null }>(database, sql`select status_code from idempotency_keys where key = ${key}`);
      expect(keys).toEqual([{ status_code: 200 }]);
    });
  }, 180_000);
});
