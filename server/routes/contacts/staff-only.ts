import { isNonPortalUser } from '../../../domain/roles';
import type { AuthUser } from '../../auth/auth-user';
import { assertCanActFor } from '../../auth/authorization';
import { forbidden } from '../../errors';

/**
 * The contact-creating calls are for non-portal users (spec 6: staff roles
 * with user type 1, 2 or 4) acting for a provider they may act for.
 */
export async function assertMayAddContactFor(user: AuthUser, providerId: number): Promise<void> {
  if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw forbidden();
  await assertCanActFor(user, providerId);
}
