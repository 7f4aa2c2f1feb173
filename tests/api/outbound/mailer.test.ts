import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, MailNotSentError, type MailerLog } from '../../../server/outbound/mailer';
import { secureMailNotice } from '../../../server/outbound/secure-mail-notice';
import { parseMail } from '../mail-message';
import { readOutbox } from '../outbox';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture';

const MAIL_FROM = 'Meadow <no-reply@meadow.test>';
const PUBLIC_URL = 'https://meadow.test';
const RECIPIENT = 'alex.client@example.com';

/** Every log call, as the text a log line would carry. */
function recordingLog(): MailerLog & { lines: string[] } {
  const lines: string[] = [];
  const record = (level: string) => (obj: object, msg: string) => lines.push(JSON.stringify({ level, ...obj, msg }));
  return { lines, info: record('info'), warn: record('warn') };
}

/** What must never reach a log line: the address, and any words of the message. */
function expectNothingPersonal(lines: string[], subject: string, text: string): void {
  const all = lines.join('\n');
  expect(all).not.toContain(RECIPIENT);
  expect(all).not.toContain('alex.client');
  expect(all).not.toContain(subject);
  for (const line of text.split('\n').filter((l) => l.length > 8)) expect(all).not.toContain(line);
}

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'meadow-mailer-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('createMailer with SMTP_URL', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture({ refuse: (to) => (to.startsWith('gone@') ? `<${to}> no such mailbox` : undefined) });
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('given a secure mail notice, should deliver it from MAIL_FROM to the recipient with nothing added', async () => {
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: MAIL_FROM, outboxDir: path.join(tmp, 'unused'), log });
    const notice = secureMailNotice(PUBLIC_URL);

    await mailer.send({ to: RECIPIENT, ...notice });
    await mailer.close();

    const [received] = await smtp.waitFor(1);
    expect(received!.from).toBe('no-reply@meadow.test');
    expect(received!.to).toEqual([RECIPIENT]);
    const mail = parseMail(received!.raw);
    expect(mail.header('from')).toBe(MAIL_FROM);
    expect(mail.header('to')).toBe(RECIPIENT);
    expect(mail.header('subject')).toBe(notice.subject);
    expect(mail.header('message-id')).toMatch(/^<[\w.]+@meadow\.test>$/);
    expect(mail.text).toContain(`${PUBLIC_URL}/emails/inbox`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/emails/inbox"`);
    // The notice's own test shows it holds only its wording and the link; here, that nothing is added on the way.
    expect(mail.text).toBe(notice.text);
    expect(mail.html).toBe(notice.html);
    await expect(readdir(path.join(tmp, 'unused'))).rejects.toThrow(/ENOENT/);

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('mail sent');
    expect(log.lines[0]).toContain(mail.header('message-id'));
    expectNothingPersonal(log.lines, notice.subject, notice.text);
  });

  it('given a refused recipient, should reject without the address in the error or the log', async () => {
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: MAIL_FROM, outboxDir: tmp, log });
    const before = smtp.messages.length;

    const err: unknown = await mailer.send({ to: 'gone@example.com', subject: 'Your session notes', text: 'Private words' }).catch((e: unknown) => e);
    await mailer.close();

    expect(err).toBeInstanceOf(MailNotSentError);
    const failure = err as MailNotSentError;
    expect(failure.code).toBe('EENVELOPE');
    expect(failure.responseCode).toBe(550);
    expect(failure.permanent).toBe(true);
    expect(failure.message).not.toContain('gone@example.com');
    expect(failure).not.toHaveProperty('cause');
    expect(JSON.stringify(failure)).not.toContain('gone@');
    expect(log.lines.join('\n')).not.toContain('gone@');
    expect(log.lines.join('\n')).toContain('mail not sent');
    expect(smtp.messages).toHaveLength(before);
  });

  it('given several addresses in one "to", should refuse before sending: one recipient per message', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: MAIL_FROM, outboxDir: tmp });
    const before = smtp.messages.length;
    await expect(mailer.send({ to: 'a@example.com, b@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailNotSentError);
    await expect(mailer.send({ to: 'a@example.com\r\nBcc: b@example.com', subject: 's', text: 't' })).rejects.toThrow(
      /one recipient per message/,
    );
    await mailer.close();
    expect(smtp.messages).toHaveLength(before);
  });
});

describe('createMailer without SMTP_URL', () => {
  it('given a message, should write one owner-only .eml file with its headers into a new outbox', async () => {
    const outboxDir = path.join(tmp, 'data', 'outbox');
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: MAIL_FROM, outboxDir, log });
    const notice = secureMailNotice(PUBLIC_URL);

    await mailer.send({ to: RECIPIENT, ...notice });
    await mailer.close();

    const files = await readOutbox(outboxDir);
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file!.name).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
    expect(file!.mode).toBe(0o600);
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    expect(await readdir(outboxDir)).toEqual([file!.name]); // no half-written file left beside it
    const mail = parseMail(file!.raw);
    expect(mail.header('from')).toBe(MAIL_FROM);
    expect(mail.header('to')).toBe(RECIPIENT);
    expect(mail.header('subject')).toBe(notice.subject);
    expect(mail.header('date')).toBeDefined();
    expect(mail.header('message-id')).toMatch(/@meadow\.test>$/);
    expect(mail.text).toBe(notice.text);
    expect(mail.html).toBe(notice.html);

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('mail written to the outbox');
    expect(log.lines[0]).toContain(file!.name);
    expectNothingPersonal(log.lines, notice.subject, notice.text);
  });

  it('given messages sent one after another, should name the files so that they sort in that order', async () => {
    const outboxDir = path.join(tmp, 'ordered');
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: MAIL_FROM, outboxDir });
    for (const n of [1, 2, 3]) {
      await mailer.send({ to: RECIPIENT, subject: `Message ${n}`, text: `Body ${n}` });
      await new Promise((r) => setTimeout(r, 3)); // names are unique within a millisecond, ordered across them
    }
    await mailer.close();
    const subjects = (await readOutbox(outboxDir)).map((f) => parseMail(f.raw).header('subject'));
    expect(subjects).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('given non-ASCII text, should keep it intact', async () => {
    const outboxDir = path.join(tmp, 'unicode');
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: MAIL_FROM, outboxDir });
    await mailer.send({ to: RECIPIENT, subject: 'Réunion à 9 h — ça va ?', text: 'Grüße, Zoë 🌿\n'.repeat(20) });
    await mailer.close();
    const [file] = await readOutbox(outboxDir);
    const mail = parseMail(file!.raw);
    expect(mail.header('subject')).toBe('Réunion à 9 h — ça va ?');
    expect(mail.text).toBe('Grüße, Zoë 🌿\n'.repeat(20));
    expect(mail.html).toBeUndefined();
  });

  it('given a send not awaited (fire and forget after a commit), close() should wait for it', async () => {
    const outboxDir = path.join(tmp, 'in-flight');
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: MAIL_FROM, outboxDir });
    void mailer.send({ to: RECIPIENT, subject: 's', text: 't' });
    await mailer.close();
    expect(await readOutbox(outboxDir)).toHaveLength(1);
    await expect(mailer.send({ to: RECIPIENT, subject: 's', text: 't' })).rejects.toThrow(/closed/);
  });
});

describe('createMailer with an SMTP server that is down', () => {
  it('given a closed port, should reject so the caller can log and go on', async () => {
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, mailFrom: MAIL_FROM, outboxDir: tmp, log });
    const notice = secureMailNotice(PUBLIC_URL);

    const err: unknown = await mailer.send({ to: RECIPIENT, ...notice }).catch((e: unknown) => e);
    await mailer.close();

    expect(err).toBeInstanceOf(MailNotSentError);
    const failure = err as MailNotSentError;
    expect(failure.code).toBe('ESOCKET');
    expect(failure.message).toMatch(/ECONNREFUSED/);
    expect(failure.messageId).toMatch(/@meadow\.test>$/);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('"level":"warn"');
    expect(log.lines[0]).toContain(failure.messageId);
    expectNothingPersonal(log.lines, notice.subject, notice.text);
  });
});
