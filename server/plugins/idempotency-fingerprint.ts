import { createHash, type Hash } from 'node:crypto';

/**
 * Feeds a parsed request part into a hash, canonically: object keys in
 * sorted order (two serialisations of one body are one request), every
 * value tagged with its type and length-prefixed (so {a:'1,b'} and
 * {a:'1',b:''} differ), bytes hashed as bytes (a mail's attachments).
 */
function feed(hash: Hash, value: unknown): void {
  if (value === null || value === undefined) {
    hash.update('n;');
  } else if (typeof value === 'string') {
    hash.update(`s${Buffer.byteLength(value)}:`).update(value);
  } else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    hash.update(`${typeof value}:${String(value)};`);
  } else if (value instanceof Uint8Array) {
    hash.update(`x${value.byteLength}:`).update(value);
  } else if (value instanceof Date) {
    hash.update(`t:${value.toISOString()};`);
  } else if (Array.isArray(value)) {
    hash.update(`a${value.length}[`);
    for (const item of value) feed(hash, item);
    hash.update(']');
  } else if (typeof value === 'object') {
    // JSON leaves out undefined members; so does the fingerprint.
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    hash.update(`o${entries.length}{`);
    for (const [k, v] of entries) {
      feed(hash, k);
      feed(hash, v);
    }
    hash.update('}');
  } else {
    // Functions and symbols never come out of a parser.
    hash.update(`?${typeof value};`);
  }
}

export interface FingerprintInput {
  method: string;
  /** The route pattern ('/api/clients/add_phone/:providerId'), not the URL. */
  route: string;
  params: unknown;
  /** As parsed (and validated) for the handler. */
  body: unknown;
}

/**
 * What an Idempotency-Key is bound to: the same key with another request
 * is refused (422). Method and route stay readable (a row shows which call
 * it was); parameters and body only as a SHA-256, since they may name a
 * client.
 */
export function fingerprintOf({ method, route, params, body }: FingerprintInput): string {
  const hash = createHash('sha256');
  feed(hash, params);
  feed(hash, body);
  return `${method.toUpperCase()} ${route} ${hash.digest('base64url')}`;
}
