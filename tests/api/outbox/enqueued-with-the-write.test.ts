import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, mailboxEntries, passwordResetTokens, users } from '../../../server/db/schema/index';
import { enqueueEmail, enqueuePush, SEND_EMAIL_JOB, SEND_PUSH_JOB } from '../../../server/jobs/send-jobs';
import { rowsOf } from '../../../server/repositories/appointments/sql-arrays';
import type { Outbox } from '../../../server/repositories/outbox-hook';
import { build, login, type Login } from '../helper';
import { issueResetLink } from '../routes/forgot/forgot-fixtures';
import { add as addAppointment, oneOff, saved, seedIds } from '../routes/appointment/write-helpers';
import { compose, mailApi } from '../routes/mail/mail-api';

/**
 * Issue 30 item 5: every send is enqueued in the transaction of the write
 * that causes it. A write whose transaction fails after its sends were
 * enqueued leaves neither the record nor a job; a write that commits leaves
 * its jobs, waiting for the worker (nothing was sent from the request).
 */
const t = build();
const mail = mailApi(t);

const pending = async (): Promise<Record<string, number>> => {
  const rows = rowsOf<{ kind: string; n: number }>(
    await t.app.database.db.execute(sql`
      select kind, count(*)::int as n from jobs where kind in (${SEND_EMAIL_JOB}, ${SEND_PUSH_JOB}) and done_at is null group by kind`),
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
};
const countOf = async (query: Promise<unknown[]>) => (await query).length;

class AfterTheSends extends Error {}
/** Enqueues the real sends, then fails the transaction. */
const failingAfter =
  <T>(sends: (tx: Parameters<Outbox<T>>[0], written: T) => Promise<void>): Outbox<T> =>
  async (tx, written) => {
    await sends(tx, written);
    throw new AfterTheSends();
  };

describe('sends are enqueued in the write’s transaction', () => {
  let rivera: Login;
  let alex: Login;

  beforeAll(async () => {
    [rivera, alex] = (await Promise.all(['dr.rivera', 'alex.client'].map((u) => login(t.app, u)))) as [Login, Login];
    await t.app.jobs.drain();
  });

  it('given a mail send whose transaction fails after enqueueing, should leave no mail and no job', async () => {
    const before = await pending();
    const entries = await countOf(t.app.db.select().from(mailboxEntries));
    const send = t.app.mailWritesRepository.send(
      { senderId: rivera.userId, providerId: rivera.userId, to: [alex.userId], subject: 'rolled back', body: '', draftId: null, keepAttachmentIds: [], files: [] },
      failingAfter(async (tx, sent) => {
        await enqueuePush(tx, { kind: 'mail', userIds: sent.recipientEntries.map((r) => r.userId) });
        await enqueueEmail(tx, { template: 'secureMailNotice', userId: alex.userId });
      }),
    );
    await expect(send).rejects.toBeInstanceOf(AfterTheSends);
    expect(await countOf(t.app.db.select().from(mailboxEntries))).toBe(entries);
    expect(await pending()).toEqual(before);
  });

  it('given a chat send whose transaction fails after enqueueing, should leave no message and no job', async () => {
    const before = await pending();
    const messages = await countOf(t.app.db.select().from(chatMessages));
    const send = t.app.chatRepository.send(rivera.userId, { userIds: [alex.userId] }, 'rolled back', failingAfter((tx) => enqueuePush(tx, { kind: 'chat', userIds: [alex.userId] })));
    await expect(send).rejects.toBeInstanceOf(AfterTheSends);
    expect(await countOf(t.app.db.select().from(chatMessages))).toBe(messages);
    expect(await pending()).toEqual(before);
  });

  it('given a reset link or a password reset whose transaction fails after enqueueing, should leave the link and password as they were and no job', async () => {
    const before = await pending();
    const repo = t.app.accountRecoveryRepository;
    const attempt = await repo.createAttempt({ userId: rivera.userId, questionId: 1, address: '127.0.0.1' });
    const links = await countOf(t.app.db.select().from(passwordResetTokens));
    const issue = repo.succeed(attempt.id, rivera.userId, new Date(), failingAfter((tx, link) =>
      enqueueEmail(tx, { template: 'passwordReset', userId: rivera.userId, token: link.token, expiresAt: link.expiresAt.getTime() }),
    ));
    await expect(issue).rejects.toBeInstanceOf(AfterTheSends);
    expect(await countOf(t.app.db.select().from(passwordResetTokens))).toBe(links);

    const token = await issueResetLink(t.app, rivera.userId);
    const [{ passwordHash }] = (await t.app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, rivera.userId))) as [{ passwordHash: string }];
    const reset = repo.resetPassword(token, 'not-a-real-hash', new Date(), failingAfter((tx, done) => enqueueEmail(tx, { template: 'passwordChanged', userId: done.userId })));
    await expect(reset).rejects.toBeInstanceOf(AfterTheSends);
    const [after] = await t.app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, rivera.userId));
    expect(after!.passwordHash).toBe(passwordHash);
    expect(await pending()).toEqual(before);
  });

  it('given writes that commit, should leave their sends waiting as jobs, sent only by the worker', async () => {
    const before = await pending();
    await mail.sendOk(rivera, compose({ providerId: rivera.userId, to: [alex.userId], subject: 'committed' }));
    const chat = await t.app.inject({ method: 'POST', url: '/api/chat/message/send/text', headers: rivera.headers, payload: { message: 'hi', receiverIds: [alex.userId], isGroup: false } });
    expect(chat.statusCode, chat.body).toBe(200);
    const ids = await seedIds(t.app);
    saved(await addAppointment(t.app, rivera, oneOff({ providerId: ids.rivera, contactId: ids.client['Priya']!, date: [2034, 2, 7], start: [10, 0], end: [10, 50] })));
    const after = await pending();
    // The mail's push and notice, the chat's push, the appointment's push.
    expect((after[SEND_PUSH_JOB] ?? 0) - (before[SEND_PUSH_JOB] ?? 0)).toBe(3);
    expect((after[SEND_EMAIL_JOB] ?? 0) - (before[SEND_EMAIL_JOB] ?? 0)).toBe(1);
    await t.app.jobs.drain();
    expect(await pending()).toEqual({});
  });
});
