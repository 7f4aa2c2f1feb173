/**
 * Idempotency-Key rows outside the write itself: the look-up before a
 * create call runs, its answer once sent, and the sweep. The claim, inside
 * the write's own transaction, is db/idempotent-writes.ts.
 */
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keyCutoff, type PendingKey } from '../db/idempotent-writes';
import { idempotencyKeys, type IdempotencyKeyRow } from '../db/schema/index';

export function idempotencyKeysRepository(db: Db) {
  const keyOf = (p: Pick<PendingKey, 'userId' | 'key'>) => and(eq(idempotencyKeys.userId, p.userId), eq(idempotencyKeys.key, p.key));
  return {
    /** The user's live row for the key (younger than 24 h), or null. */
    async find(userId: number, key: string, now = new Date()): Promise<IdempotencyKeyRow | null> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(keyOf({ userId, key }), gte(idempotencyKeys.createdAt, keyCutoff(now))));
      return row ?? null;
    },

    /**
     * Stores the answer of a key: on the claimed row, or, when the request
     * answered without a write transaction (nothing to protect, but a retry
     * should still hear the same answer), as a new completed row.
     */
    async complete(pending: PendingKey, statusCode: number, responseBody: unknown): Promise<void> {
      const answer = { statusCode, responseBody, completedAt: new Date() };
      if (pending.state === 'claimed') {
        await db
          .update(idempotencyKeys)
          .set(answer)
          .where(and(keyOf(pending), isNull(idempotencyKeys.completedAt)));
        return;
      }
      await db
        .insert(idempotencyKeys)
        .values({ userId: pending.userId, key: pending.key, fingerprint: pending.fingerprint, ...answer })
        .onConflictDoNothing();
    },

    /** Forgets a claimed key whose request was refused after its transaction committed (a 4xx: nothing was created). */
    async release(pending: PendingKey): Promise<void> {
      await db.delete(idempotencyKeys).where(and(keyOf(pending), isNull(idempotencyKeys.completedAt)));
    },

    /** Deletes keys older than 24 h; answers how many. */
    async sweep(now = new Date()): Promise<number> {
      const gone = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, keyCutoff(now)))
        .returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  };
}
export type IdempotencyKeysRepository = ReturnType<typeof idempotencyKeysRepository>;
