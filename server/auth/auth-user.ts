import type { PermittedUser } from '../../domain/contract/auth';
import type { UserRow } from '../db/schema/index';

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
