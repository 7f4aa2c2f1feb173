import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSmsTransport } from '../../../server/outbound/sms/http-sms-transport';
import { logSmsTransport, SmsNotSentError } from '../../../server/outbound/sms/sms-transport';

/** The Twilio-compatible adapter against a fake provider on 127.0.0.1. */
interface Received {
  auth: string | undefined;
  type: string | undefined;
  form: URLSearchParams;
}

let server: Server;
let base: string;
const received: Received[] = [];
let answer = 201;

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString()));
    req.on('end', () => resolve(s));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      received.push({ auth: req.headers.authorization, type: req.headers['content-type'], form: new URLSearchParams(body) });
      res.writeHead(answer, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM1', to: '+15550102233', body: 'echo' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function recordingLog() {
  const lines: string[] = [];
  const log = { info: (o: object, m: string) => void lines.push(JSON.stringify(o) + m), warn: (o: object, m: string) => void lines.push(JSON.stringify(o) + m) };
  return { lines, log };
}

describe('SMS transports', () => {
  it('given a 201, should POST To, From and Body as a form with basic auth, and log only the last two digits', async () => {
    answer = 201;
    const { lines, log } = recordingLog();
    const sms = httpSmsTransport({ url: `${base}/2010-04-01/Accounts/AC1/Messages.json`, user: 'AC1', token: 'tok', from: '+15550009999', log });
    await sms.send({ to: '+15550102233', body: 'Meadow reminder: appointment Tue, Mar 10, 10:00 AM EDT.' });
    const r = received.at(-1)!;
    expect(r.type).toBe('application/x-www-form-urlencoded');
    expect(r.auth).toBe(`Basic ${Buffer.from('AC1:tok').toString('base64')}`);
    expect(Object.fromEntries(r.form)).toEqual({ To: '+15550102233', From: '+15550009999', Body: 'Meadow reminder: appointment Tue, Mar 10, 10:00 AM EDT.' });
    expect(lines.join('\n')).toContain('"toLast2":"33"');
    expect(lines.join('\n')).not.toContain('0102233');
    expect(lines.join('\n')).not.toContain('reminder');
  });

  it('given a 400, should fail for good; given a 503 or 429, should fail to retry', async () => {
    const { log } = recordingLog();
    const sms = httpSmsTransport({ url: `${base}/m`, user: 'u', token: 't', from: '+15550009999', log });
    answer = 400;
    await expect(sms.send({ to: '+15550102233', body: 'x' })).rejects.toMatchObject({ code: 'SMS_HTTP_400', permanent: true });
    for (const status of [503, 429]) {
      answer = status;
      await expect(sms.send({ to: '+15550102233', body: 'x' })).rejects.toMatchObject({ code: `SMS_HTTP_${status}`, permanent: false });
    }
  });

  it('given no server listening, should fail to retry with a network code', async () => {
    const { log } = recordingLog();
    const sms = httpSmsTransport({ url: 'http://127.0.0.1:9/m', user: undefined, token: undefined, from: '+1', log });
    const err = await sms.send({ to: '+15550102233', body: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsNotSentError);
    expect(err).toMatchObject({ code: 'SMS_NETWORK', permanent: false });
  });

  it('given the logging transport, should log that an SMS was sent and the last two digits, never the text', async () => {
    const { lines, log } = recordingLog();
    await logSmsTransport(log).send({ to: '+15550102233', body: 'secret words' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"toLast2":"33"');
    expect(lines[0]).not.toContain('secret');
    expect(lines[0]).not.toContain('0102233');
  });
});
