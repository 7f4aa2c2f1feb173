import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** WebAuthn's relying party: who a passkey belongs to (the host name) and the page origin its answers must come from. */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

/** How long a passkey challenge may be answered (WebAuthn's recommended ceiling for a ceremony). */
export const PASSKEY_CHALLENGE_SECONDS = 300;

/**
 * PUBLIC_URL's host and origin, or else the address this request came to
 * (right on a developer's machine; behind a proxy set PUBLIC_URL, or the
 * browser's https origin will not match). The browser binds every answer to
 * the origin it was on, so a page elsewhere cannot pass for this one.
 */
export function relyingPartyOf(config: Pick<Config, 'publicUrl'>, request: Pick<FastifyRequest, 'protocol' | 'host'>): RelyingParty {
  const url = new URL(config.publicUrl ?? `${request.protocol}://${request.host}`);
  return { name: 'Meadow', id: url.hostname, origin: url.origin };
}
