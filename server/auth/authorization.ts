import { canSwitchToProvider, defaultProviderId, type ProviderSessionFacts } from '../../domain/providers';
import { isPortalRole, usesSubscriberAsProvider } from '../../domain/roles';
import { messages } from '../../domain/messages';
import { HttpError } from '../errors';
import type { AuthUser } from './auth-user';

/**
 * Whether the user may act for this provider (spec 1, 6): delegates and
 * portal users for their subscriber; other staff for themselves; anyone for
 * a permitted provider whose permission_id and permission_status are both null.
 */
export function canActFor(user: AuthUser, providerId: number): boolean {
  if (usesSubscriberAsProvider(user.role) && user.subscriberId === providerId) return true;
  // A portal user is nobody's provider, not even their own.
  if (isPortalRole(user.role)) return false;
  return canSwitchToProvider(providerId, providerSessionOf(user), user.permitted);
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
export const defaultProviderOf = (user: AuthUser): number => defaultProviderId(providerSessionOf(user), user.permitted);

/** The one check every provider-scoped route makes before touching data: 403 if not allowed. */
export function assertCanActFor(user: AuthUser, providerId: number): void {
  if (!canActFor(user, providerId)) throw new HttpError(403, messages.providerNotPermitted);
}
