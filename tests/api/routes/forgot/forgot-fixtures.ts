import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { RESET_LINK_TTL_MS, type ForgotVerifyResponse } from '../../../../domain/contract/forgot';
import { hashPassword } from '../../../../server/auth/passwords';
import { passwordResetTokens, users } from '../../../../server/db/schema/index';
import { hashRecoveryToken, newRecoveryToken } from '../../../../server/repositories/account-recovery-repository';
import { DEMO_PASSWORD } from '../../../../server/seed/demo-logins';

/** Helpers for the forgot-password tests (and the authorization matrix's forgot rows). */

type Details = ForgotVerifyResponse['details'];

export const verify = (app: FastifyInstance, email: string, remoteAddress?: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: '/api/forgot/verify', payload: { email }, ...(remoteAddress ? { remoteAddress } : {}) });

/** forgot/verify, expected to answer details. */
export async function startAttempt(app: FastifyInstance, email: string, remoteAddress?: string): Promise<Details> {
  const res = await verify(app, email, remoteAddress);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ForgotVerifyResponse).details;
}

export const matchAnswers = (
  app: FastifyInstance,
  attempt: Pick<Details, 'id' | 'token'>,
  question: string,
  insurance: string[] = [''],
  remoteAddress?: string,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: '/api/forgot/match_answers',
    payload: { id: attempt.id, token: attempt.token, answers: { question, insurance } },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

export const verifyResetToken = (app: FastifyInstance, token: string, remoteAddress?: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url: `/api/forgot/verify_reset_token/${token}`, ...(remoteAddress ? { remoteAddress } : {}) });

export const resetPassword = (
  app: FastifyInstance,
  token: string,
  password: string,
  confirmPassword = password,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: '/api/forgot/reset_password',
    payload: { token, password, confirmPassword },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The forgot calls' body shape: code = HTTP status, and the message. */
export function expectCode(res: LightMyRequestResponse, code: number, message: string): void {
  expect(res.statusCode, res.body).toBe(code);
  expect(res.json()).toEqual({ code, message });
}

export async function userIdOf(app: FastifyInstance, username: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** A reset link for the user, as match_answers would issue it, without the e-mail round trip. */
export async function issueResetLink(app: FastifyInstance, userId: number, now = new Date()): Promise<string> {
  const token = newRecoveryToken();
  await app.db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashRecoveryToken(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS) });
  return token;
}

/** A throwaway provider login (password DEMO_PASSWORD), for resets that must not touch the demo accounts. */
export async function makeUser(app: FastifyInstance, username: string, email: string | null = null): Promise<number> {
  const [row] = await app.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(DEMO_PASSWORD), role: 7, userType: 1, firstName: 'Test', lastName: 'User', email })
    .returning({ id: users.id });
  return row!.id;
}

/** The token of the /forgot_reset/{token} link in an e-mail's text. */
export function resetTokenIn(text: string): string {
  const m = /\/forgot_reset\/([A-Za-z0-9_-]+)/.exec(text);
  expect(m, 'a reset link in the e-mail').not.toBeNull();
  return m![1]!;
}
