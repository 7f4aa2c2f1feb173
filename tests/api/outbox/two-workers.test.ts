import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_EMAIL_JOB } from '../../../server/jobs/send-jobs';
import { rowsOf } from '../../../server/repositories/appointments/sql-arrays';
import { startServerProcesses, type StartedServer } from '../../server-process';
import { type FreshDatabase, freshDatabase, usingPostgres } from '../helper';
import { compose, multipart } from '../routes/mail/mail-api';
import { call, loginAt, type Session, sleep } from '../resilience/kit';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture';

/**
 * Issue 30 item 5, sent once across processes: two real server processes on
 * one PostgreSQL database, each with its job worker (polling every 50 ms and
 * woken by its own writes), take mail sends in turn at once; every notice
 * reaches the SMTP server exactly once. PostgreSQL only (PGlite is one
 * process's).
 */
const N = 20;

describe.runIf(usingPostgres)('outbox e-mails with two server processes on one PostgreSQL', () => {
  let db: FreshDatabase | undefined;
  let smtp: SmtpCapture | undefined;
  const servers: StartedServer[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    smtp = await startSmtpCapture();
    servers.push(
      ...(await startServerProcesses(2, { DATABASE_URL: db.url, SMTP_URL: smtp.url, JOBS_POLL_MS: '50', JOBS_BATCH: '5', SEED_DEMO: '1', RATE_LIMIT_MAX: '1000000', PUBLIC_URL: 'https://meadow.example' })),
    );
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp?.close();
    await db?.drop();
  }, 60_000);

  it(`given ${N} mails sent through both processes at once, should e-mail each offline recipient exactly once per mail`, async () => {
    const [a, b] = servers as [StartedServer, StartedServer];
    const [rivera, alex, jo] = (await Promise.all(['dr.rivera', 'alex.client', 'jo.other'].map((u) => loginAt(a.base, u)))) as [Session, Session, Session];
    const answers = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const form = await multipart(compose({ providerId: rivera.userId, to: [alex.userId, jo.userId], subject: `both ${i}`, body: '<p>x</p>' }));
        return call(i % 2 === 0 ? a.base : b.base, rivera, 'POST', '/api/portalemail/send', { raw: form.payload, contentType: form.contentType });
      }),
    );
    expect(answers.map((r) => r?.status)).toEqual(answers.map(() => 200));
    await smtp!.waitFor(2 * N, 90_000);

    const database = await db!.open();
    try {
      let jobs: { attempts: number; locked_by: string; done: boolean }[] = [];
      for (let i = 0; i < 200; i++) {
        jobs = rowsOf<(typeof jobs)[number]>(await database.db.execute(sql`select attempts, locked_by, done_at is not null as done from jobs where kind = ${SEND_EMAIL_JOB}`));
        if (jobs.length === 2 * N && jobs.every((j) => j.done)) break;
        await sleep(100);
      }
      expect(jobs).toHaveLength(2 * N);
      expect(jobs.every((j) => j.done && j.attempts === 1)).toBe(true);
    } finally {
      await database.close();
    }
    // A few more polls of both: nothing is sent again.
    await sleep(500);
    const to = smtp!.messages.map((m) => m.to.join(','));
    expect(to.filter((x) => x === 'alex@meadow.example')).toHaveLength(N);
    expect(to.filter((x) => x === 'jo@meadow.example')).toHaveLength(N);
    expect(smtp!.messages).toHaveLength(2 * N);
  }, 180_000);
});
