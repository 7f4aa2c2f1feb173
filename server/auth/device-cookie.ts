import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { TRUSTED_DEVICE_LIFETIME_MS } from '../repositories/trusted-devices-repository';

/** Names the trusted device a browser is (OWASP "device cookies"); its value is a random token. */
export const DEVICE_COOKIE = 'meadow_device';

/**
 * Script never reads it (HttpOnly), no other site's request carries it
 * (Strict), and only the auth calls receive it (Path). Secure whenever Meadow
 * is reached over https, by its public address or by this very request.
 */
export function deviceCookieOptions(config: Pick<Config, 'publicUrl'>, request: Pick<FastifyRequest, 'protocol'>): CookieSerializeOptions {
  return {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: /^https:/i.test(config.publicUrl ?? '') || request.protocol === 'https',
    maxAge: TRUSTED_DEVICE_LIFETIME_MS / 1000,
  };
}
