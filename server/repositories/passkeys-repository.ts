/**
 * Passkeys and their one open challenge per session (issue 17 item 16).
 * A challenge is taken out as it is checked (DELETE … RETURNING), so two
 * answers to one challenge cannot both pass.
 */
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { MAX_PASSKEYS_PER_USER } from '../../domain/contract/passkeys';
import { PASSKEY_CHALLENGE_SECONDS } from '../auth/relying-party';
import type { Db } from '../db/client';
import { passkeyChallenges, passkeys, users, type PasskeyRow } from '../db/schema/index';

export type PasskeyPurpose = 'register' | 'unlock';

/** A passkey as the verifier needs it. */
export type StoredPasskey = Pick<PasskeyRow, 'id' | 'credentialId' | 'publicKey' | 'counter' | 'transports'>;

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string;
  backedUp: boolean;
}

export function passkeysRepository(db: Db) {
  return {
    /** The user's passkeys, oldest first. */
    async listOf(userId: number): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    /** The user's own passkey with this credential ID; another user's is not found. */
    async findOwn(userId: number, credentialId: string): Promise<StoredPasskey | null> {
      const [row] = await db
        .select({ id: passkeys.id, credentialId: passkeys.credentialId, publicKey: passkeys.publicKey, counter: passkeys.counter, transports: passkeys.transports })
        .from(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Adds a passkey unless the user already has the most one may. The
     * user's row is locked first, so a second add at once waits and then
     * counts this one (locking the passkeys themselves would not: rows
     * added meanwhile are not in a waiting statement's snapshot, and a user
     * with none has nothing to lock). 'exists' when the credential is
     * already stored (anyone's).
     */
    async add(userId: number, key: NewPasskey): Promise<PasskeyRow | 'limit' | 'exists'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [mine] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
        if ((mine?.n ?? 0) >= MAX_PASSKEYS_PER_USER) return 'limit';
        const [row] = await tx
          .insert(passkeys)
          .values({ userId, ...key })
          .onConflictDoNothing({ target: passkeys.credentialId })
          .returning();
        return row ?? 'exists';
      });
    },

    /** Records a use: the authenticator's new count (never lowered) and the time. */
    async used(id: number, counter: number, now: Date): Promise<void> {
      await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
    },

    /** Removes the user's own passkey; false when there is none of that id (or it is another user's). */
    async remove(userId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return gone.length > 0;
    },

    /** Opens the session's challenge for this purpose, for PASSKEY_CHALLENGE_SECONDS, replacing any open one. */
    async openChallenge(sessionId: number, purpose: PasskeyPurpose, challenge: string, now = new Date()): Promise<void> {
      const expiresAt = new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000);
      await db
        .insert(passkeyChallenges)
        .values({ sessionId, purpose, challenge, expiresAt })
        .onConflictDoUpdate({ target: passkeyChallenges.sessionId, set: { purpose, challenge, expiresAt } });
    },

    /** Takes the session's open, unexpired challenge of this purpose out; null when there is none. */
    async takeChallenge(sessionId: number, purpose: PasskeyPurpose, now: Date): Promise<string | null> {
      const [row] = await db
        .delete(passkeyChallenges)
        .where(and(eq(passkeyChallenges.sessionId, sessionId), eq(passkeyChallenges.purpose, purpose), gt(passkeyChallenges.expiresAt, now)))
        .returning({ challenge: passkeyChallenges.challenge });
      return row?.challenge ?? null;
    },
  };
}
export type PasskeysRepository = ReturnType<typeof passkeysRepository>;
