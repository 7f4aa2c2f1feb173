import { canSwitchToProvider, defaultProviderId, type ProviderSessionFacts } from '../../domain/providers';
import { DELEGATE_ROLE, hasAddEditDeletePermission, isPortalRole, PROVIDER_ROLE, usesSubscriberAsProvider } from '../../domain/roles';
import { messages } from '../../domain/messages';
import { HttpError } from '../errors';
import type { AuthUser } from './auth-user';

/**
 * Whether the user may act for this provider (spec 1, 6): delegates and
 * portal users for their subscriber; other staff for themselves; anyone for
 * a permitted provider whose permission_id and permission_status are both null.
 * Only the last case reads the permitted list (once per request): a provider
 * or staff member acting as themselves is decided without a query.
 */
export async function canActFor(user: AuthUser, providerId: number): Promise<boolean> {
  if (usesSubscriberAsProvider(user.role) && user.subscriberId === providerId) return true;
  // A portal user is nobody's provider, not even their own.
  if (isPortalRole(user.role)) return false;
  // Everyone but a delegate keeps their own calendar (staff who are not providers are not offered it, but it is theirs).
  if (providerId === user.id && user.role !== DELEGATE_ROLE) return true;
  return canSwitchToProvider(providerId, providerSessionOf(user), await user.permitted());
}

/** The session facts domain/providers.ts decides with. */
export const providerSessionOf = (user: AuthUser): ProviderSessionFacts => ({
  userId: user.id,
  userRole: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
  subscriber_id: user.subscriberId,
});

/** The provider a call acts for when it names none: what the header selects first (spec 6). */
export async function defaultProviderOf(user: AuthUser): Promise<number> {
  // The subscriber's users and the practice's provider get their answer without the list (defaultProviderId's rule).
  if (usesSubscriberAsProvider(user.role) && user.subscriberId !== null) return user.subscriberId;
  if (user.role === PROVIDER_ROLE) return user.id;
  // Staff who are not providers act first for the first provider they may act for (issue 27 item 6).
  return defaultProviderId(providerSessionOf(user), await user.permitted());
}

/** The one check every provider-scoped route makes before touching data: 403 if not allowed. Await it. */
export async function assertCanActFor(user: AuthUser, providerId: number): Promise<void> {
  if (!(await canActFor(user, providerId))) throw new HttpError(403, messages.providerNotPermitted);
}

/**
 * addionalPermissionToAddEditAndDelete (spec 6), as the browser reads it
 * from expiry_permissions: the user's own permission towards their
 * practice has neither permission_id nor permission_status set. Without
 * it a user may keep contacts but not add, edit or delete appointments.
 */
export async function mayAddEditDeleteAppointments(user: AuthUser): Promise<boolean> {
  if (user.subscriberId === null) return true;
  const own = (await user.permitted()).find((p) => p.id === user.subscriberId);
  return own === undefined || hasAddEditDeletePermission(own);
}
