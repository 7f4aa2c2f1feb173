/**
 * The database half of Idempotency-Key (plugins/idempotency.ts is the HTTP
 * half). A create call's key row is written as the first statement of the
 * request's first transaction, and, for a request the plugin holds (every
 * one with a key), that transaction stays open until the answer is known
 * and stores it before it commits (issue 30 item 4): the record, its key
 * and its answer commit together or not at all, so a crash at any point
 * leaves either nothing (a retry writes it anew) or the answer (a retry
 * gets it), never a key without one. While it is open, the request's other
 * statements run in it (held-client.ts; later transactions as savepoints).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../domain/contract/idempotency';
import { messages } from '../../domain/messages';
import { HttpError } from '../errors';
import { type HeldClientSlot, rawClientOf, runWithHeldClientSlot } from './held-client';
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
  /** Set by the plugin: keep the claiming transaction open until the request's answer is settled. */
  hold?: AnswerHold;
}

/** How a held request ends: its answer stored with the write, its key dropped (a refusal), or the key kept unanswered. */
export type KeyOutcome = { kind: 'answer'; statusCode: number; body: unknown } | { kind: 'drop' } | { kind: 'keep' };

/** A claiming transaction held open for the request's answer; `client` (its driver client) routes the request's other statements into it. */
export interface AnswerHold extends HeldClientSlot {
  /** The open transaction, once the request's first one has done its work; later transactions are savepoints in it. */
  tx?: Tx;
  /** Called once: stores the outcome and commits; answers when committed (rejects when the commit failed). */
  settle?: (outcome: KeyOutcome) => Promise<void>;
}

/**
 * The longest a transaction waits for its answer: a request that never
 * answers (or awaits a statement outside it) must not hold the database.
 * Then it commits with the key unanswered, as before issue 30.
 */
const HOLD_LIMIT_MS = 15_000;

const pendingKeys = new AsyncLocalStorage<PendingKey>();

/** Runs the rest of a request (its handler and everything it awaits) with its key pending. */
export const runWithPendingKey = <T>(pending: PendingKey, work: () => T): T =>
  pendingKeys.run(pending, () => runWithHeldClientSlot(pending.hold ?? {}, work));

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

async function store(tx: Tx, pending: PendingKey, outcome: KeyOutcome): Promise<void> {
  const { userId, key } = pending;
  const row = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  if (outcome.kind === 'answer') {
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: outcome.statusCode, responseBody: outcome.body, completedAt: new Date() })
      .where(row);
  } else if (outcome.kind === 'drop') {
    await tx.delete(idempotencyKeys).where(row);
  }
}

/**
 * The claiming transaction of a held request: answers the work's result
 * while the transaction stays open, then waits for the outcome (or the
 * limit), stores it and commits.
 */
function heldTransaction<T>(db: Db, pending: PendingKey, hold: AnswerHold, work: (tx: Tx) => Promise<T>, config: Parameters<Db['transaction']>[1]): Promise<T> {
  return new Promise<T>((resolveWork, rejectWork) => {
    let worked = false;
    let outcomeOf: (outcome: KeyOutcome) => void = () => {};
    const outcome = new Promise<KeyOutcome>((resolve) => (outcomeOf = resolve));
    const limit = setTimeout(() => outcomeOf({ kind: 'keep' }), HOLD_LIMIT_MS);
    limit.unref();
    const committed = db.transaction(async (tx) => {
      await claim(tx, pending);
      const result = await work(tx);
      hold.tx = tx;
      hold.client = rawClientOf(tx);
      pending.state = 'claimed';
      worked = true;
      resolveWork(result);
      const settled = await outcome;
      // Statements of the request from here on run outside: the transaction is ending.
      hold.tx = undefined;
      hold.client = undefined;
      await store(tx, pending, settled);
    }, config);
    hold.settle = async (settled) => {
      outcomeOf(settled);
      await committed;
    };
    committed.then(
      () => clearTimeout(limit),
      (err: unknown) => {
        clearTimeout(limit);
        hold.tx = undefined;
        hold.client = undefined;
        if (worked) return; // the request hears it from settle
        // Rolled back with the key: a later transaction of the request may still claim it.
        pending.state = 'open';
        hold.settle = undefined;
        rejectWork(err);
      },
    );
  });
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
    // Inside the held one: a savepoint (isolation is the outer transaction's).
    if (pending?.hold?.tx) return pending.hold.tx.transaction(work);
    if (pending?.state !== 'open') return db.transaction(work, config);
    pending.state = 'claiming';
    if (pending.hold) return heldTransaction(db, pending, pending.hold, work, config);
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
