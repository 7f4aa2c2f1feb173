import { sql } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/repositories/appointments/sql-arrays';
import { SEND_EMAIL_JOB, SEND_MAX_ATTEMPTS } from '../../../server/jobs/send-jobs';
import { build, login, type Login } from '../helper';
import { parseMail } from '../mail-message';
import { compose, mailApi } from '../routes/mail/mail-api';
import { matchAnswers, startAttempt } from '../routes/forgot/forgot-fixtures';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture';

/**
 * Issue 30 item 5: a mail server that is down for ten minutes delays the
 * outbox's e-mails and loses none. The SMTP test server is stopped, writes
 * that send e-mail are made, and the worker is ticked through ten minutes
 * of back-off (the due times moved back in SQL a minute at a time, as the
 * clock would); no job may give up. Then the server starts again on the
 * same port and every e-mail arrives, each once.
 */
let smtp: SmtpCapture;
let port = 0;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  port = smtp.port;
  t.config.smtpUrl = smtp.url;
});
const t = build({ recoveryMaxPerIp: 10_000, recoveryMaxPerAccount: 10_000 });
const mail = mailApi(t);
afterAll(async () => {
  await smtp?.close();
});

interface SendRow {
  id: number;
  attempts: number;
  max_attempts: number;
  done: boolean;
  last_error: string | null;
  has_token: boolean;
}

const sendJobs = async (): Promise<SendRow[]> =>
  rowsOf<SendRow>(
    await t.app.database.db.execute(sql`
      select id, attempts, max_attempts, done_at is not null as done, last_error, payload ? 'token' as has_token
        from jobs where kind = ${SEND_EMAIL_JOB} order by id`),
  );

const MAILS = 3;
const MINUTES = 10;

describe('the outbox while the mail server is down', () => {
  let rivera: Login;
  let alex: Login;
  let jo: Login;

  beforeAll(async () => {
    [rivera, alex, jo] = (await Promise.all(['dr.rivera', 'alex.client', 'jo.other'].map((u) => login(t.app, u)))) as [Login, Login, Login];
  });

  it('given SMTP down for ten minutes, when mail notices and a reset link are due, should give up none and send each once when it is back', async () => {
    await smtp.close();
    for (let i = 0; i < MAILS; i++) {
      await mail.sendOk(rivera, compose({ providerId: rivera.userId, to: [alex.userId, jo.userId], subject: `outage ${i}` }));
    }
    const attempt = await startAttempt(t.app, 'rivera@meadow.example');
    expect((await matchAnswers(t.app, attempt, 'Biscuit')).statusCode).toBe(200);
    const expected = MAILS * 2 + 1;
    expect(await sendJobs()).toHaveLength(expected);

    // Ten minutes, one at a time: whatever is due runs (and fails), then the clock moves on.
    for (let minute = 0; minute <= MINUTES; minute++) {
      await t.app.jobs.drain(50);
      if (minute < MINUTES) {
        await t.app.database.db.execute(sql`update jobs set run_at = run_at - interval '1 minute' where kind = ${SEND_EMAIL_JOB} and done_at is null`);
      }
    }
    const during = await sendJobs();
    expect(during.every((j) => !j.done)).toBe(true);
    // 30 s, 1, 2, 4 min of back-off fit in ten minutes: five tries each, and none used up.
    expect(during.map((j) => j.attempts)).toEqual(during.map(() => 5));
    expect(during.every((j) => j.max_attempts === SEND_MAX_ATTEMPTS && j.attempts < j.max_attempts)).toBe(true);
    expect(during.every((j) => j.last_error !== null && !j.last_error.includes('@'))).toBe(true);

    smtp = await startSmtpCapture({ port });
    await t.app.database.db.execute(sql`update jobs set run_at = now() where kind = ${SEND_EMAIL_JOB} and done_at is null`);
    await t.app.jobs.drain(50);
    await smtp.waitFor(expected);
    // Another pass finds nothing left to send.
    await t.app.jobs.drain(50);
    const to = smtp.messages.map((m) => m.to.join(','));
    expect(to.filter((a) => a === 'alex@meadow.example')).toHaveLength(MAILS);
    expect(to.filter((a) => a === 'jo@meadow.example')).toHaveLength(MAILS);
    expect(to.filter((a) => a === 'rivera@meadow.example')).toHaveLength(1);
    expect(smtp.messages).toHaveLength(expected);
    const reset = smtp.messages.find((m) => m.to[0] === 'rivera@meadow.example')!;
    expect(parseMail(reset.raw).text).toMatch(/\/forgot_reset\/[A-Za-z0-9_-]+/);

    const after = await sendJobs();
    expect(after.every((j) => j.done)).toBe(true);
    // The reset link's token left the jobs table with its job.
    expect(after.some((j) => j.has_token)).toBe(false);
  });
});
