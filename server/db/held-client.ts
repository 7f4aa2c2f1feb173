/**
 * Statements of a request whose Idempotency-Key transaction is held open
 * for its answer (idempotent-writes.ts) go into that transaction, whatever
 * handle sent them: prepared statements bound to the pool at start-up, the
 * array-mode reads, the bare Db. Without it they would not see the write
 * on PostgreSQL, and on PGlite (one connection) they would wait for a
 * transaction that waits for them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The raw client of the held transaction (a pg PoolClient, a PGlite Transaction), while it is open. */
export interface HeldClientSlot {
  client?: object;
}

const slots = new AsyncLocalStorage<HeldClientSlot>();

export const runWithHeldClientSlot = <T>(slot: HeldClientSlot, work: () => T): T => slots.run(slot, work);

/** The driver's own client under a drizzle transaction handle (both drivers keep it as session.client). */
export const rawClientOf = (tx: object): object | undefined => (tx as { session?: { client?: object } }).session?.client;

const ROUTED: ReadonlySet<PropertyKey> = new Set(['query', 'exec']);

/** The pool (or PGlite), with query/exec sent to the held transaction's client when the caller's request holds one. */
export function routingHeldStatements<C extends object>(client: C): C {
  return new Proxy(client, {
    get(target, property) {
      const held = ROUTED.has(property) ? slots.getStore()?.client : undefined;
      const owner = held ?? target;
      // Bound to the real object: PGlite keeps private fields a proxy cannot reach.
      const value: unknown = Reflect.get(owner, property, owner);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(owner) : value;
    },
  });
}
