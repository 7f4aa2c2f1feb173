import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface CapturedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The message as sent, headers and encoded body: read it with parseMail (mail-message.ts). */
  raw: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:PORT, for SMTP_URL (config.smtpUrl) or createMailer. */
  readonly url: string;
  readonly port: number;
  /** Every message received so far, in order. */
  readonly messages: readonly CapturedMail[];
  /**
   * Resolves once `count` messages have arrived: a route may send its mail
   * after it answered. Rejects after `timeoutMs` rather than hang.
   */
  waitFor(count: number, timeoutMs?: number): Promise<readonly CapturedMail[]>;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** Return a reason to refuse that recipient (RCPT TO answered 550 with it), undefined to accept. */
  refuse?: (recipient: string) => string | undefined;
  /** Listen on this port (a capture started again where a stopped one was); default a free one. */
  port?: number;
}

/**
 * A real SMTP server on 127.0.0.1 (a random port) that keeps what it is
 * sent: plain SMTP, no STARTTLS (its built-in certificate would fail
 * nodemailer's check) and no authentication required.
 */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const reason = options.refuse?.(address.address);
      if (reason === undefined) return callback();
      return callback(Object.assign(new Error(reason), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (err: Error) => callback(err));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} message(s) within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
