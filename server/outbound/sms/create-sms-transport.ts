import type { Config } from '../../config';
import { httpSmsTransport } from './http-sms-transport';
import { logSmsTransport, type SmsLog, type SmsTransport } from './sms-transport';

/** The configured transport: SMS_TRANSPORT=http with SMS_HTTP_*, else the logging one. */
export function createSmsTransport(
  config: Pick<Config, 'smsTransport' | 'smsHttpUrl' | 'smsHttpUser' | 'smsHttpToken' | 'smsFrom'>,
  log: SmsLog,
): SmsTransport {
  if (config.smsTransport === 'http' && config.smsHttpUrl && config.smsFrom) {
    return httpSmsTransport({ url: config.smsHttpUrl, user: config.smsHttpUser, token: config.smsHttpToken, from: config.smsFrom, log });
  }
  return logSmsTransport(log);
}
