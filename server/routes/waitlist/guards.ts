/**
 * Who may call the waitlist's staff and portal routes (issue 29), checked
 * before anything is read: staff (non-portal users) who may act for the
 * provider; a portal client (role 22) for their own provider only.
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '../../../domain/messages';
import { isNonPortalUser, PORTAL_CLIENT_ROLE } from '../../../domain/roles';
import type { AuthUser } from '../../auth/auth-user';
import { assertCanActFor } from '../../auth/authorization';
import { HttpError } from '../../errors';
import { findEntry, portalClientOf } from '../../repositories/waitlist-repository';
import type { WaitlistContactRef, WaitlistEntry } from '../../../domain/contract/waitlist';

export async function assertStaffFor(user: AuthUser, providerId: number): Promise<void> {
  if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw new HttpError(403, messages.forbidden);
  await assertCanActFor(user, providerId);
}

/** The entry a staff call names, after the provider check; 404 when there is none (or another practice's: checked first, 403). */
export async function staffEntry(app: FastifyInstance, user: AuthUser, entryId: number): Promise<WaitlistEntry> {
  if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw new HttpError(403, messages.forbidden);
  const entry = await findEntry(app.db, entryId);
  if (!entry) throw new HttpError(404, messages.waitlistEntryGone);
  await assertCanActFor(user, entry.provider_id);
  return entry;
}

/** The portal client's own client row with this provider (their subscriber). */
export async function portalContact(app: FastifyInstance, user: AuthUser, providerId: number): Promise<WaitlistContactRef> {
  if (user.role !== PORTAL_CLIENT_ROLE) throw new HttpError(403, messages.waitlistPortalOnly);
  await assertCanActFor(user, providerId);
  const contact = await portalClientOf(app.db, user.id, providerId);
  if (!contact) throw new HttpError(403, messages.waitlistPortalOnly);
  return contact;
}
