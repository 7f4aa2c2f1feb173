import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UnlockResponse } from '../../../domain/contract/auth';
import type { AuthUser } from '../../auth/auth-user';
import { unauthorized } from '../../errors';

/**
 * Opens the caller's locked kept session once they have proved who they are
 * (their password, or one of their passkeys): it is active from now and its
 * idle expiry slides, never past its absolute limit.
 */
export async function openLockedSession(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthUser,
  now: Date,
  how: 'password' | 'passkey',
): Promise<UnlockResponse> {
  const expiresAt = await app.sessionsRepository.unlock(auth.sessionId, now);
  // Ended meanwhile (logout elsewhere, its limit): as any call on a dead session.
  if (!expiresAt) throw unauthorized();
  // The cached lookup still holds the old activity: it would be read again, but need not be.
  app.sessionCache.slid(auth.sessionId, expiresAt, now);
  request.log.info({ event: 'unlock', how, userId: auth.id }, 'unlock');
  return { success: true, timeRemain: Math.floor((expiresAt.getTime() - now.getTime()) / 1000) };
}
