/**
 * What clients/add and clients/edit share: the rules that need the
 * provider's "today" (spec 5: a birth date today or later is refused), the
 * reader the answer is built for, and turning a refused write into its 4xx.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { instantToLocal } from '../../../domain/appointments/local-time';
import { isoOf } from '../../../domain/appointments/recurrence';
import type { ClientRecord } from '../../../domain/contract/clients';
import { messages, type MessageText } from '../../../domain/messages';
import { isPortalRole } from '../../../domain/roles';
import type { AuthUser } from '../../auth/auth-user';
import { HttpError, notFound, toClientMessage } from '../../errors';
import type { ClientViewer, ClientWriteRefusal } from '../../repositories/clients-repository';

/**
 * The body checked again with the schema built for the provider's calendar
 * day: the route schema checked its shape already, and the birth-date rule
 * needs "today" where the practice is, not where the server runs.
 */
export async function withTodaysRules<T>(
  app: FastifyInstance,
  providerId: number,
  schemaFor: (today: string) => z.ZodType<T>,
  body: unknown,
): Promise<T> {
  const provider = await app.usersRepository.findById(providerId);
  if (!provider) throw new HttpError(400, messages.incorrectProvider);
  const parsed = schemaFor(isoOf(instantToLocal(new Date(), provider.timezone))).safeParse(body);
  if (parsed.success) return parsed.data;
  // toClientMessage answers only texts of the message table.
  throw new HttpError(400, toClientMessage(parsed.error.issues[0]?.message) as MessageText);
}

/** Favourite and selected phone are the reader's own; roles 22 and 25 load no insurance details (spec 6). */
export const viewerOf = (user: AuthUser): ClientViewer => ({ userId: user.id, withInsurance: !isPortalRole(user.role) });

/** The saved client, or the 4xx of a refused write. */
export function savedOrThrow(outcome: ClientRecord | ClientWriteRefusal): ClientRecord {
  if (outcome === 'gone') throw notFound(messages.contactGone);
  if (outcome === 'insurance') throw new HttpError(400, messages.invalidInsuranceCompany);
  if (outcome === 'email') throw new HttpError(409, messages.emailAlreadyExists);
  return outcome;
}
