import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema/index';

/** The server_keys row holding the pair, as JSON { publicKey, privateKey } (base64url, RFC 8292). */
export const VAPID_KEY_NAME = 'vapid';

export interface VapidKeys {
  /** The application server key a browser passes to PushManager.subscribe (uncompressed P-256 point, base64url). */
  publicKey: string;
  privateKey: string;
}

const isVapidKeys = (v: unknown): v is VapidKeys =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as VapidKeys).publicKey === 'string' &&
  typeof (v as VapidKeys).privateKey === 'string';

/**
 * The VAPID key pair every server process signs with. The first start makes
 * one and inserts it with ON CONFLICT DO NOTHING, then every process reads
 * back whichever pair won: processes starting together agree, and browsers'
 * subscriptions (bound to the public key) survive restarts.
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = () => db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, VAPID_KEY_NAME));
  let [row] = await stored();
  if (!row) {
    // web-push is loaded only to make the pair, once per database (≈ 1.3 MiB of heap a start would otherwise keep).
    const { default: webPush } = await import('web-push');
    const made = webPush.generateVAPIDKeys();
    await db
      .insert(serverKeys)
      .values({ name: VAPID_KEY_NAME, value: JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }) })
      .onConflictDoNothing({ target: serverKeys.name });
    [row] = await stored();
  }
  const parsed: unknown = row ? JSON.parse(row.value) : null;
  if (!isVapidKeys(parsed)) throw new Error('server_keys holds no usable VAPID key pair');
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
