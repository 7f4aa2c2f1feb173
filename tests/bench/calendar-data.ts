/**
 * A generated practice for the calendar benchmarks, all in set-based SQL
 * (INSERT … SELECT generate_series), on top of the demo seed:
 * dr.rivera plus `providers - 1` bench providers (`bench.provider01`…, same
 * password as the demo logins), each with contacts to join against (60
 * clients, 8 other persons, 6 events, 3 groups), 20 weekly series and
 * `perProvider` appointments spread over the weekdays of five years ending a
 * few weeks after today (08:00-18:30, 45/50/60 minutes). Mix: 85 % client
 * appointments, 7 % events, 4 % other persons, 4 % groups; types office 60 %,
 * video 20 %, phone 10 %, other 10 %; a quarter point at a series; ~6 %
 * cancelled, 2 % deleted. ANALYZE afterwards.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

export const HISTORY_YEARS = 5;
/** Weekdays in the generated span: 5 years of Monday-Friday. */
const WEEKDAYS = 1304;
/** The span starts on the Monday this many weeks before this week's: it then ends ~5 weeks ahead. */
const FIRST_MONDAY_WEEKS_BACK = 256;
const TZ = 'America/New_York';

export interface Practice {
  /** Provider ids, dr.rivera first. */
  providerIds: number[];
  /** Usernames in the same order. */
  usernames: string[];
  /** Bench appointments inserted. */
  appointments: number;
  /** First and last generated local day, YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
}

interface Rows<T> {
  rows: T[];
}

/** The bench providers, numbered 0 (dr.rivera) … n-1, as a CTE body. */
const benchProviders = `select id, (row_number() over (order by (username <> 'dr.rivera'), username) - 1)::int as pno
  from users where username = 'dr.rivera' or username like 'bench.provider%'`;

export async function generatePractice(database: Database, providers = 20, perProvider = 10_000): Promise<Practice> {
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`
    insert into users (username, password_hash, role, user_type, first_name, last_name, timezone, subscription)
    select 'bench.provider' || lpad(g::text, 2, '0'), r.password_hash, 7, 1, 'Bench', 'Provider ' || g, '${TZ}', r.subscription
    from users r, generate_series(1, ${providers - 1}) g where r.username = 'dr.rivera'`);
  const firsts = `array['Ava','Ben','Chloe','Diego','Emma','Farid','Grace','Hugo','Iris','Jonas','Kira','Luca','Maya','Noah']`;
  const lasts = `array['Adams','Baker','Costa','Duval','Evans','Fischer','Garcia','Hansen','Ivanova','Jensen','Kowalski','Lopez','Moreau']`;
  await run(`
    with bp as (${benchProviders})
    insert into clients (provider_id, first_name, last_name, middle_name, status)
    select bp.id, (${firsts})[1 + g % 14], (${lasts})[1 + (g * 7 + bp.pno) % 13], case when g % 4 = 0 then 'J' else '' end, 1
    from bp, generate_series(1, 60) g`);
  await run(`
    with bp as (${benchProviders})
    insert into persons (provider_id, first_name, last_name, status)
    select bp.id, (${firsts})[1 + (g * 3) % 14], (${lasts})[1 + (g * 5 + bp.pno) % 13], 1 from bp, generate_series(1, 8) g`);
  await run(`
    with bp as (${benchProviders})
    insert into events (provider_id, name) select bp.id, 'Bench event ' || g from bp, generate_series(1, 6) g`);
  await run(`
    with bp as (${benchProviders})
    insert into groups (provider_id, name) select bp.id, 'Bench group ' || g from bp, generate_series(1, 3) g`);
  await run(`
    with bp as (${benchProviders})
    insert into appointment_series (provider_id, repeat, repeat_by, repeat_freq, repeat_on, starts_from, end_on, start_time, end_time, timezone, materialised_until)
    select bp.id, 4, 0, 1, (g % 5 + 1)::text, current_date - interval '${HISTORY_YEARS} years',
           case when g % 3 = 0 then null else current_date + 60 end,
           make_time(8 + g % 11, 0, 0), make_time(8 + g % 11, 50, 0), '${TZ}', current_date + 60
    from bp, generate_series(1, 20) g`);

  const ids = (table: string) =>
    `(select provider_id, array_agg(id order by id) as ids from ${table} where provider_id in (select id from bp) group by provider_id)`;
  await run(`
    with bp as (${benchProviders}),
         c as ${ids('clients')}, pe as ${ids('persons')}, ev as ${ids('events')}, gr as ${ids('groups')}, se as ${ids('appointment_series')},
         n as (
           select bp.id as pid, bp.pno, g as n, g * ${WEEKDAYS} / ${perProvider} as w,
                  (g * 37 + bp.pno * 11) % 100 as r, (g * 13 + bp.pno) % 10 as t
           from bp, generate_series(0, ${perProvider - 1}) g
         ),
         d as (
           select n.*, (date_trunc('week', current_date)::date - ${FIRST_MONDAY_WEEKS_BACK * 7} + (w / 5) * 7 + w % 5) as day,
                  8 + (n * 7 + pno * 3) % 11 as hh, case when (n / 3) % 2 = 0 then 0 else 30 end as mm,
                  (array[45, 50, 60])[1 + n % 3] as minutes
           from n
         )
    insert into appointments (provider_id, series_id, starts_at, ends_at, timezone, app_date, client_id, client_type,
                              otherevent_id, otherevent_type, type, is_video, is_cancelled, is_deleted, notes)
    select d.pid,
           case when d.r % 4 = 0 then se.ids[1 + d.n % array_length(se.ids, 1)] end,
           (d.day + make_time(d.hh, d.mm, 0)) at time zone '${TZ}',
           (d.day + make_time(d.hh, d.mm, 0) + make_interval(mins => d.minutes)) at time zone '${TZ}',
           '${TZ}', d.day,
           case when d.r < 85 then c.ids[1 + d.n % array_length(c.ids, 1)] end,
           case when d.r < 85 then 'person' end,
           case when d.r between 85 and 91 then ev.ids[1 + d.n % array_length(ev.ids, 1)]
                when d.r between 92 and 95 then pe.ids[1 + d.n % array_length(pe.ids, 1)]
                when d.r >= 96 then gr.ids[1 + d.n % array_length(gr.ids, 1)] end,
           case when d.r between 85 and 91 then 0 when d.r between 92 and 95 then 1 when d.r >= 96 then 2 end,
           case when d.t < 6 then 1 when d.t < 8 then 2 when d.t < 9 then 3 else 4 end,
           d.t between 6 and 7,
           d.n % 16 = 5, d.n % 50 = 7, 'bench'
    from d join c on c.provider_id = d.pid join pe on pe.provider_id = d.pid join ev on ev.provider_id = d.pid
         join gr on gr.provider_id = d.pid join se on se.provider_id = d.pid`);
  await run('analyze');

  const providerRows = (await run(`${benchProviders} order by pno`)) as unknown as Rows<{ id: number; pno: number }>;
  const names = (await run(
    `select username from users where username = 'dr.rivera' or username like 'bench.provider%' order by (username <> 'dr.rivera'), username`,
  )) as unknown as Rows<{ username: string }>;
  const stats = (await run(
    `select count(*)::int as n, min(app_date)::text as first, max(app_date)::text as last from appointments where notes = 'bench'`,
  )) as unknown as Rows<{ n: number; first: string; last: string }>;
  const s = stats.rows[0]!;
  return {
    providerIds: providerRows.rows.map((r) => Number(r.id)),
    usernames: names.rows.map((r) => r.username),
    appointments: s.n,
    firstDay: s.first,
    lastDay: s.last,
  };
}
