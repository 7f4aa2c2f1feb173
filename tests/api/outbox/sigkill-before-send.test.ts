import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotVerifyResponse } from '../../../domain/contract/forgot';
import { SEND_EMAIL_JOB } from '../../../server/jobs/send-jobs';
import type { StartedServer } from '../../server-process';
import { compose, multipart } from '../routes/mail/mail-api';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture';
import { call, freePort, killHard, loginAt, rowsOf, type ServerData, serverData, type Session, sleep, startOn, waitUntil } from '../resilience/kit';

/**
 * Issue 30 item 5: a SIGKILL between the commit and the send loses no
 * e-mail. A real server process with its job worker off takes writes that
 * send (secure-mail notices to recipients with no open session, a reset
 * link) and is killed with SIGKILL before anything went out; a fresh
 * process on the same data, worker on, sends every one of them to a real
 * SMTP server, each exactly once. On PGlite the two processes use the data
 * directory one after the other; on PostgreSQL the same database.
 */
const MAILS = 4;

let data: ServerData | undefined;
let smtp: SmtpCapture | undefined;
let server: StartedServer | undefined;

describe('SIGKILL after writes that send and before their sends', () => {
  beforeAll(async () => {
    data = await serverData();
    smtp = await startSmtpCapture();
    Object.assign(data.env, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://meadow.example', RATE_LIMIT_MAX: '1000000' });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await data?.drop();
  }, 60_000);

  it('given writes acknowledged and the process killed before sending, when a fresh process starts, should send every e-mail exactly once', async () => {
    const port = await freePort();
    server = await startOn(port, { ...data!.env, JOBS_ENABLED: '0' });
    const base = server.base;
    const [rivera, alex, jo] = (await Promise.all(['dr.rivera', 'alex.client', 'jo.other'].map((u) => loginAt(base, u)))) as [Session, Session, Session];
    for (let i = 0; i < MAILS; i++) {
      const form = await multipart(compose({ providerId: rivera.userId, to: [alex.userId, jo.userId], subject: `killed ${i}`, body: '<p>x</p>' }));
      const sent = await call(base, rivera, 'POST', '/api/portalemail/send', { raw: form.payload, contentType: form.contentType });
      expect(sent?.status, JSON.stringify(sent?.body)).toBe(200);
    }
    const verified = await call(base, null, 'POST', '/api/forgot/verify', { json: { email: 'rivera@meadow.example' } });
    const { details } = forgotVerifyResponse.parse(verified?.body);
    const matched = await call(base, null, 'POST', '/api/forgot/match_answers', {
      json: { id: details.id, token: details.token, answers: { question: 'Biscuit', insurance: [''] } },
    });
    expect(matched?.status, JSON.stringify(matched?.body)).toBe(200);
    const expected = MAILS * 2 + 1;
    await sleep(300);
    expect(smtp!.messages).toHaveLength(0);

    await killHard(server.child);
    await server.stop();
    server = await startOn(port, { ...data!.env, JOBS_ENABLED: '1', JOBS_POLL_MS: '100' });
    expect(await waitUntil(() => smtp!.messages.length >= expected, 60_000)).toBe(true);
    // A few more polls: nothing is sent again.
    await sleep(1500);
    const to = smtp!.messages.map((m) => m.to.join(','));
    expect(to.filter((a) => a === 'alex@meadow.example')).toHaveLength(MAILS);
    expect(to.filter((a) => a === 'jo@meadow.example')).toHaveLength(MAILS);
    expect(to.filter((a) => a === 'rivera@meadow.example')).toHaveLength(1);
    expect(smtp!.messages).toHaveLength(expected);

    // PGlite's directory is one process's: the server goes before the rows are read.
    await server.stop();
    server = undefined;
    const database = await data!.open();
    try {
      const jobs = await rowsOf<{ attempts: number; done: boolean; has_token: boolean }>(
        database,
        sql`select attempts, done_at is not null as done, payload ? 'token' as has_token from jobs where kind = ${SEND_EMAIL_JOB}`,
      );
      expect(jobs).toHaveLength(expected);
      expect(jobs.every((j) => j.done && j.attempts === 1 && !j.has_token)).toBe(true);
    } finally {
      await database.close();
    }
  }, 240_000);
});
