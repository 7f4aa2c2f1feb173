import { and, desc, eq, gt, lt, notInArray, or } from 'drizzle-orm';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { trustedDevices, type TrustedDeviceRow } from '../db/schema/index';

/** A device unused this long is a stranger again (and its cookie has expired with it). */
export const TRUSTED_DEVICE_LIFETIME_MS = 180 * 24 * 3_600_000;
/** Newest kept per user: enough for a phone, a tablet and a few computers, yet bounded. */
export const MAX_TRUSTED_DEVICES_PER_USER = 10;

/**
 * Devices a user has signed in on. The cookie token has the same shape as a
 * session token (32 random bytes) and, like it, is stored only as its SHA-256.
 */
export function trustedDevicesRepository(db: Db) {
  return {
    /** The unexpired device this cookie token names, whoever's it is; null if none. */
    async find(token: string, now = new Date()): Promise<TrustedDeviceRow | null> {
      const [row] = await db
        .select()
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.tokenHash, hashSessionToken(token)),
            gt(trustedDevices.lastUsedAt, new Date(now.getTime() - TRUSTED_DEVICE_LIFETIME_MS)),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Trusts a new device of the user and returns its cookie token; drops the user's expired and oldest devices. */
    async create(userId: number, now = new Date()): Promise<string> {
      const token = newSessionToken();
      await db.insert(trustedDevices).values({ userId, tokenHash: hashSessionToken(token), createdAt: now, lastUsedAt: now });
      const newest = db
        .select({ id: trustedDevices.id })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.id))
        .limit(MAX_TRUSTED_DEVICES_PER_USER);
      await db
        .delete(trustedDevices)
        .where(
          and(
            eq(trustedDevices.userId, userId),
            or(
              lt(trustedDevices.lastUsedAt, new Date(now.getTime() - TRUSTED_DEVICE_LIFETIME_MS)),
              notInArray(trustedDevices.id, newest),
            ),
          ),
        );
      return token;
    },

    /** Signed in on again: trusted for another lifetime from now. */
    async touch(id: number, now = new Date()): Promise<void> {
      await db.update(trustedDevices).set({ lastUsedAt: now }).where(eq(trustedDevices.id, id));
    },
  };
}
export type TrustedDevicesRepository = ReturnType<typeof trustedDevicesRepository>;
