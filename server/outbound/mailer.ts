import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';

/** One e-mail to one recipient. */
export interface OutboundEmail {
  /** One address: every recipient gets a message of their own, so no one learns another's address. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files built from our own strings (an appointment's .ics), never read from disk or a URL. */
  attachments?: readonly OutboundAttachment[];
}

export interface OutboundAttachment {
  filename: string;
  /** A full media type, e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  contentType: string;
  content: string;
}

export interface Mailer {
  /**
   * Sends (SMTP_URL) or writes to the outbox. Rejects with a MailNotSentError
   * when the message could not be handed over; it has already been logged.
   */
  send(message: OutboundEmail): Promise<void>;
  /** Waits for the sends under way, then closes the transport. */
  close(): Promise<void>;
}

/** The two calls of a pino logger the mailer uses (app.log fits). */
export interface MailerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MailerOptions {
  /** smtp://… or smtps://…; unset: write .eml files into outboxDir. */
  smtpUrl: string | undefined;
  /** The From header and envelope sender (MAIL_FROM). */
  mailFrom: string;
  outboxDir: string;
  log?: MailerLog;
}

/**
 * A failed send, safe to log: it keeps nodemailer's code and SMTP reply code
 * but neither the original error (whose `recipient`, `rejected` and message
 * can carry addresses) nor any address in its text.
 */
export class MailNotSentError extends Error {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  /** true when the server refused this message for good (5xx): sending it again will not help. */
  readonly permanent: boolean | undefined;

  constructor(
    readonly messageId: string,
    detail: string,
    failure: { code?: string; responseCode?: number; permanent?: boolean } = {},
  ) {
    super(`mail ${messageId} not sent: ${detail}`);
    this.name = 'MailNotSentError';
    this.code = failure.code;
    this.responseCode = failure.responseCode;
    this.permanent = failure.permanent;
  }
}

/** Connecting to a dead server must not hold a caller for nodemailer's default two minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

const silentLog: MailerLog = { info: () => undefined, warn: () => undefined };

const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** Error texts may quote an address (a rejected RCPT TO): replace any. */
const withoutAddresses = (text: string): string => text.replace(ADDRESS, '<address>');

/** The domain of MAIL_FROM, for Message-IDs, as RFC 5322 recommends. */
function senderDomain(mailFrom: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

/** A sortable, unique name: the UTC time to the millisecond, then randomness. */
function outboxFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(6).toString('hex')}.eml`;
}

interface NodemailerFailure {
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
  message?: unknown;
}

function notSent(messageId: string, err: unknown): MailNotSentError {
  const e: NodemailerFailure = typeof err === 'object' && err !== null ? err : {};
  return new MailNotSentError(messageId, withoutAddresses(typeof e.message === 'string' ? e.message : String(err)), {
    code: typeof e.code === 'string' ? e.code : undefined,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    permanent: typeof e.permanent === 'boolean' ? e.permanent : undefined,
  });
}

/**
 * E-mail out: through SMTP when SMTP_URL is set, otherwise into an outbox of
 * .eml files a developer can open. Even a notice is personal data (that
 * someone is a client of a practice), so only message ids reach the log,
 * never an address, subject or body, and outbox files are owner-only.
 */
export function createMailer(options: MailerOptions): Mailer {
  const log = options.log ?? silentLog;
  const domain = senderDomain(options.mailFrom);
  // nodemailer's own logger stays off (its default): it logs recipients at info.
  // A message is built from our strings only: never let one read a local file or fetch a URL.
  const safety = { disableFileAccess: true, disableUrlAccess: true };
  const transport = options.smtpUrl ? 'smtp' : 'outbox';
  // nodemailer (≈ 3 MiB of heap) is loaded with the first message, not at start: many processes never send one.
  let made: Promise<Transporter> | undefined;
  const transporter = () =>
    (made ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...safety, url: options.smtpUrl })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, ...safety }),
    ));
  const pending = new Set<Promise<void>>();
  let closing = false;

  async function deliver(mail: SendMailOptions, messageId: string): Promise<void> {
    const sender = await transporter();
    if (transport === 'smtp') {
      await sender.sendMail(mail);
      log.info({ messageId, transport }, 'mail sent');
      return;
    }
    const { message } = (await sender.sendMail(mail)) as { message: unknown };
    if (!Buffer.isBuffer(message)) throw new Error('the outbox transport did not return a buffer');
    await mkdir(options.outboxDir, { recursive: true, mode: OWNER_ONLY_DIR });
    const file = path.join(options.outboxDir, outboxFileName(new Date()));
    // Written aside and renamed, so whoever lists the outbox never reads half a message.
    await writeFile(`${file}.part`, message, { mode: OWNER_ONLY_FILE, flag: 'wx' });
    await rename(`${file}.part`, file);
    log.info({ messageId, transport, file: path.basename(file) }, 'mail written to the outbox');
  }

  return {
    send(message) {
      const messageId = `<${Date.now().toString(36)}.${randomBytes(8).toString('hex')}@${domain}>`;
      const sending = (async () => {
        if (closing) throw new MailNotSentError(messageId, 'the mailer is closed');
        if (/[\r\n,;]/.test(message.to)) {
          throw new MailNotSentError(messageId, 'one recipient per message', { code: 'EENVELOPE', permanent: true });
        }
        await deliver(
          {
            from: options.mailFrom,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.html === undefined ? {} : { html: message.html }),
            ...(message.attachments === undefined
              ? {}
              : { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }),
            messageId,
          },
          messageId,
        );
      })().catch((err: unknown) => {
        const failure = err instanceof MailNotSentError ? err : notSent(messageId, err);
        log.warn({ messageId, transport, code: failure.code, responseCode: failure.responseCode }, 'mail not sent');
        throw failure;
      });
      // Tracked as a promise that never rejects: close() waits for every send, whatever its outcome.
      const settled = sending.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
      return sending;
    },

    async close() {
      closing = true;
      await Promise.all(pending);
      if (made) (await made).close();
    },
  };
}
