/**
 * The database half of Idempotency-Key (plugins/idempotency.ts is the HTTP
 * half). A create call's key row is written as the first statement of the
 * request's first transaction, so it commits exactly when the record does:
 * a crash after the commit leaves the key (a retry is told the request was
 * received), a crash before it leaves neither (a retry writes it anew).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../domain/contract/idempotency';
import { messages } from '../../domain/messages';
import { HttpError } from '../errors';
import type { Db, Tx } from './client';
import { idempotencyKeys } from './schema/index';

/** A request's key, from the plugin's check until its answer is stored. */
export interface PendingKey {
  readonly userId: number;
  readonly key: string;
  readonly fingerprint: string;
  /**
   * open: not written; claiming: its transaction runs; claimed: committed
   * with the request's write; closed: the answer is out, nothing more to claim.
   */
  state: 'open' | 'claiming' | 'claimed' | 'closed';
}

const pendingKeys = new AsyncLocalStorage<PendingKey>();

/** Runs the rest of a request (its handler and everything it awaits) with its key pending. */
export const runWithPendingKey = <T>(pending: PendingKey, work: () => T): T => pendingKeys.run(pending, work);

/** Rows older than this are forgotten: looked up as absent, taken over by a new claim, swept. */
export const keyCutoff = (now: Date): Date => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);

/**
 * Inserts the key, or takes over a forgotten one. No row back means a live
 * row exists: a duplicate that passed the plugin's look-up at the same time
 * (on PostgreSQL this statement waits for that one's transaction first).
 */
async function claim(tx: Tx, pending: PendingKey): Promise<void> {
  const { userId, key, fingerprint } = pending;
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint, statusCode: null, responseBody: null, createdAt: sql`now()`, completedAt: null },
      setWhere: lt(idempotencyKeys.createdAt, keyCutoff(new Date())),
    })
    .returning({ key: idempotencyKeys.key });
  if (rows.length === 0) throw new HttpError(409, messages.requestAlreadyReceived);
}

/**
 * The app's Db: `transaction` claims the pending key of the request it runs
 * for (if any, and only once), everything else is the Db itself. Writes
 * outside a transaction are not covered: a create route's repository wraps
 * its insert in one.
 */
export function claimingIdempotencyKeys(db: Db): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    const pending = pendingKeys.getStore();
    if (pending?.state !== 'open') return db.transaction(work, config);
    pending.state = 'claiming';
    try {
      const result = await db.transaction(async (tx) => {
        await claim(tx, pending);
        return work(tx);
      }, config);
      pending.state = 'claimed';
      return result;
    } catch (err) {
      // Rolled back with the key: a later transaction of the request may still claim it.
      pending.state = 'open';
      throw err;
    }
  };
  return new Proxy(db, {
    get: (target, property, receiver) => (property === 'transaction' ? transaction : Reflect.get(target, property, receiver)),
  });
}
