import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import {
  addPasskeyBody,
  addPasskeyResponse,
  MAX_PASSKEYS_PER_USER,
  passkeyListResponse,
  passkeyOptionsBody,
  passkeyOptionsResponse,
  removePasskeyParams,
  removePasskeyResponse,
} from '../../../domain/contract/passkeys';
import { messages } from '../../../domain/messages';
import { confirmCurrentPassword } from '../../auth/confirm-password';
import { descriptorsOf, passkeySummaryOf } from '../../auth/passkey-summary';
import { webauthn } from '../../auth/webauthn';
import { PASSKEY_CHALLENGE_SECONDS, relyingPartyOf } from '../../auth/relying-party';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';

/**
 * The signed-in user's own passkeys (issue 17 item 16): list, add, remove.
 * A passkey only unlocks the user's kept session after idle time; adding one
 * asks for the password first (as any change to how one signs in does), and
 * the device must verify its user (PIN, fingerprint, face).
 */
const passkeyRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/account/passkeys',
    {
      schema: {
        tags: ['account'],
        summary: "The user's own passkeys",
        response: { 200: passkeyListResponse, 401: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { passkeys: (await app.passkeysRepository.listOf(user.id)).map(passkeySummaryOf) };
    },
  );

  app.post(
    '/account/passkeys/options',
    {
      schema: {
        tags: ['account'],
        summary: 'Start adding a passkey: the password again, then what navigator.credentials.create() needs',
        body: passkeyOptionsBody,
        response: { 200: passkeyOptionsResponse, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const mine = await app.passkeysRepository.listOf(user.id);
      // Before the password, so a full list does not cost a login attempt.
      if (mine.length >= MAX_PASSKEYS_PER_USER) throw new HttpError(409, messages.passkeyLimit);
      await confirmCurrentPassword(app, request, config, user, request.body.currentPassword, 'passkey_password_wrong');

      const rp = relyingPartyOf(config, request);
      const { generateRegistrationOptions, isoUint8Array } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.username,
        // The username, not the person's name: passkey managers sync this to Apple's or Google's servers.
        userDisplayName: user.username,
        // The same handle for every passkey of the user, so a device keeps one per account; no name or e-mail in it.
        userID: isoUint8Array.fromUTF8String(`meadow-user-${user.id}`),
        attestationType: 'none',
        excludeCredentials: descriptorsOf(mine),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      });
      await app.passkeysRepository.openChallenge(user.sessionId, 'register', options.challenge);
      return { options };
    },
  );

  app.post(
    '/account/passkeys',
    {
      schema: {
        tags: ['account'],
        summary: "Add a passkey: the browser's answer to navigator.credentials.create()",
        body: addPasskeyBody,
        response: { 201: addPasskeyResponse, 400: errorBody, 401: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = new Date();
      // Taken out first: a second answer to the same challenge finds none.
      const challenge = await app.passkeysRepository.takeChallenge(user.sessionId, 'register', now);
      if (!challenge) throw new HttpError(400, messages.passkeyNotVerified);
      const rp = relyingPartyOf(config, request);
      const { verifyRegistrationResponse, isoBase64URL } = await webauthn();
      const verification = await verifyRegistrationResponse({
        response: request.body.response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch((error: unknown) => {
        request.log.info({ event: 'passkey_add_failed', userId: user.id, reason: error instanceof Error ? error.message : 'unknown' }, 'passkey not added');
        return null;
      });
      if (!verification?.verified) throw new HttpError(400, messages.passkeyNotVerified);

      const { credential, credentialBackedUp } = verification.registrationInfo;
      const added = await app.passkeysRepository.add(user.id, {
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        backedUp: credentialBackedUp,
      });
      if (added === 'limit') throw new HttpError(409, messages.passkeyLimit);
      if (added === 'exists') throw new HttpError(409, messages.passkeyExists);
      request.log.info({ event: 'passkey_added', userId: user.id, passkeyId: added.id }, 'passkey added');
      return reply.code(201).send({ passkey: passkeySummaryOf(added) });
    },
  );

  app.delete(
    '/account/passkeys/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Remove one of the user\'s own passkeys',
        params: removePasskeyParams,
        response: { 200: removePasskeyResponse, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await app.passkeysRepository.remove(user.id, request.params.id))) throw new HttpError(404, messages.notFound);
      request.log.info({ event: 'passkey_removed', userId: user.id, passkeyId: request.params.id }, 'passkey removed');
      return { success: true as const };
    },
  );
};
export default passkeyRoutes;
