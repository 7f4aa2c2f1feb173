import { createHash } from 'node:crypto';
import { and, count, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { LoginBudget } from '../auth/login-budgets';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema/index';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * A 64-bit advisory lock id per key. Computed here rather than with
 * hashtext() in SQL so that the ids are known before locking: taking them in
 * one sorted order keeps two attempts that share keys from deadlocking.
 */
const lockId = (key: string): bigint => createHash('sha256').update(key).digest().readBigInt64BE(0);

export function loginFailuresRepository(db: Db) {
  return {
    /**
     * Counts this attempt as a failure under every budget's key, before the
     * password is verified, or under none when any budget is already spent.
     * An advisory lock per key, held to the end of the transaction, makes
     * parallel attempts count one after another (with a pool and with PGlite's
     * one connection alike), so no more than `max` of them reach the password
     * check. Returns the new rows' ids, for release() after a correct
     * password, or null: refused.
     */
    async reserve(budgets: readonly Pick<LoginBudget, 'key' | 'max'>[], now = new Date()): Promise<number[] | null> {
      const keys = budgets.map((b) => b.key);
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
      const locks = [...new Set(keys.map(lockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return db.transaction(async (tx) => {
        for (const lock of locks) await tx.execute(sql`select pg_advisory_xact_lock(${lock.toString()}::bigint)`);
        const rows = await tx
          .select({ key: loginFailures.key, n: count() })
          .from(loginFailures)
          .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, since)))
          .groupBy(loginFailures.key);
        const counts = new Map(rows.map((r) => [r.key, r.n]));
        if (budgets.some((b) => (counts.get(b.key) ?? 0) >= b.max)) return null;
        const inserted = await tx
          .insert(loginFailures)
          .values(keys.map((key) => ({ key, failedAt: now })))
          .returning({ id: loginFailures.id });
        return inserted.map((r) => r.id);
      });
    },

    /** A correct password: its reserved rows were no failure, and `forgiven` keys lose their earlier ones too. */
    async release(reserved: readonly number[], forgiven: readonly string[]): Promise<void> {
      const conditions = [
        ...(reserved.length ? [inArray(loginFailures.id, [...reserved])] : []),
        ...(forgiven.length ? [inArray(loginFailures.key, [...forgiven])] : []),
      ];
      if (conditions.length) await db.delete(loginFailures).where(or(...conditions));
    },

    /** Keeps the table small: rows older than the window no longer count. */
    async sweep(now = new Date()): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)));
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof loginFailuresRepository>;
