/**
 * The browser's part of adding a passkey and of unlocking with one, played
 * against the API with a SoftAuthenticator, for tests that need a passkey
 * in place (the authorization matrix, the unlock bench) rather than to test
 * the ceremonies. No vitest here: the bench runs it outside a test.
 */
import type { FastifyInstance } from 'fastify';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../../../domain/contract/passkeys';
import { DEMO_PASSWORD } from '../../../server/seed/demo-logins';
import { SoftAuthenticator } from './soft-authenticator';

/** inject()'s requests come to localhost:80: the origin and relying party Meadow derives without PUBLIC_URL. */
export const INJECT_ORIGIN = 'http://localhost';
export const INJECT_RP_ID = 'localhost';

/** A session's headers, and a kept session's keep cookie. */
type SessionOf = { headers: { token: string; userid: string }; cookies?: Record<string, string> };

function mustBe(status: number, res: { statusCode: number; body: string }, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
}

/** Adds a new passkey to the session's user; answers the authenticator that holds it. */
export async function addedPasskey(app: FastifyInstance, session: SessionOf): Promise<SoftAuthenticator> {
  const asked = await app.inject({ method: 'POST', url: '/api/account/passkeys/options', ...session, payload: { currentPassword: DEMO_PASSWORD } });
  mustBe(200, asked, 'passkey options');
  const { challenge } = (asked.json() as { options: PasskeyCreationOptions }).options;
  const key = new SoftAuthenticator();
  const response = key.create({ origin: INJECT_ORIGIN, rpId: INJECT_RP_ID, challenge });
  const added = await app.inject({ method: 'POST', url: '/api/account/passkeys', ...session, payload: { response } });
  mustBe(201, added, 'adding a passkey');
  return key;
}

/** The key's answer to the session's unlock challenge (asked for here), ready to post to /auth/unlock/passkey. */
export async function unlockAnswer(app: FastifyInstance, session: SessionOf, key: SoftAuthenticator) {
  const asked = await app.inject({ method: 'POST', url: '/api/auth/unlock/passkey/options', ...session });
  mustBe(200, asked, 'unlock options');
  const options = (asked.json() as { options: PasskeyRequestOptions | null }).options;
  if (!options) throw new Error('the user has no passkey');
  return { response: key.get({ origin: INJECT_ORIGIN, rpId: INJECT_RP_ID, challenge: options.challenge }) };
}
