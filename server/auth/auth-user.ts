import type { PermittedUser } from '../../domain/contract/auth';
import type { UserRow } from '../db/schema/index';
import { practiceIdOf } from '../repositories/users-repository';

/** The signed-in user of a request, attached by the authenticate hook. */
export interface AuthUser {
  id: number;
  username: string;
  role: number;
  userType: number | null;
  subscriberId: number | null;
  /** subscriber_id, or the user's own id for a provider: the practice whose data they see. */
  practiceId: number;
  firstName: string;
  lastName: string;
  sessionId: number;
  /** Idle expiry in force after this request. */
  expiresAt: Date;
  /** Providers the user may act for, including ones marked not permitted. */
  permitted: PermittedUser[];
  /** The user's row as read with the session (saves routes a second read). */
  record: UserRow;
}

/**
 * The AuthUser of a live session (sessionsRepository.findLive) and its
 * permitted list: one shape for the HTTP hook and the Connect handshake.
 */
export function authUserOf(
  found: { session: { id: number }; user: UserRow },
  expiresAt: Date,
  permitted: PermittedUser[],
): AuthUser {
  const { user } = found;
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    userType: user.userType,
    subscriberId: user.subscriberId,
    practiceId: practiceIdOf(user),
    firstName: user.firstName,
    lastName: user.lastName,
    sessionId: found.session.id,
    expiresAt,
    permitted,
    record: user,
  };
}
