import { timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { keptCookieMaxAgeSeconds } from '../../domain/session-lock';
import type { Config } from '../config';
import { hashSessionToken } from './tokens';

/**
 * Binds a kept session ("Keep me signed in on this device") to the browser
 * that asked for it: a second random secret, only ever in this HttpOnly
 * cookie, whose SHA-256 sits on the session row. The token that script
 * holds is then not enough on its own: a copied token from another device
 * (or read out of web storage) is refused without this cookie.
 */
export const KEEP_COOKIE = 'meadow_keep';

/**
 * Script never reads it (HttpOnly), no other site's request carries it
 * (Strict, as the device cookie), Secure as the device cookie is. Path /:
 * every API call and the Socket.IO handshake must carry it. It lasts what is
 * left of the session's absolute limit, never longer.
 */
export function keepCookieOptions(
  config: Pick<Config, 'publicUrl'>,
  request: Pick<FastifyRequest, 'protocol'>,
  absoluteExpiresAt: Date,
  now: Date,
): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: /^https:/i.test(config.publicUrl ?? '') || request.protocol === 'https',
    maxAge: keptCookieMaxAgeSeconds(absoluteExpiresAt.getTime(), now.getTime()),
  };
}

/** How logout clears it: the same path and flags, expired. */
export function clearedKeepCookieOptions(config: Pick<Config, 'publicUrl'>, request: Pick<FastifyRequest, 'protocol'>): CookieSerializeOptions {
  const { maxAge: _unused, ...rest } = keepCookieOptions(config, request, new Date(0), new Date(0));
  return rest;
}

/**
 * Whether a session may be used with the device secret presented: an
 * ordinary session (no device hash) always, a kept one only with the
 * secret whose hash it holds (compared in constant time).
 */
export function deviceMatches(deviceHash: string | null, presented: string | undefined): boolean {
  if (deviceHash === null) return true;
  if (!presented) return false;
  const want = Buffer.from(deviceHash, 'hex');
  const got = Buffer.from(hashSessionToken(presented), 'hex');
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The device secret in a raw Cookie header (the Socket.IO handshake has no parsed cookies). */
export function keepSecretOf(cookieHeader: string | undefined, parseCookie: (header: string) => Record<string, string | undefined>): string | undefined {
  return cookieHeader ? parseCookie(cookieHeader)[KEEP_COOKIE] : undefined;
}
