import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema/index';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export const usernameKey = (username: string): string => `u:${username.trim().toLowerCase()}`;
export const addressKey = (ip: string): string => `ip:${ip}`;

export function loginFailuresRepository(db: Db) {
  return {
    /** Failures per key within the window. Keys without failures are absent (count 0). */
    async counts(keys: string[], now = new Date()): Promise<Map<string, number>> {
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
      const rows = await db
        .select({ key: loginFailures.key, n: count() })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, since)))
        .groupBy(loginFailures.key);
      return new Map(rows.map((r) => [r.key, r.n]));
    },

    async record(keys: string[], now = new Date()): Promise<void> {
      await db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: now })));
      // Keep the table small: rows older than the window no longer count.
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)));
    },

    /** A successful login forgives the username's earlier failures (not the address's). */
    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof loginFailuresRepository>;
