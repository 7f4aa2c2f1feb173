/**
 * The search and contacts-list case of `npm run bench` (issue 5 "Measure"),
 * on PostgreSQL only (DATABASE_URL, default postgres://127.0.0.1:5432/test;
 * skipped when not reachable): a fresh database with the demo seed, then
 * dr.rivera is given 20,000 contacts (12,000 clients, 6,000 other persons,
 * 1,000 events, 1,000 groups; names with accents) and 200,000 appointments
 * over five years, all set-based SQL (generate_series), then ANALYZE.
 *   1. BENCH_SEARCHES (default 200) header searches of varied terms through
 *      the real route (app.inject: authentication, validation, both
 *      queries), one at a time, default range (today ± 3 months) and some
 *      two-year deep searches: p50/p95/p99 ms. Target p99 < 30 ms.
 *   2. The plan of one search, to show the pg_trgm indexes at work.
 *   3. contacts/list of a provider with 5,000 contacts: JSON bytes, gzip
 *      bytes, and ms per call.
 * Figures are printed, never asserted. Also runs on its own:
 * `node --import tsx tests/bench/contacts-search.ts`.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/repositories/appointments/sql-arrays';
import { addDays, type LocalDay, todayIn } from '../../server/seed/local-time';
import { onFreshPostgres, percentile, signIn } from './bench-helpers';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const NY = 'America/New_York';

const FIRST = ['José', 'María', 'Zoë', 'Chloé', 'Renée', 'Noël', 'Søren', 'Björn', 'Ana', 'Luis', 'Sofía', 'Mateo', 'Olivia', 'Liam',
  'Emma', 'Noah', 'Ava', 'Elijah', 'Mia', 'James', 'Amelia', 'Lucas', 'Harper', 'Mason', 'Evelyn', 'Ethan', 'Abigail', 'Logan',
  'Emily', 'Jacob', 'Ella', 'Michael', 'Grace', 'Daniel', 'Hana', 'Priya', 'Omar', 'Fatima', 'Wei', 'Yuki', 'Chen', 'Aarav',
  'Ingrid', 'François', 'Élodie', 'Joaquín', 'Iñaki', 'Łukasz', 'Dvořák', 'Ruth', 'Tom', 'Ines', 'Marcus', 'Sam', 'Dana', 'Jo'];
const LAST = ['Álvarez', 'García', 'Müller', 'Núñez', 'Pérez', 'López', 'González', 'Rodríguez', 'Hernández', 'Martínez', 'Sánchez',
  'Gómez', 'Díaz', 'Cruz', 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Thomas',
  'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', "O'Connor", 'Nguyen', 'Kim', 'Shah', 'Patel', 'Haddad', 'Lindqvist', 'Brontë', 'Åkesson', 'Øster',
  'Çelik', 'Schäfer', 'Dubois', 'Lefèvre', 'Rossi', 'Bianchi', 'Kowalski', 'Nowak', 'Novák', 'Horváth', 'Yılmaz', 'Sato'];
/** Syllables of made-up surnames (30 × 24: a long tail of rarer names, as a real practice has). */
const STEM = ['Berg', 'Lind', 'Hol', 'Dal', 'Sør', 'Øst', 'Kow', 'Nov', 'Mar', 'Fer', 'Gal', 'Rey', 'Bé', 'Côt', 'Dum', 'Fau',
  'Gau', 'Hé', 'Jol', 'Lam', 'Mé', 'Nó', 'Pá', 'Ró', 'Sá', 'Tó', 'Ví', 'Zá', 'Ak', 'Ek'];
const END = ['ström', 'son', 'sen', 'quist', 'berg', 'gaard', 'ski', 'ová', 'ić', 'ez', 'ès', 'ier', 'eau', 'ini', 'etti', 'oni',
  'ado', 'ueira', 'ão', 'ens', 'man', 'ley', 'ton', 'ford'];
const EVENT_WORDS = ['Team meeting', 'Supervision', 'Case review', 'Training', 'Café chat', 'Intake review', 'Réunion', 'Planning'];
const GROUP_WORDS = ['Tuesday support group', 'Mindfulness', 'Grief circle', 'Teen group', 'Parents café', 'Anxiety skills', 'Señales'];

/** Varied terms: accent-free forms of accented names, prefixes, inner substrings, full names both ways, short and missing ones. */
const TERMS = ['jose', 'alvarez', 'ALVAREZ', 'garcia', 'müller', 'muller', 'nunez', 'maria lopez', 'lopez maria', 'zoe', 'chloe', 'sofia',
  'mat', 'li', 'an', 'son', 'ez', 'ill', 'kowal', 'nowak', 'sato', 'ingrid', 'francois', 'elodie', 'inaki', 'lukasz', 'dvorak',
  'ruth', 'support', 'cafe', 'review', 'grief', 'teen', 'reunion', 'nguyen', 'o\'connor', 'bronte', 'akesson', 'celik', 'yilmaz',
  'emma wilson', 'liam smith', 'noah', 'harper', 'ethan', 'zzzq', 'qqq', 'x', 'e', 'ma'];

const quote = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** 20,000 contacts and 200,000 appointments for one provider, set-based. */
async function generate(database: Database, providerId: number, firstDay: LocalDay, days: number): Promise<void> {
  const db = database.db;
  const first = sql.raw(quote(FIRST));
  const last = sql.raw(quote(LAST));
  const stem = sql.raw(quote(STEM));
  const end = sql.raw(quote(END));
  // pick(i, salt, n): a pseudo-random 0..n-1 per row, independent per salt (plain i % n would pair names in lockstep).
  await db.execute(sql`create or replace function pick(i int, salt int, n int) returns int language sql immutable
    as 'select abs(hashtext(i::text || ''/'' || salt::text)) % n'`);
  const names = (table: 'clients' | 'persons', n: number, salt: number) =>
    db.execute(sql`
      insert into ${sql.raw(table)} (provider_id, first_name, last_name, phone1, pht1, email1, status)
      select ${providerId}, (${first})[1 + pick(i, ${salt}, ${FIRST.length})],
             case when i % 2 = 0 then (${last})[1 + pick(i, ${salt} + 1, ${LAST.length})]
                  else (${stem})[1 + pick(i, ${salt} + 2, ${STEM.length})] || (${end})[1 + pick(i, ${salt} + 3, ${END.length})] end,
             '2' || lpad(((i * 7907) % 1000000000)::text, 9, '0'), 1 + i % 5,
             case when i % 3 = 0 then 'c' || i || '@example.com' end, case when i % 40 = 0 then 2 else 1 end
        from generate_series(1, ${n}) i`);
  await names('clients', 12_000, 31);
  await names('persons', 6_000, 17);
  await db.execute(sql`
    insert into events (provider_id, name)
    select ${providerId}, (${sql.raw(quote(EVENT_WORDS))})[1 + i % ${EVENT_WORDS.length}] || ' ' || i from generate_series(1, 1000) i`);
  await db.execute(sql`
    insert into groups (provider_id, name, is_video)
    select ${providerId}, (${sql.raw(quote(GROUP_WORDS))})[1 + i % ${GROUP_WORDS.length}] || ' ' || i, i % 2 = 0 from generate_series(1, 1000) i`);

  const start = `${firstDay.year}-${String(firstDay.month).padStart(2, '0')}-${String(firstDay.day).padStart(2, '0')}`;
  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from clients where provider_id = ${providerId}),
         p as (select array_agg(id order by id) ids from persons where provider_id = ${providerId}),
         e as (select array_agg(id order by id) ids from events where provider_id = ${providerId}),
         g as (select array_agg(id order by id) ids from groups where provider_id = ${providerId})
    insert into appointments (provider_id, starts_at, ends_at, timezone, app_date, type, client_id, client_type,
                              otherevent_id, otherevent_type, is_deleted, is_cancelled)
    select ${providerId}, (x.d + x.t) at time zone ${NY}, (x.d + x.t + interval '50 minutes') at time zone ${NY}, ${NY}, x.d, 1 + i % 4,
           case when x.k < 60 then c.ids[1 + (i * 7) % array_length(c.ids, 1)] end,
           case when x.k < 60 then 'person' end,
           case when x.k >= 95 then e.ids[1 + i % array_length(e.ids, 1)]
                when x.k >= 85 then g.ids[1 + i % array_length(g.ids, 1)]
                when x.k >= 60 then p.ids[1 + (i * 3) % array_length(p.ids, 1)] end,
           case when x.k >= 95 then 0 when x.k >= 85 then 2 when x.k >= 60 then 1 end,
           i % 50 = 0, i % 37 = 0
      from generate_series(0, 199999) i, c, p, e, g,
           lateral (select (${start}::date + (i % ${days})::int)::date as d,
                           make_interval(hours => 7 + (i * 7) % 12, mins => ((i * 13) % 4) * 15) as t,
                           (i * 31) % 100 as k) x`);
  // As autovacuum would after such a load: flushes the GIN pending lists, so the planner prices the trigram indexes right.
  await db.execute(sql`vacuum analyze`);
}


const parts = (d: LocalDay) => `${d.day}/${d.month}/${d.year}`;

async function run(database: Database): Promise<void> {
  const config = { ...loadConfig({}), host: '127.0.0.1', port: 0, logLevel: 'warn' as const, seedDemo: true, rateLimitMax: 10_000_000 };
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const rivera = await signIn(app, 'dr.rivera');
    const today = todayIn(NY);
    const started = Date.now();
    await generate(database, rivera.id, addDays(today, -3 * 365), 5 * 365);
    console.info(`search bench: 20,000 contacts and 200,000 appointments generated in ${Date.now() - started} ms`);

    const headers = { token: rivera.token, userid: rivera.userid };
    const normal = `${parts(addDays(today, -91))}/${parts(addDays(today, 91))}`;
    const deep = `${parts(addDays(today, -365))}/${parts(addDays(today, 364))}`;
    const url = (term: string, range: string) => `/api/appointment/search/${range}/${encodeURIComponent(term)}/${rivera.id}`;
    // Warm-up: connections, plans, caches.
    for (const term of TERMS.slice(0, 10)) await app.inject({ method: 'GET', url: url(term, normal), headers });

    const times: number[] = [];
    const deepTimes: number[] = [];
    const byTerm = new Map<string, number[]>();
    let contacts = 0;
    let appointments = 0;
    for (let i = 0; i < SEARCHES; i += 1) {
      const isDeep = i % 5 === 4;
      const began = performance.now();
      const res = await app.inject({ method: 'GET', url: url(TERMS[i % TERMS.length]!, isDeep ? deep : normal), headers });
      const ms = performance.now() - began;
      (isDeep ? deepTimes : times).push(ms);
      const term = TERMS[i % TERMS.length]!;
      byTerm.set(term, [...(byTerm.get(term) ?? []), ms]);
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
      const body = res.json() as { contacts: unknown[]; appointments: unknown[] };
      contacts += body.contacts.length;
      appointments += body.appointments.length;
    }
    console.info(`search bench: load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores (figures grow with it)`);
    const all = [...times, ...deepTimes].sort((a, b) => a - b);
    times.sort((a, b) => a - b);
    deepTimes.sort((a, b) => a - b);
    console.table([
      { searches: 'all', n: all.length, 'p50 ms': percentile(all, 50), 'p95 ms': percentile(all, 95), 'p99 ms': percentile(all, 99), 'max ms': percentile(all, 100) },
      { searches: 'today ± 3 months', n: times.length, 'p50 ms': percentile(times, 50), 'p95 ms': percentile(times, 95), 'p99 ms': percentile(times, 99), 'max ms': percentile(times, 100) },
      { searches: 'two years (deep)', n: deepTimes.length, 'p50 ms': percentile(deepTimes, 50), 'p95 ms': percentile(deepTimes, 95), 'p99 ms': percentile(deepTimes, 99), 'max ms': percentile(deepTimes, 100) },
    ]);
    const slowest = [...byTerm].map(([term, ms]) => [term, Math.min(...ms)] as const).sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.info(`search bench: slowest terms (best of their runs): ${slowest.map(([term, ms]) => `'${term}' ${ms.toFixed(1)} ms`).join(', ')}`);
    console.info(`search bench: on average ${(contacts / SEARCHES).toFixed(1)} contacts and ${(appointments / SEARCHES).toFixed(1)} appointments per answer`);

    // The plan of the contacts part of one search: the trigram indexes should be there.
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db.execute(
        sql`explain (analyze, costs off) select id from clients where provider_id = ${rivera.id} and search_name like '%alvarez%' and status = 1`,
      ),
    );
    console.info(`search bench: plan of a client match:\n  ${plan.map((r) => r['QUERY PLAN']).join('\n  ')}`);

    await contactsListSize(app, database);
  } finally {
    await app.close();
  }
}

/** contacts/list of a provider with 5,000 contacts (3,000 clients, 1,500 persons, 250 events, 250 groups). */
async function contactsListSize(app: FastifyInstance, database: Database): Promise<void> {
  const chen = await signIn(app, 'dr.chen');
  const db = database.db;
  const first = sql.raw(quote(FIRST));
  const last = sql.raw(quote(LAST));
  for (const [table, n] of [['clients', 3000], ['persons', 1500]] as const) {
    await db.execute(sql`
      insert into ${sql.raw(table)} (provider_id, first_name, last_name, phone1, pht1, phone2, pht2, email1, timezone)
      select ${chen.id}, (${first})[1 + (i * 13) % ${FIRST.length}], (${last})[1 + (i * 7) % ${LAST.length}],
             '3' || lpad(((i * 7907) % 1000000000)::text, 9, '0'), 1,
             case when i % 2 = 0 then '4' || lpad(((i * 104729) % 1000000000)::text, 9, '0') end, 2,
             case when i % 2 = 0 then 'p' || i || '@example.com' end, 'America/Los_Angeles'
        from generate_series(1, ${n}) i`);
  }
  await db.execute(sql`insert into events (provider_id, name) select ${chen.id}, 'Event ' || i from generate_series(1, 250) i`);
  await db.execute(sql`insert into groups (provider_id, name) select ${chen.id}, 'Group ' || i from generate_series(1, 250) i`);
  await db.execute(sql`vacuum analyze`);

  const headers = { token: chen.token, userid: chen.userid };
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < 20; i += 1) {
    const began = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/contacts/list/${chen.id}`, headers });
    times.push(performance.now() - began);
    body = res.body;
  }
  times.sort((a, b) => a - b);
  const count = (JSON.parse(body) as { contacts: unknown[] }).contacts.length;
  const bytes = Buffer.byteLength(body);
  const gzip = gzipSync(body).length;
  console.table([
    {
      contacts: count,
      'JSON KiB': Math.round(bytes / 1024),
      'bytes/contact': Math.round(bytes / count),
      'gzip KiB': Math.round(gzip / 1024),
      'p50 ms': percentile(times, 50),
      'max ms': percentile(times, 100),
    },
  ]);
}

/** Runs the case on a fresh database of the PostgreSQL at pgUrl, dropped afterwards. */
export async function benchContactsSearch(pgUrl: string): Promise<void> {
  await onFreshPostgres(pgUrl, 'search', run);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchContactsSearch(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
