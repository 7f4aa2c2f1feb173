import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages';
import type { Config } from '../config';
import { HttpError } from '../errors';
import type { AuthUser } from './auth-user';
import { loginBudgets } from './login-budgets';
import { verifyPassword } from './passwords';

/**
 * The signed-in user's password again, before a change to how they sign in
 * or recover their account (their security question, a new passkey). Counted
 * against the login limits as a login is, before hashing, so parallel
 * guesses cannot all pass: 429 past them, 400 with the spec's text if wrong.
 */
export async function confirmCurrentPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  config: Config,
  user: AuthUser,
  currentPassword: string,
  event: string,
): Promise<void> {
  const now = new Date();
  const budgets = loginBudgets({ username: user.username, address: request.ip, deviceId: null }, config);
  const reserved = await app.loginFailuresRepository.reserve(budgets, now);
  if (!reserved) throw new HttpError(429, messages.tooManyLoginAttempts);
  // The hash is read here only: the request's user (authenticate) never carries it.
  const passwordHash = (await app.usersRepository.findById(user.id))?.passwordHash;
  if (passwordHash === undefined || !(await verifyPassword(passwordHash, currentPassword))) {
    request.log.info({ event, userId: user.id }, 'current password wrong');
    throw new HttpError(400, messages.currentPasswordWrong);
  }
  await app.loginFailuresRepository.release(reserved, []);
}
