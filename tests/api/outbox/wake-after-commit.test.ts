import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../../domain/contract/idempotency';
import type { StartedServer } from '../../server-process';
import { compose, multipart } from '../routes/mail/mail-api';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture';
import { freePort, loginAt, type ServerData, serverData, type Session, startOn } from '../resilience/kit';

/**
 * Issue 30 item 5, latency: a write's send does not wait for the worker's
 * next poll. A real server polls once at start and then every ten minutes;
 * a mail send (with and without an Idempotency-Key, whose transaction
 * commits only as the answer goes out) wakes the worker once answered, so
 * its notice reaches the SMTP server long before the next poll would.
 */
let data: ServerData | undefined;
let smtp: SmtpCapture | undefined;
let server: StartedServer | undefined;

describe('the worker woken by a write', () => {
  beforeAll(async () => {
    data = await serverData();
    smtp = await startSmtpCapture();
    server = await startOn(await freePort(), { ...data.env, SMTP_URL: smtp.url, JOBS_ENABLED: '1', JOBS_POLL_MS: '600000', RATE_LIMIT_MAX: '1000000' });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await data?.drop();
  }, 60_000);

  it('given a ten-minute poll, when mail is sent with and without an Idempotency-Key, should e-mail each notice without waiting for the poll', async () => {
    const base = server!.base;
    const [rivera, jo] = (await Promise.all(['dr.rivera', 'jo.other'].map((u) => loginAt(base, u)))) as [Session, Session];
    for (const keyed of [false, true]) {
      const before = smtp!.messages.length;
      const form = await multipart(compose({ providerId: rivera.userId, to: [jo.userId], subject: `woken ${keyed}`, body: '<p>x</p>' }));
      const res = await fetch(`${base}/api/portalemail/send`, {
        method: 'POST',
        headers: {
          token: rivera.token,
          userid: String(rivera.userId),
          'content-type': form.contentType,
          ...(keyed ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : {}),
        },
        body: new Uint8Array(form.payload),
      });
      expect(res.status, await res.text()).toBe(200);
      // Bounded far below the ten-minute poll: only the wake-up can deliver it in time.
      const got = await smtp!.waitFor(before + 1, 30_000);
      expect(got.at(-1)!.to).toEqual(['jo@meadow.example']);
    }
  }, 120_000);
});
