import type { PermittedUser } from '../../domain/contract/auth';
import type { UserRow } from '../db/schema/index';
import { practiceIdOf } from '../repositories/users-repository';

/**
 * The columns of the signed-in user that requests use: what the session
 * lookup reads (sessionsRepository.authenticate), never the password hash.
 * A route that needs more reads the user's row itself.
 */
export type AuthUserColumns = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'role'
  | 'userType'
  | 'subscriberId'
  | 'firstName'
  | 'lastName'
  | 'timezone'
  | 'videoUserId'
  | 'connectUserId'
>;

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
  /** The user's own IANA zone (users.timezone). */
  timezone: string;
  videoUserId: string | null;
  connectUserId: string | null;
  sessionId: number;
  /** A kept session ("Keep me signed in on this device"): device-bound, locks when idle. */
  kept: boolean;
  /** Idle expiry in force after this request. */
  expiresAt: Date;
  /**
   * Providers the user may act for, including ones marked not permitted:
   * read on first call and kept for the request, so a provider reading their
   * own calendar never reads it (authorization.ts decides that case without it).
   */
  permitted: () => Promise<PermittedUser[]>;
}

/** Calls `load` once, on first use; later calls share its answer. */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/**
 * The AuthUser of a live session and the loader of its permitted list:
 * one shape for the HTTP hook and the Connect handshake.
 */
export function authUserOf(
  found: { session: { id: number; deviceHash?: string | null }; user: AuthUserColumns },
  expiresAt: Date,
  permitted: () => Promise<PermittedUser[]>,
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
    timezone: user.timezone,
    videoUserId: user.videoUserId,
    connectUserId: user.connectUserId,
    sessionId: found.session.id,
    kept: found.session.deviceHash != null,
    expiresAt,
    permitted: lazily(permitted),
  };
}
