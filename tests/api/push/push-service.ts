/**
 * A Web Push service for tests (RFC 8030 on the receiving end) on
 * 127.0.0.1, and subscribers with their own RFC 8291 keys that decrypt what
 * it received with http_ece, as a browser would.
 */
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { PushSubscriptionBody } from '../../../domain/contract/push';

interface Ece {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
}
// http_ece ships no types; the one call used here is typed above.
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export interface ReceivedPush {
  /** The subscriber's name (the endpoint's last path segment). */
  name: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** What the service answers for a subscriber (default 201 Created). */
  answer(name: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '').split('/').pop() ?? '';
      received.push({ name, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.method === 'POST' ? (answers.get(name) ?? 201) : 405;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (name, status) => answers.set(name, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Subscriber {
  name: string;
  subscription: PushSubscriptionBody;
  /** Decrypts one push body with this subscriber's private key and auth secret. */
  decrypt(body: Buffer): unknown;
}

/** A browser's subscription: its own P-256 key pair and 16-byte auth secret (RFC 8291). */
export function newSubscriber(service: PushService, name: string): Subscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    name,
    subscription: {
      endpoint: `${service.origin}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt: (body) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')) as unknown,
  };
}

/**
 * Checks an RFC 8292 Authorization header ('vapid t=<JWT>, k=<public key>'):
 * the ES256 signature against k, and answers k and the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined): { k: string; claims: { aud: string; exp: number; sub: string } } {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [jwt, k] = [m[1]!, m[2]!];
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const good = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!good) throw new Error('the VAPID JWT signature does not verify against k');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID JWT alg ${alg}`);
  return { k, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string } };
}
