import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unlockResponse } from '../../../domain/contract/auth';
import { errorBody } from '../../../domain/contract/common';
import { unlockPasskeyOptionsResponse, unlockWithPasskeyBody } from '../../../domain/contract/passkeys';
import { messages } from '../../../domain/messages';
import { descriptorsOf, transportsOf } from '../../auth/passkey-summary';
import { webauthn } from '../../auth/webauthn';
import { PASSKEY_CHALLENGE_SECONDS, relyingPartyOf } from '../../auth/relying-party';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { openLockedSession } from './open-locked-session';

/**
 * Unlocking a kept session with one of the user's passkeys instead of the
 * password (issue 17 item 16). Answered while locked and without sliding the
 * session, as the password unlock. The assertion must come from this origin,
 * answer this session's own challenge (once), be signed by a passkey of this
 * user, and carry user verification; its signature count must go up.
 */
const unlockPasskeyRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/auth/unlock/passkey/options',
    {
      config: { slideSession: false, whileLocked: true },
      schema: {
        tags: ['auth'],
        summary: 'What navigator.credentials.get() needs to unlock with a passkey; null when the user has none',
        response: { 200: unlockPasskeyOptionsResponse, 401: errorBody },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const mine = await app.passkeysRepository.listOf(auth.id);
      if (mine.length === 0) return { options: null };
      const rp = relyingPartyOf(config, request);
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: descriptorsOf(mine),
        userVerification: 'required',
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      });
      await app.passkeysRepository.openChallenge(auth.sessionId, 'unlock', options.challenge);
      return { options };
    },
  );

  app.post(
    '/auth/unlock/passkey',
    {
      config: { slideSession: false, whileLocked: true },
      schema: {
        tags: ['auth'],
        summary: 'Unlock a kept session with a passkey',
        body: unlockWithPasskeyBody,
        response: { 200: unlockResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const now = new Date();
      const refuse = (reason: string): HttpError => {
        request.log.info({ event: 'unlock_failed', how: 'passkey', userId: auth.id, reason }, 'unlock failed');
        return new HttpError(401, messages.passkeyNotVerified);
      };
      // Taken out first: the same assertion sent twice finds no challenge the second time.
      const challenge = await app.passkeysRepository.takeChallenge(auth.sessionId, 'unlock', now);
      if (!challenge) throw refuse('no open challenge');
      const key = await app.passkeysRepository.findOwn(auth.id, request.body.response.id);
      if (!key) throw refuse('not a passkey of this user');
      const rp = relyingPartyOf(config, request);
      const { verifyAuthenticationResponse, isoBase64URL } = await webauthn();
      const verification = await verifyAuthenticationResponse({
        response: request.body.response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: { id: key.credentialId, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: key.counter, transports: transportsOf(key.transports) },
        requireUserVerification: true,
      }).catch((error: unknown) => {
        throw refuse(error instanceof Error ? error.message : 'unknown');
      });
      if (!verification.verified) throw refuse('not verified');
      await app.passkeysRepository.used(key.id, verification.authenticationInfo.newCounter, now);
      return openLockedSession(app, request, auth, now, 'passkey');
    },
  );
};
export default unlockPasskeyRoutes;
