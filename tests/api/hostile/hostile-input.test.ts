/**
 * Issue 13, item 11: hostile input across every route of the OpenAPI
 * document, as a provider, staff, a portal client and nobody. No answer may
 * be a 5xx, the server must keep answering, and a refused write must leave
 * every data table as it was.
 *
 * Reproduce a failure with the seed the message prints:
 *   HOSTILE_SEED=<seed> npx vitest run --project api tests/api/hostile/hostile-input.test.ts
 * HOSTILE_SEED=random picks a fresh seed; HOSTILE_REQUESTS sets how many cases run.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailComposeFields } from '../../../domain/contract/mail';
import { rowsOf } from '../../../server/repositories/appointments/sql-arrays';
import { DEMO_PASSWORD } from '../../../server/seed/demo-logins';
import { build, usingPostgres } from '../helper';
import {
  describeRequest,
  hostileCase,
  type HostileRequest,
  type JsonSchema,
  kindsFor,
  type MutationKind,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  Rng,
  type ValueContext,
  WRITE_METHODS,
} from './openapi-cases';

const DEFAULT_SEED = 20_260_713;
const seedFromEnv = process.env.HOSTILE_SEED;
const SEED = seedFromEnv === 'random' ? Math.floor(Math.random() * 2 ** 31) : seedFromEnv ? Number(seedFromEnv) : DEFAULT_SEED;
const TOTAL = Number(process.env.HOSTILE_REQUESTS ?? 10_400);
const BATCH = 200;
/** Stop collecting (not sending) after this many failures: the first ones name the bug. */
const MAX_FAILURES = 40;

/**
 * Tables that change on any signed-in request or attempt, refused or not: the
 * sliding session expiry, login throttling, trusted devices, idempotency keys
 * and the audit trail (which records reads and denied attempts too).
 */
const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set(['sessions', 'login_failures', 'trusted_devices', 'idempotency_keys', 'audit_events']);

/** The multipart calls' `mail` field, which the OpenAPI document does not describe. */
const multipartBodies: Record<string, JsonSchema> = {
  'POST /api/portalemail/send': z.toJSONSchema(mailComposeFields, { io: 'input' }) as JsonSchema,
  'POST /api/portalemail/draft': z.toJSONSchema(mailComposeFields, { io: 'input' }) as JsonSchema,
};

/**
 * The server's warnings and errors, read after each case. Some trouble shows only here: input the
 * contract let through and the database refused is answered 400 but logged as a warning.
 */
const logLines: string[] = [];
const t = build({ logLevel: 'warn' }, { logStream: { write: (line: string) => void logLines.push(line) } });

interface Actor {
  name: string;
  username: string | null;
  headers: Record<string, string>;
  userId: number | undefined;
}

/** Re-sign-ins come from another address: hostile logins may have used up 127.0.0.1's failure allowance. */
const SIGN_IN_ADDRESS = '10.13.11.1';

async function signIn(app: FastifyInstance, username: string): Promise<{ headers: Record<string, string>; userId: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: DEMO_PASSWORD },
    remoteAddress: SIGN_IN_ADDRESS,
  });
  expect(res.statusCode, `sign-in of ${username}: ${res.body}`).toBe(200);
  const { token, userID } = (res.json() as { data: { token: string; userID: number } }).data;
  return { headers: { token, userid: String(userID) }, userId: userID };
}

/** Per table: row count and a sum of row hashes. Equal digests: no row added, removed or changed. */
async function digest(app: FastifyInstance, tables: readonly string[]): Promise<Map<string, string>> {
  const selects = tables.map(
    (name) => `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text as digest from "${name}" x`,
  );
  const rows = rowsOf<{ name: string; digest: string }>(await app.db.execute(sql.raw(selects.join(' union all '))));
  return new Map(rows.map((r) => [r.name, r.digest]));
}

const changedTables = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...before.keys()].filter((name) => before.get(name) !== after.get(name));

/**
 * Row triggers on the data tables (of this file's own database) count every
 * row written. The digest scans every table, ~5-20 ms; the counter is one row.
 * The digest only changes when a row is written, so an unchanged counter
 * stands in for an unchanged digest, and the digest is taken only after a
 * write happened.
 */
async function installWriteCounter(app: FastifyInstance, tables: readonly string[]): Promise<void> {
  const statements = [
    'create table hostile_row_writes (n bigint not null)',
    'insert into hostile_row_writes values (0)',
    `create function hostile_count_write() returns trigger language plpgsql as $$
     begin update hostile_row_writes set n = n + 1; return null; end $$`,
    ...tables.flatMap((name) => [
      `create trigger hostile_count_row after insert or update or delete on "${name}" for each row execute function hostile_count_write()`,
      `create trigger hostile_count_truncate after truncate on "${name}" for each statement execute function hostile_count_write()`,
    ]),
  ];
  for (const statement of statements) await app.db.execute(sql.raw(statement));
}

/** Rows written so far in the data tables. */
async function writeCount(app: FastifyInstance): Promise<string> {
  return rowsOf<{ n: string }>(await app.db.execute(sql.raw('select n::text as n from hostile_row_writes')))[0]!.n;
}

/** Integers under id-like keys of an answer, for the next cases' base values. */
function harvest(value: unknown, into: Map<string, number[]>, all: number[], depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'number' && Number.isInteger(v) && v > 0 && /id$/i.test(key)) {
      const name = key.toLowerCase();
      const list = into.get(name) ?? [];
      if (!list.includes(v) && list.length < 40) list.push(v);
      into.set(name, list);
      if (!all.includes(v) && all.length < 400) all.push(v);
    } else {
      harvest(v, into, all, depth + 1);
    }
  }
}

/** Filled by the run, checked by its own test: numbers in a spelling the contract must refuse, answered 2xx. */
const nonCanonicalAccepted: string[] = [];
let ran = false;

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

describe('hostile input across the OpenAPI document', () => {
  it(`given ${TOTAL} seeded hostile requests (seed ${SEED}), should answer none with a 5xx and change no row on a refused write`, async () => {
    const app = t.app;
    const started = Date.now();
    const cpuAtStart = process.cpuUsage();
    const rng = new Rng(SEED);
    const doc = app.swagger() as unknown as OpenApiDocument;
    const ops = operationsOf(doc, multipartBodies).filter((op) => op.path !== '/api/openapi.json');
    expect(ops.length).toBeGreaterThan(40);
    const multipartOps = ops.filter((op) => op.body?.kind === 'multipart').map((op) => op.key);
    expect(multipartOps.sort()).toEqual(Object.keys(multipartBodies).sort());

    const tablesRes = rowsOf<{ name: string }>(
      await app.db.execute(sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`),
    );
    const tables = tablesRes.map((r) => r.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
    expect(tables).toContain('appointments');
    await installWriteCounter(app, tables);
    // The checks must see a change, or a quiet run proves nothing.
    const countAtStart = await writeCount(app);
    const digestAtStart = await digest(app, tables);
    await app.db.execute(sql`update office_locations set city = city || '~' where id = (select min(id) from office_locations)`);
    expect(await writeCount(app)).not.toBe(countAtStart);
    expect(changedTables(digestAtStart, await digest(app, tables))).toEqual(['office_locations']);
    await app.db.execute(sql`update office_locations set city = left(city, -1) where id = (select min(id) from office_locations)`);
    expect(changedTables(digestAtStart, await digest(app, tables))).toEqual([]);

    // --- the callers
    const actors: Actor[] = [];
    for (const username of ['dr.rivera', 'sam.staff', 'alex.client']) {
      const s = await signIn(app, username);
      actors.push({ name: username, username, headers: s.headers, userId: s.userId });
    }
    actors.push({ name: 'anonymous', username: null, headers: {}, userId: undefined });
    const riveraId = actors[0]!.userId!;
    const probe = await signIn(app, 'dr.rivera');

    // --- what the cases draw ids from
    const idsByName = new Map<string, number[]>();
    const allIds: number[] = actors.flatMap((a) => (a.userId === undefined ? [] : [a.userId]));
    const today = new Date();
    const contextOf = (actor: Actor): ValueContext => ({
      idsNamed: (name) => idsByName.get(name) ?? [],
      anyIds: () => allIds,
      ownId: actor.userId,
      providerId: riveraId,
      today: { day: today.getDate(), month: today.getMonth() + 1, year: today.getFullYear() },
    });

    // --- counts
    const byClass = new Map<string, number>();
    const byRoute = new Map<string, number>();
    const okByRoute = new Map<string, number>();
    const byKind = new Map<string, number>();
    const failures: string[] = [];
    const slow = new Map<string, number>();
    /** Warning and error log messages, with the first case that caused each. */
    const logged = new Map<string, { count: number; first: string }>();
    let sent = 0;
    let digests = 0;
    let reSignIns = 0;
    let acceptedWrites = 0;
    const fail = (index: number, actor: Actor, req: HostileRequest, why: string) => {
      if (failures.length < MAX_FAILURES) failures.push(`#${index} as ${actor.name}: ${why}\n    ${describeRequest(req)}`);
    };

    const send = async (req: HostileRequest, actor: Actor): Promise<LightMyRequestResponse> => {
      const auth = req.authOverride === null ? {} : { ...actor.headers, ...(req.authOverride ?? {}) };
      const options: InjectOptions = {
        method: req.method as InjectOptions['method'],
        url: req.url,
        headers: { ...req.headers, ...auth },
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      };
      return app.inject(options);
    };

    let digestMs = 0;
    const takeDigest = async () => {
      digests++;
      const at = performance.now();
      const d = await digest(app, tables);
      digestMs += performance.now() - at;
      return d;
    };

    // The data's digest as it stood at a write count; taken again only when the count moved.
    let snapshot = null as { count: string; digest: Map<string, string> } | null;
    /** The write count after the last request that may have written. */
    let lastCount: string | undefined;
    /** Refused writes that wrote rows and left them as they were (an update to the same values). */
    const touchedUnchanged: string[] = [];

    // Warm-up: one plain request per operation and caller, so later base values use real ids.
    const plainOrder: { op: Operation; actor: Actor }[] = [];
    for (const op of ops) if (op.method === 'GET') for (const actor of actors) plainOrder.push({ op, actor });

    const schedule: { op: Operation; actor: Actor; kind: MutationKind }[] = [];
    for (const { op, actor } of plainOrder) schedule.push({ op, actor, kind: 'valid' });
    // Every operation gets its share: each round visits them all, in a shuffled order.
    for (let round = 0; schedule.length < TOTAL + plainOrder.length; round++) {
      for (const op of rng.shuffle(ops)) {
        const actor = rng.chance(0.15) ? actors[3]! : rng.pick(actors.slice(0, 3));
        const kinds = kindsFor(op);
        // Multipart framing is a kind of its own only the two compose calls have: give it a fair share of them.
        const kind: MutationKind = rng.chance(0.08)
          ? 'valid'
          : kinds.includes('multipart-hostile') && rng.chance(0.3)
            ? 'multipart-hostile'
            : rng.pick(kinds.filter((k) => k !== 'valid'));
        schedule.push({ op, actor, kind });
      }
    }

    for (let index = 0; index < schedule.length; index++) {
      const { op, actor, kind } = schedule[index]!;
      const req = hostileCase(op, kind, rng, contextOf(actor));
      const isWrite = WRITE_METHODS.has(req.method);
      if (isWrite) {
        lastCount ??= await writeCount(app);
        if (snapshot?.count !== lastCount) snapshot = { count: lastCount, digest: await takeDigest() };
      }

      let res: LightMyRequestResponse;
      const at = performance.now();
      try {
        res = await send(req, actor);
        const ms = performance.now() - at;
        const slowKey = `${op.key} / ${kind}`;
        slow.set(slowKey, (slow.get(slowKey) ?? 0) + ms);
      } catch (err) {
        fail(index, actor, req, `inject threw ${String(err)}`);
        continue;
      }
      sent++;
      bump(byClass, statusClass(res.statusCode));
      bump(byRoute, op.key);
      if (res.statusCode < 300) bump(okByRoute, op.key);
      bump(byKind, kind);
      if (res.statusCode >= 500) fail(index, actor, req, `answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (req.mustRefuse && res.statusCode < 400 && actor.username && nonCanonicalAccepted.length < MAX_FAILURES) {
        nonCanonicalAccepted.push(`#${index} as ${actor.name}: accepted ${req.mustRefuse} with ${res.statusCode}\n    ${describeRequest(req)}`);
      }
      for (const line of logLines.splice(0)) {
        const { level, msg } = JSON.parse(line) as { level: number; msg?: string };
        const key = `${level >= 50 ? 'error' : 'warn'}: ${msg ?? '?'}`;
        const seen = logged.get(key);
        if (seen) seen.count++;
        else logged.set(key, { count: 1, first: `#${index} as ${actor.name} → ${res.statusCode}: ${describeRequest(req)}` });
      }

      if (isWrite || res.statusCode < 400) {
        // Refused reads are not counted (half the queries); one that wrote would show at the next refused write's check.
        const countAfter = await writeCount(app);
        const wrote = countAfter !== lastCount;
        lastCount = countAfter;
        if (isWrite && res.statusCode >= 400 && wrote && snapshot) {
          const after = await takeDigest();
          const changed = changedTables(snapshot.digest, after);
          if (changed.length > 0) fail(index, actor, req, `refused with ${res.statusCode} but changed ${changed.join(', ')}`);
          else touchedUnchanged.push(`#${index} ${op.key} / ${kind} (${res.statusCode})`);
          snapshot = { count: countAfter, digest: after };
        }
        if (isWrite && res.statusCode < 400) acceptedWrites++;
      }

      if (res.statusCode < 300 && (res.headers['content-type'] ?? '').toString().includes('json')) {
        try {
          harvest(res.json(), idsByName, allIds);
        } catch {
          // Not every 2xx body is JSON worth reading (an attachment); nothing to learn from it.
        }
      }
      if (actor.username && res.statusCode < 400 && op.path === '/api/auth/logout' && req.authOverride === undefined) {
        actor.headers = (await signIn(app, actor.username)).headers;
        reSignIns++;
      }

      if ((index + 1) % BATCH === 0 || index === schedule.length - 1) {
        // The health probe: a signed-in read that touches the database, on a session no case uses.
        const health = await app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers: probe.headers });
        expect(health.statusCode, `health probe after case #${index} (seed ${SEED}): ${health.body}`).toBe(200);
        // A case may have signed a caller out some other way: sign in again rather than send the rest unauthenticated.
        for (const a of actors) {
          if (!a.username) continue;
          const check = await app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers: a.headers });
          if (check.statusCode === 401) {
            a.headers = (await signIn(app, a.username)).headers;
            reSignIns++;
          }
        }
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuAtStart);
    // CPU time is what the run costs on an idle machine; wall time also counts every other process on the cores.
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    const table = (m: Map<string, number>) =>
      [...m.entries()]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([k, v]) => `  ${k}: ${v}`)
        .join('\n');
    console.info(
      [
        `hostile input: seed ${SEED}, ${sent} requests in ${seconds} s (${cpuSeconds} s CPU) on ${usingPostgres ? 'PostgreSQL' : 'PGlite'}`,
        `refused writes that rewrote rows unchanged: ${touchedUnchanged.length ? touchedUnchanged.slice(0, 10).join('; ') : 'none'}`,
        `server warnings and errors: ${logged.size === 0 ? 'none' : ''}${[...logged.entries()].map(([k, v]) => `\n  ${k} ×${v.count}, first ${v.first}`).join('')}`,
        `digests ${digests}, accepted writes ${acceptedWrites}, re-sign-ins ${reSignIns}, ids known ${allIds.length}`,
        `digest time ${(digestMs / 1000).toFixed(1)} s; slowest route / kind (total ms):\n${[...slow.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `  ${k}: ${v.toFixed(0)}`).join('\n')}`,
        `by status class:\n${table(byClass)}`,
        `by mutation kind:\n${table(byKind)}`,
        `by route (of which 2xx):\n${[...byRoute.entries()]
          .sort((a, b) => a[0].localeCompare(b[0]))
          .map(([k, v]) => `  ${k}: ${v} (${okByRoute.get(k) ?? 0})`)
          .join('\n')}`,
      ].join('\n'),
    );

    ran = true;
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    expect(byRoute.size, 'every operation was called').toBe(ops.length);
    expect(failures, `seed ${SEED} (HOSTILE_SEED=${SEED} reproduces):\n${failures.join('\n')}`).toEqual([]);
  }, 600_000);

  // One spelling per number: ' 1' or '0x1F' taken for 1 lets a request dodge a cache key, an audit line or a per-id check.
  it(`given numbers in non-canonical form in paths, queries and the userid header (seed ${SEED}), should accept none of them`, () => {
    expect(ran, 'the hostile run above finished').toBe(true);
    expect(nonCanonicalAccepted, `seed ${SEED} (HOSTILE_SEED=${SEED} reproduces):\n${nonCanonicalAccepted.join('\n')}`).toEqual([]);
  });
});
