import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToLocal } from '../../../domain/appointments/local-time';
import { isoOf } from '../../../domain/appointments/recurrence';
import { formatReminderWhen } from '../../../domain/reminders/reminder-message';
import { rowsOf } from '../../../server/repositories/appointments/sql-arrays';
import { seedDemoIfEmpty } from '../../../server/seed/seed';
import { startServerProcesses, type StartedServer } from '../../server-process';
import { type FreshDatabase, freshDatabase, usingPostgres } from '../helper';
import { parseMail } from '../mail-message';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture';

/**
 * Two real server processes on one PostgreSQL database, each with its job
 * worker polling every 50 ms, and N reminders due: every reminder reaches the
 * SMTP server exactly once. PostgreSQL only (PGlite is one process's).
 */
const N = 60;
const ZONE = 'America/New_York';

describe.runIf(usingPostgres)('reminders with two server processes on one PostgreSQL', () => {
  let db: FreshDatabase | undefined;
  let smtp: SmtpCapture | undefined;
  const servers: StartedServer[] = [];
  const starts: Date[] = [];
  const email = `mp-${process.pid}@client.example`;

  beforeAll(async () => {
    db = await freshDatabase();
    const database = await db.open();
    try {
      await seedDemoIfEmpty(database.db);
      await database.db.execute(sql`update appointments set video_invitepref = 'N'`);
      const [client] = rowsOf<{ id: number; provider_id: number }>(
        await database.db.execute(sql`update clients set email1 = ${email}, timezone = ${ZONE}
          where id = (select min(id) from clients) returning id, provider_id`),
      );
      const base = Math.floor(Date.now() / 60_000) * 60_000 + 2 * 3_600_000;
      for (let i = 0; i < N; i++) {
        const at = new Date(base + i * 60_000);
        starts.push(at);
        const l = instantToLocal(at, ZONE);
        await database.db.execute(sql`
          insert into appointments (provider_id, starts_at, ends_at, timezone, app_date, type, is_video, is_connect, client_id, client_type, video_invitepref)
          values (${client!.provider_id}::int, ${at.toISOString()}::timestamptz, ${new Date(at.getTime() + 1_800_000).toISOString()}::timestamptz,
                  ${ZONE}, ${isoOf(l)}::date, 2, true, true, ${client!.id}::int, 'person', 'E')`);
      }
    } finally {
      await database.close();
    }
    smtp = await startSmtpCapture();
    servers.push(
      ...(await startServerProcesses(2, { DATABASE_URL: db.url, SMTP_URL: smtp.url, JOBS_POLL_MS: '50', JOBS_BATCH: '5', SEED_DEMO: '0', PUBLIC_URL: 'https://meadow.example' })),
    );
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp?.close();
    await db?.drop();
  }, 60_000);

  it(`given ${N} reminders due, should send each exactly once, shared between the processes`, async () => {
    // Waits for the mail, not for a time: the processes sweep within their first poll.
    await smtp!.waitFor(N, 90_000);
    const database = await db!.open();
    try {
      // Every reminder job done: nothing is still being sent that could arrive late.
      let jobs: { attempts: number; locked_by: string; done: boolean }[] = [];
      for (let i = 0; i < 200; i++) {
        jobs = rowsOf<(typeof jobs)[number]>(await database.db.execute(sql`select attempts, locked_by, done_at is not null as done from jobs where kind = 'reminder'`));
        if (jobs.length === N && jobs.every((j) => j.done)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(jobs).toHaveLength(N);
      expect(jobs.every((j) => j.done && j.attempts === 1)).toBe(true);
      const pids = new Set(jobs.map((j) => j.locked_by.split(':')[1]));
      expect(pids.size).toBe(2);
      const sweeps = rowsOf<{ dedupe_key: string }>(await database.db.execute(sql`select dedupe_key from jobs where kind = 'sweep:reminders'`));
      expect(new Set(sweeps.map((s) => s.dedupe_key)).size).toBe(sweeps.length);
    } finally {
      await database.close();
    }
    const mails = smtp!.messages.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(N);
    const texts = mails.map((m) => parseMail(m.raw).text ?? '');
    for (const at of starts) expect(texts.filter((t) => t.includes(formatReminderWhen(at, ZONE, false)))).toHaveLength(1);
    expect(texts.every((t) => t.includes('https://meadow.example/connect/'))).toBe(true);
  });
});
