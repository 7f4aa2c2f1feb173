/**
 * The one way Meadow fetches a URL a user gave it (ARCHITECTURE "calendar
 * interop"; issue 28 item 2): https only (plain http only where the operator
 * allows it), the host resolved here and every address checked
 * (address-guard.ts), the connection made to the checked address itself (a
 * custom `lookup` pins it: no second DNS answer between check and connect),
 * redirects followed by hand (at most 3) with each hop checked the same way,
 * one 5 s deadline over all hops, at most 2 MiB read (aborted past it).
 *
 * The test allowance (`allowHosts`, BUSY_FEED_ALLOW_HOSTS, off by default)
 * names hosts that may be private and plain http: tests serve feeds from
 * 127.0.0.1. Errors carry a code only, never the URL (it is a secret).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-guard';

export const GUARDED_FETCH_TIMEOUT_MS = 5_000;
export const GUARDED_FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const GUARDED_FETCH_MAX_REDIRECTS = 3;

export interface GuardedFetchOptions {
  /** Plain http allowed for any host (an operator's choice, BUSY_FEED_ALLOW_HTTP). */
  allowHttp: boolean;
  /** Test-only: these hosts may resolve to private addresses and use plain http. */
  allowHosts: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  /** Content types accepted (lower case, no parameters); empty: any. */
  contentTypes?: readonly string[];
}

export type GuardedFetchCode =
  | 'bad_url'
  | 'blocked_address'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'http_error'
  | 'not_calendar';

/** A refused or failed fetch: `code` says why; the message is the code too (logs see no URL). */
export class GuardedFetchError extends Error {
  readonly code: GuardedFetchCode;
  constructor(code: GuardedFetchCode) {
    super(code);
    this.name = 'GuardedFetchError';
    this.code = code;
  }
}

export interface GuardedResponse {
  body: string;
  contentType: string;
}

interface Target {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** The URL's scheme and form, before any network: https (or allowed http), no credentials, a default or explicit port. */
export function checkUrl(raw: string, options: Pick<GuardedFetchOptions, 'allowHttp' | 'allowHosts'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new GuardedFetchError('bad_url');
  }
  const allowedHost = options.allowHosts.includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (options.allowHttp || allowedHost))) throw new GuardedFetchError('bad_url');
  if (url.username !== '' || url.password !== '') throw new GuardedFetchError('bad_url');
  return url;
}

async function resolve(url: URL, options: GuardedFetchOptions): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await dnsLookup(host, { all: true, verbatim: true });
  } catch {
    throw new GuardedFetchError('unreachable');
  }
  if (addresses.length === 0) throw new GuardedFetchError('unreachable');
  // Every address must be public: a name answering one public and one private address could be steered to the private one.
  if (!options.allowHosts.includes(url.hostname) && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new GuardedFetchError('blocked_address');
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** node's lookup, answering only the checked address (both the one-address and the `all` form node may ask for). */
const pinnedLookup =
  (target: Target): LookupFunction =>
  (_hostname, opts, callback) => {
    if (opts.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

function request(target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const { url } = target;
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const req = lib.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(target),
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.5', 'accept-encoding': 'identity', 'user-agent': 'Meadow busy-time fetch' },
        // A fresh connection per fetch: no pooled socket to another address.
        agent: false,
      },
      resolvePromise,
    );
    req.on('error', reject);
    req.end();
  });
}

function readCapped(res: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Settled first: the socket's own 'aborted'/'error' after destroy must not name it otherwise.
        reject(new GuardedFetchError('too_large'));
        res.destroy();
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolvePromise(Buffer.concat(chunks).toString('utf8')));
    res.on('error', reject);
    res.on('aborted', () => reject(new GuardedFetchError('unreachable')));
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GETs `raw` under the guards above; throws GuardedFetchError. */
export async function guardedFetch(raw: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const timeoutMs = options.timeoutMs ?? GUARDED_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? GUARDED_FETCH_MAX_BYTES;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let url = checkUrl(raw, options);
    for (let hop = 0; ; hop += 1) {
      const target = await resolve(url, options);
      if (timedOut) throw new GuardedFetchError('timeout');
      const res = await request(target, controller.signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        res.resume();
        const location = res.headers.location;
        if (location === undefined) throw new GuardedFetchError('http_error');
        if (hop >= GUARDED_FETCH_MAX_REDIRECTS) throw new GuardedFetchError('too_many_redirects');
        let next: string;
        try {
          next = new URL(location, url).toString();
        } catch {
          throw new GuardedFetchError('bad_url');
        }
        url = checkUrl(next, options);
        continue;
      }
      if (status < 200 || status > 299) {
        res.resume();
        throw new GuardedFetchError('http_error');
      }
      const length = Number(res.headers['content-length'] ?? '0');
      if (length > maxBytes) {
        res.destroy();
        throw new GuardedFetchError('too_large');
      }
      const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (options.contentTypes && options.contentTypes.length > 0 && contentType !== '' && !options.contentTypes.includes(contentType)) {
        res.destroy();
        throw new GuardedFetchError('not_calendar');
      }
      return { body: await readCapped(res, maxBytes), contentType };
    }
  } catch (err) {
    if (err instanceof GuardedFetchError) throw err;
    if (timedOut) throw new GuardedFetchError('timeout');
    throw new GuardedFetchError('unreachable');
  } finally {
    clearTimeout(timer);
  }
}
