/**
 * A Twilio-compatible HTTP adapter: POST application/x-www-form-urlencoded
 * `To`, `From`, `Body` to SMS_HTTP_URL with basic auth (SMS_HTTP_USER,
 * SMS_HTTP_TOKEN). Twilio's Messages endpoint takes exactly this, and so do
 * several other providers and gateways. 2xx: sent; 429 and 5xx: retry
 * later; other 4xx: refused for good (a bad number, a blocked sender).
 */
import { lastTwo, type SmsLog, SmsNotSentError, type SmsTransport } from './sms-transport';

export interface HttpSmsOptions {
  url: string;
  user: string | undefined;
  token: string | undefined;
  from: string;
  log: SmsLog;
  /** Abort a call that hangs (default 15 s). */
  timeoutMs?: number;
}

export function httpSmsTransport(options: HttpSmsOptions): SmsTransport {
  const auth =
    options.user === undefined ? undefined : `Basic ${Buffer.from(`${options.user}:${options.token ?? ''}`).toString('base64')}`;
  return {
    name: 'http',
    async send(message) {
      const body = new URLSearchParams({ To: message.to, From: options.from, Body: message.body });
      let status: number;
      try {
        const res = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(auth ? { authorization: auth } : {}) },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        status = res.status;
        // The answer echoes the number and text: read and drop it, never log it.
        await res.arrayBuffer().catch(() => undefined);
      } catch (err) {
        const code = (err as { name?: string }).name === 'TimeoutError' ? 'SMS_TIMEOUT' : 'SMS_NETWORK';
        options.log.warn({ transport: 'http', code, toLast2: lastTwo(message.to) }, 'sms not sent');
        throw new SmsNotSentError(code, false);
      }
      if (status >= 200 && status < 300) {
        options.log.info({ transport: 'http', toLast2: lastTwo(message.to) }, 'sms sent');
        return;
      }
      const permanent = status >= 400 && status < 500 && status !== 429 && status !== 408;
      options.log.warn({ transport: 'http', status, permanent, toLast2: lastTwo(message.to) }, 'sms not sent');
      throw new SmsNotSentError(`SMS_HTTP_${status}`, permanent);
    },
  };
}
