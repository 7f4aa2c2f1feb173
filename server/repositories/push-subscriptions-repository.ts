/**
 * Web Push subscriptions (issue 14): one row per endpoint, moved to whoever
 * last signed in on that browser, at most MAX_PER_USER per user.
 */
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { PushSubscriptionBody } from '../../domain/contract/push';
import type { Db } from '../db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '../db/schema/index';

/** A user's browsers and devices; the least recently stored ones beyond this are dropped. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export type StoredSubscription = Pick<PushSubscriptionRow, 'id' | 'userId' | 'endpoint' | 'p256dh' | 'auth'>;

export function pushSubscriptionsRepository(db: Db) {
  return {
    /**
     * Stores the subscription for the user unless the row for its endpoint
     * already says exactly that (spec 4: sent only when it differs). One
     * statement, so two tabs storing at once cannot both insert. Answers
     * whether anything was written.
     */
    async store(userId: number, sub: PushSubscriptionBody): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .insert(pushSubscriptions)
          .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, updatedAt: sql`now()` },
            setWhere: or(
              sql`${pushSubscriptions.userId} <> excluded.user_id`,
              sql`${pushSubscriptions.p256dh} <> excluded.p256dh`,
              sql`${pushSubscriptions.auth} <> excluded.auth`,
            ),
          })
          .returning({ id: pushSubscriptions.id });
        if (changed.length === 0) return false;
        const keep = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
          .limit(MAX_SUBSCRIPTIONS_PER_USER);
        await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
        return true;
      });
    },

    /** Removes the user's own subscription of this endpoint (logout); another user's is left alone. */
    async remove(userId: number, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    /** Every subscription of these users. */
    async ofUsers(userIds: readonly number[]): Promise<StoredSubscription[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },

    /**
     * Deletes a subscription the push service says is gone (404/410), unless
     * the browser has stored new keys for the endpoint since it was read.
     */
    async deleteGone(sub: Pick<StoredSubscription, 'endpoint' | 'p256dh' | 'auth'>): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.endpoint, sub.endpoint), eq(pushSubscriptions.p256dh, sub.p256dh), eq(pushSubscriptions.auth, sub.auth)),
        );
    },
  };
}
export type PushSubscriptionsRepository = ReturnType<typeof pushSubscriptionsRepository>;
