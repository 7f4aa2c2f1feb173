/**
 * SMS out (issue 15): a small interface with a logging default and one HTTP
 * provider adapter (http-sms-transport.ts). A text message is personal data
 * like an e-mail: the log names only that one was sent and the number's last
 * two digits, never the number or the text.
 */

export interface OutboundSms {
  /** E.164, e.g. +15551234567. */
  to: string;
  body: string;
}

export interface SmsTransport {
  readonly name: 'log' | 'http';
  /** Resolves when the provider accepted the message; rejects with an SmsNotSentError. */
  send(message: OutboundSms): Promise<void>;
}

export interface SmsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A failed send, safe to log: a code and whether retrying can help, nothing of the message. */
export class SmsNotSentError extends Error {
  constructor(
    readonly code: string,
    /** true when the provider refused this message for good (a 4xx other than 429). */
    readonly permanent: boolean,
  ) {
    super(`sms not sent: ${code}`);
    this.name = 'SmsNotSentError';
  }
}

/** The last two digits of a number, the only part of it a log line may carry. */
export const lastTwo = (to: string): string => to.replace(/\D/g, '').slice(-2);

/** The default: nothing leaves the machine; the log says an SMS would have gone out. */
export function logSmsTransport(log: SmsLog): SmsTransport {
  return {
    name: 'log',
    async send(message) {
      log.info({ transport: 'log', toLast2: lastTwo(message.to) }, 'sms sent');
    },
  };
}
