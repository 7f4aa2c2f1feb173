/**
 * The browser's part of adding a passkey and of unlocking with one, played
 * against the API with a SoftAuthenticator, for tests that need a passkey
 * in place (the authorization matrix) rather than to test the ceremonies.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../../../domain/contract/passkeys';
import { DEMO_PASSWORD } from '../../../server/seed/demo-logins';
import { SoftAuthenticator } from './soft-authenticator';

/** inject()'s requests come to localhost:80: the origin and relying party Meadow derives without PUBLIC_URL. */
export const INJECT_ORIGIN = 'http://localhost';
export const INJECT_RP_ID = 'localhost';

type SessionHeaders = { token: string; userid: string };

/** Adds a new passkey to the session's user; answers the authenticator that holds it. */
export async function addedPasskey(app: FastifyInstance, headers: SessionHeaders): Promise<SoftAuthenticator> {
  const asked = await app.inject({ method: 'POST', url: '/api/account/passkeys/options', headers, payload: { currentPassword: DEMO_PASSWORD } });
  expect(asked.statusCode, asked.body).toBe(200);
  const { challenge } = (asked.json() as { options: PasskeyCreationOptions }).options;
  const key = new SoftAuthenticator();
  const response = key.create({ origin: INJECT_ORIGIN, rpId: INJECT_RP_ID, challenge });
  const added = await app.inject({ method: 'POST', url: '/api/account/passkeys', headers, payload: { response } });
  expect(added.statusCode, added.body).toBe(201);
  return key;
}

/** The key's answer to the session's unlock challenge (asked for here), ready to post to /auth/unlock/passkey. */
export async function unlockAnswer(app: FastifyInstance, headers: SessionHeaders, key: SoftAuthenticator) {
  const asked = await app.inject({ method: 'POST', url: '/api/auth/unlock/passkey/options', headers });
  expect(asked.statusCode, asked.body).toBe(200);
  const options = (asked.json() as { options: PasskeyRequestOptions | null }).options;
  expect(options, 'the user has a passkey').not.toBeNull();
  return { response: key.get({ origin: INJECT_ORIGIN, rpId: INJECT_RP_ID, challenge: options!.challenge }) };
}
