/**
 * The portal mail case of `npm run bench` (issue 12), on PostgreSQL only
 * (DATABASE_URL, default postgres://127.0.0.1:5432/test; skipped when not
 * reachable): a fresh database with the demo seed, then dr.rivera's practice
 * is given 300 portal clients and BENCH_MAILS (default 100,000) mails over
 * two years, a third sent by dr.rivera and the rest received, each with the
 * other side's copy (≈200,000 mailbox entries, 100,000 of them dr.rivera's),
 * some read, some favourite, some filed and some in Trash; set-based SQL,
 * then VACUUM ANALYZE. Through the real routes (app.inject: authentication,
 * validation, serialisation), one request at a time:
 *   1. the inbox: page 1, random deeper pages, unread, sent, a custom folder;
 *   2. the counts (badge) and the folder list;
 *   3. mail search with varied terms over the default range (today ± 3
 *      months), subject / sender / recipient / All, and some two-year ones.
 * p50/p95/p99 printed, never asserted (targets: page p99 ≤ 30 ms, search
 * p99 ≤ 50 ms). Also runs on its own: `node --import tsx tests/bench/mail.ts`.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/repositories/appointments/sql-arrays';
import { addDays, type LocalDay, todayIn } from '../../server/seed/local-time';
import { onFreshPostgres, percentile, signIn } from './bench-helpers';

const MAILS = Number(process.env.BENCH_MAILS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_MAIL_REQUESTS ?? 300);
const NY = 'America/New_York';

const FIRST = ['José', 'María', 'Zoë', 'Chloé', 'Renée', 'Ana', 'Luis', 'Sofía', 'Mateo', 'Olivia', 'Liam', 'Emma', 'Noah', 'Ava',
  'Mia', 'James', 'Lucas', 'Harper', 'Ethan', 'Grace', 'Daniel', 'Hana', 'Priya', 'Omar', 'Fatima', 'Wei', 'Yuki', 'Ingrid'];
const LAST = ['Álvarez', 'García', 'Müller', 'Núñez', 'Pérez', 'López', 'Smith', 'Johnson', 'Brown', 'Jones', 'Miller', 'Davis',
  'Wilson', 'Taylor', 'Moore', 'Martin', 'Lee', 'White', 'Harris', 'Clark', 'Young', 'King', 'Nguyen', 'Kim', 'Shah', 'Sato'];
const TOPICS = ['Question about my next session', 'Insurance receipt', 'Reschedule request', 'Forms for intake', 'Billing statement',
  'Homework from our session', 'Medication question', 'Running late today', 'Superbill for reimbursement', 'Thank you',
  'Cancellation policy', 'Group therapy schedule', 'Telehealth link not working', 'Consent form signed', 'Référence médicale',
  'Sleep diary for this week', 'Parking at the office', 'Change of address', 'Crisis plan follow-up', 'Journal entry'];
/** Subject words, sender/recipient names (accent-free forms of accented ones), and terms that match nothing. */
const TERMS: { term: string; filter: 'all' | 'subject' | 'sender' | 'receiver' }[] = [
  { term: 'receipt', filter: 'subject' },
  { term: 'reschedule', filter: 'all' },
  { term: 'reference', filter: 'subject' },
  { term: 'telehealth', filter: 'all' },
  { term: 'sleep diary', filter: 'subject' },
  { term: 'session', filter: 'all' },
  { term: 'alvarez', filter: 'sender' },
  { term: 'jose', filter: 'all' },
  { term: 'maria', filter: 'receiver' },
  { term: 'muller', filter: 'sender' },
  { term: 'nguyen', filter: 'all' },
  { term: 'kim', filter: 'receiver' },
  { term: 'zzzq', filter: 'all' },
  { term: 'xq', filter: 'subject' },
  { term: 'e', filter: 'all' },
];

const quote = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const parts = (d: LocalDay) => `${d.day}/${d.month}/${d.year}`;

/** 300 portal clients and MAILS mails with both sides' entries, oldest first so entry ids grow with time. */
export async function generate(database: Database, riveraId: number): Promise<number> {
  const db = database.db;
  await db.execute(sql`create or replace function pick(i int, salt int, n int) returns int language sql immutable
    as 'select abs(hashtext(i::text || ''/'' || salt::text)) % n'`);
  await db.execute(sql`
    insert into users (username, password_hash, role, first_name, last_name, subscriber_id, email)
    select 'bench.client.' || i, 'x', 22, (${sql.raw(quote(FIRST))})[1 + pick(i, 1, ${FIRST.length})],
           (${sql.raw(quote(LAST))})[1 + pick(i, 2, ${LAST.length})], ${riveraId}, 'bench' || i || '@example.com'
      from generate_series(1, 300) i`);
  const [folder] = rowsOf<{ id: number }>(await db.execute(sql`select id from mail_folders where user_id = ${riveraId} limit 1`));
  await db.execute(sql`
    create temporary table bench_mail as
    with c as (select array_agg(id order by id) ids from users where username like 'bench.client.%')
    select i, c.ids[1 + pick(i, 3, array_length(c.ids, 1))] as client, pick(i, 4, 3) = 0 as by_rivera,
           now() - make_interval(mins => ${2 * 365 * 24 * 60} - (i::bigint * ${2 * 365 * 24 * 60} / ${MAILS})::int) as at
      from generate_series(1, ${MAILS}) i, c`);
  await db.execute(sql`
    insert into mail_messages (sender_id, provider_id, subject, body, preview, sent_at, created_at, updated_at)
    select case when by_rivera then ${riveraId} else client end, ${riveraId},
           (${sql.raw(quote(TOPICS))})[1 + pick(i, 5, ${TOPICS.length})] || ' #' || i,
           '<p>Message ' || i || ' of the bench, with a few words of body text.</p>', 'Message ' || i || ' of the bench', at, at, at
      from bench_mail order by i`);
  // Messages were inserted in i order: the n-th new message id belongs to the n-th bench row.
  await db.execute(sql`
    create temporary table bench_ids as
    select b.*, m.id as message_id from bench_mail b
      join (select id, row_number() over (order by id) as n from mail_messages where subject like '% #%') m on m.n = b.i`);
  await db.execute(sql`
    insert into mail_recipients (message_id, user_id)
    select message_id, case when by_rivera then client else ${riveraId} end from bench_ids order by i`);
  // dr.rivera's copy: sent, or received (80% read, 5% favourite, 3% filed in Billing, 2% in Trash).
  await db.execute(sql`
    insert into mailbox_entries (message_id, user_id, provider_id, box, folder_id, read_status, is_favourite, trashed_from, created_at)
    select message_id, ${riveraId}, ${riveraId},
           case when by_rivera then 2 when pick(i, 6, 100) < 2 then 3 when pick(i, 6, 100) < 5 then 5 else 1 end,
           case when not by_rivera and pick(i, 6, 100) between 2 and 4 then ${folder?.id ?? null}::int end,
           case when by_rivera or pick(i, 7, 100) < 80 then 1 else 0 end, pick(i, 8, 100) < 5,
           case when not by_rivera and pick(i, 6, 100) < 2 then 1 end, at
      from bench_ids order by i`);
  // The client's copy.
  await db.execute(sql`
    insert into mailbox_entries (message_id, user_id, provider_id, box, read_status, created_at)
    select message_id, client, ${riveraId}, case when by_rivera then 1 else 2 end, 1, at from bench_ids order by i`);
  await db.execute(sql`vacuum analyze`);
  return folder?.id ?? 0;
}

type Row = { case: string; n: number; 'p50 ms': number; 'p95 ms': number; 'p99 ms': number; 'max ms': number; 'rows/answer': number };

async function timed(app: FastifyInstance, headers: Record<string, string>, label: string, urls: string[], count: (body: unknown) => number): Promise<Row> {
  for (const url of urls.slice(0, 5)) await app.inject({ method: 'GET', url, headers }); // warm-up: plans, caches
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const url = urls[i % urls.length]!;
    const began = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - began);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    rows += count(res.json());
  }
  times.sort((a, b) => a - b);
  return {
    case: label,
    n: times.length,
    'p50 ms': percentile(times, 50),
    'p95 ms': percentile(times, 95),
    'p99 ms': percentile(times, 99),
    'max ms': percentile(times, 100),
    'rows/answer': Math.round((rows / times.length) * 10) / 10,
  };
}

async function run(database: Database): Promise<void> {
  const config = { ...loadConfig({}), host: '127.0.0.1', port: 0, logLevel: 'warn' as const, seedDemo: true, rateLimitMax: 10_000_000 };
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const rivera = await signIn(app, 'dr.rivera');
    const started = Date.now();
    const folderId = await generate(database, rivera.id);
    console.info(`mail bench: ${MAILS} mails (≈${2 * MAILS} mailbox entries) generated in ${Date.now() - started} ms`);

    const headers = { token: rivera.token, userid: rivera.userid };
    const p = rivera.id;
    const list = (box: number, page: number, folder = 0, fav = 0) => `/api/portalemail/getall/${p}/${box}/${folder}/${page}/0/${fav}/${p}`;
    const pages = (box: number, folder = 0) => Array.from({ length: 50 }, (_, i) => list(box, 1 + ((i * 37) % 400), folder));
    const listed = (b: unknown) => (b as { mailList: unknown[] }).mailList.length;
    const today = todayIn(NY);
    const normal = `${parts(addDays(today, -91))}/${parts(addDays(today, 91))}`;
    const deep = `${parts(addDays(today, -365))}/${parts(addDays(today, 364))}`;
    const flags = { all: '1/0/0/0', subject: '0/1/0/0', sender: '0/0/1/0', receiver: '0/0/0/1' } as const;
    const search = (range: string) =>
      TERMS.map(({ term, filter }) => `/api/portalemail/search/${p}/${range}/${encodeURIComponent(term)}/${p}/${flags[filter]}`);
    const found = (b: unknown) => Object.values((b as { searchDetails: Record<string, unknown[]> }).searchDetails).reduce((n, g) => n + g.length, 0);

    const rows: Row[] = [];
    rows.push(await timed(app, headers, 'inbox page 1', [list(1, 1)], listed));
    rows.push(await timed(app, headers, 'inbox pages 1-400', pages(1), listed));
    rows.push(await timed(app, headers, 'unread pages', pages(4), listed));
    rows.push(await timed(app, headers, 'sent pages', pages(2), listed));
    rows.push(await timed(app, headers, 'custom folder pages', pages(5, folderId), listed));
    rows.push(await timed(app, headers, 'favourites page 1', [list(1, 1, 0, 1)], listed));
    rows.push(await timed(app, headers, 'counts (badge)', [`/api/portalemail/getInboxUnreadMailCount/${p}/0/${p}`], (b) => (b as { unreadMailIds: unknown[] }).unreadMailIds.length));
    rows.push(await timed(app, headers, 'folder list', [`/api/portalemail/loadFolderList/${p}/${p}`], () => 1));
    rows.push(await timed(app, headers, 'search today ± 3 months', search(normal), found));
    rows.push(await timed(app, headers, 'search two years', search(deep), found));
    console.info(`mail bench: load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores (figures grow with it)`);
    console.table(rows);

    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db.execute(sql`explain (analyze, costs off)
        select e.id from mailbox_entries e join mail_messages m on m.id = e.message_id
        where e.user_id = ${p} and e.provider_id = ${p} and e.box in (1, 5) and m.search_subject like '%receipt%'
          and coalesce(m.sent_at, m.updated_at) between now() - interval '91 days' and now() + interval '91 days'
        order by e.id desc limit 50`),
    );
    console.info(`mail bench: plan of a subject search:\n  ${plan.map((r) => r['QUERY PLAN']).join('\n  ')}`);
  } finally {
    await app.close();
  }
}

export async function benchMail(pgUrl: string): Promise<void> {
  await onFreshPostgres(pgUrl, 'mail', run);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchMail(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
