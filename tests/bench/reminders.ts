/**
 * The reminders case of `npm run bench` (issue 15): BENCH_REMINDERS
 * (default 2,000) appointments with an e-mail reminder due within the lead
 * time, one server (app) with its job worker at the default batch, mail to an
 * in-process SMTP sink on 127.0.0.1. The worker's sweep enqueues them and
 * its ticks send them; the figure is reminders sent per second, from the
 * first tick until the last job is done. On PGlite, and on PostgreSQL when
 * reachable. Figures are printed, never asserted. Runs on its own:
 * `node --import tsx tests/bench/reminders.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase, withDefaultUser } from '../../server/db/client';
import { rowsOf } from '../../server/repositories/appointments/sql-arrays';
import { startSmtpCapture } from '../api/smtp-capture';

const COUNT = Math.min(20_000, Number(process.env.BENCH_REMINDERS ?? 2000));
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';

interface Row {
  database: string;
  reminders: number;
  'sent by SMTP': number;
  'batch': number;
  'seconds': number;
  'reminders/s': number;
}

async function runOn(label: string, database: Database, dataDir: string): Promise<Row> {
  const smtp = await startSmtpCapture();
  const config = { ...loadConfig({}), dataDir, outboxDir: path.join(dataDir, 'outbox'), smtpUrl: smtp.url, host: '127.0.0.1', port: 0, logLevel: 'warn' as const, seedDemo: true, jobsEnabled: false, publicUrl: 'https://meadow.example' };
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const db = app.database.db;
    await db.execute(sql`update appointments set video_invitepref = 'N'`);
    const [client] = rowsOf<{ id: number; provider_id: number }>(
      await db.execute(sql`update clients set email1 = 'bench@client.example' where id = (select min(id) from clients) returning id, provider_id`),
    );
    // COUNT Connect appointments 1 h to 23 h ahead, one set-based insert.
    await db.execute(sql`
      insert into appointments (provider_id, starts_at, ends_at, timezone, app_date, type, is_video, is_connect, client_id, client_type, video_invitepref)
      select ${client!.provider_id}::int, s, s + interval '30 minutes', 'America/New_York', (s at time zone 'America/New_York')::date, 2, true, true,
             ${client!.id}::int, 'person', 'E'
        from (select now() + interval '1 hour' + (g * (79200.0 / ${COUNT}::int)) * interval '1 second' as s
                from generate_series(0, ${COUNT}::int - 1) g) x`);
    const started = performance.now();
    await app.jobs.drain();
    const seconds = (performance.now() - started) / 1000;
    const sent = smtp.messages.length;
    return {
      database: label,
      reminders: COUNT,
      'sent by SMTP': sent,
      batch: config.jobsBatch,
      seconds: Math.round(seconds * 100) / 100,
      'reminders/s': Math.round(sent / seconds),
    };
  } finally {
    await app.close();
    await smtp.close();
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(PG_URL) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function benchReminders(): Promise<void> {
  const rows: Row[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meadow-bench-reminders-'));
  try {
    rows.push(await runOn('PGlite', await openDatabase({ pgliteDir: path.join(dir, 'pglite') }), dir));
    const reachable = await admin('select 1').then(
      () => true,
      () => false,
    );
    if (reachable) {
      const name = `meadow_bench_${randomBytes(4).toString('hex')}`;
      await admin(`create database ${name}`);
      try {
        const url = new URL(withDefaultUser(PG_URL));
        url.pathname = `/${name}`;
        rows.push(await runOn('PostgreSQL', await openDatabase({ url: url.toString() }), dir));
      } finally {
        await admin(`drop database if exists ${name} with (force)`);
      }
    } else {
      console.info(`PostgreSQL not reachable at ${PG_URL}: skipped`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.info(`\nReminders sent by one process (sweep + worker ticks, SMTP sink on 127.0.0.1; ${os.cpus().length} cores):`);
  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchReminders();
}
