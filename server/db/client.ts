import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { routingHeldStatements } from './held-client';
import { markFromDatabase, markingErrors, OutageWatch } from './unavailable';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, for repository functions that take part in one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… ; unset means PGlite. */
  url?: string;
  /** PGlite data directory; unset means in memory. */
  pgliteDir?: string;
  /** A PGlite data dump to start from (tests: a migrated database made once). */
  loadDataDir?: Blob;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /** node-postgres pool size. */
  poolSize?: number;
  /**
   * PostgreSQL: the serving server's bounds (SERVING_POOL_BOUNDS). Unset, as
   * for scripts, benches and tests that open the database themselves (a
   * bench's seeding statement may run for minutes), the pool waits as long
   * as it takes.
   */
  bounds?: PoolBounds;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory (tests reuse a migrated one). */
  dump?: () => Promise<Blob>;
  /** Outage episodes (PostgreSQL unreachable); PGlite runs in the process and never has one. */
  outage: OutageWatch;
}

/**
 * libpq takes the OS user when a URL names none; node-postgres does not (and
 * fails with "no PostgreSQL user name specified"). Fill it in the libpq way.
 */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (parsed.username) return url;
  parsed.username = process.env.PGUSER ?? os.userInfo().username;
  return parsed.toString();
}

/**
 * Several processes starting at once on one PostgreSQL must not run the same
 * migration twice: a session advisory lock on a connection of its own
 * serialises them (the migrator itself runs on the pool).
 */
async function withMigrationLock(Client: typeof import('pg').Client, connectionString: string, work: () => Promise<void>): Promise<void> {
  const lockClient = new Client({ connectionString });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727273)');
    await work();
  } finally {
    await lockClient.query('select pg_advisory_unlock(727273)').catch(() => undefined);
    await lockClient.end();
  }
}

/** Closing twice (shutdown racing a test's own close) must not throw. */
const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

/**
 * node-postgres pool settings. Statements are prepared per connection, so a
 * connection closed while idle takes its prepared statements with it (and the
 * next request after a quiet spell pays to reconnect and prepare again):
 * idle connections are never closed (idleTimeoutMillis 0, node-postgres'
 * "disabled"; it was 10 s, which dropped them after any pause). The pool stays
 * bounded by `max`, so at most `max` connections per process are held; TCP
 * keep-alive stops a firewall or NAT from silently cutting an idle one, and
 * one that drops anyway (server restart) is discarded and replaced on demand.
 */
export const POOL_MAX_DEFAULT = 10;
export const POOL_IDLE_TIMEOUT_MS = 0;

/**
 * Bounds so that no request waits long on a database that is gone (issue
 * 30 item 7): a new connection within connectMs; a statement cancelled by
 * PostgreSQL itself after statementMs (57014, answered 503; the connection
 * stays usable); should PostgreSQL not answer at all (the network cut, not
 * refused), the driver gives up reading after readMs and the connection is
 * dropped; and a request waits at most poolWaitMs for a free connection of a
 * full pool. pg-pool bounds that wait and a new connection's set-up with one
 * setting; they are apart here (boundedClient) so that a burst that only
 * queues for a moment on a busy machine is not refused like an outage.
 *
 * The serving pool carries requests, the job worker and the audit buffer,
 * whose statements are all short (batches); migrations run on a connection
 * of their own without bounds (a migration may rewrite a big table), and
 * backups run pg_dump in its own process.
 */
export interface PoolBounds {
  connectMs: number;
  statementMs: number;
  readMs: number;
  poolWaitMs: number;
}

export const SERVING_POOL_BOUNDS: PoolBounds = { connectMs: 3_000, statementMs: 7_000, readMs: 8_000, poolWaitMs: 8_000 };

/** Keep-alive probes start after this much quiet (the OS default is 2 hours). */
export const KEEPALIVE_DELAY_MS = 10_000;

/**
 * Opens the database. Each driver is imported only on its own path: a server
 * on PostgreSQL never loads PGlite (≈ 50 MiB resident), one on PGlite never
 * loads `pg`.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts, opts.url) : openPglite(opts);
}

async function openPostgres(opts: DatabaseOptions, url: string): Promise<Database> {
  const runMigrations = opts.migrate ?? true;
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const connectionString = withDefaultUser(url);
  const outage = new OutageWatch();
  if (runMigrations) {
    // Unbounded on purpose (see PoolBounds): one connection, closed once the migrations are in.
    const migrations = new pg.Pool({ connectionString, max: 1 });
    try {
      await withMigrationLock(pg.Client, connectionString, () => migrate(drizzle(migrations, { schema }), { migrationsFolder }));
    } finally {
      await migrations.end();
    }
  }
  const lostConnection = (err: Error) => {
    markFromDatabase(err);
    if (!outage.noted(err)) console.warn('postgres pool error:', err.message);
  };
  const bounds = opts.bounds;
  const pool = new pg.Pool({
    connectionString,
    max: opts.poolSize ?? POOL_MAX_DEFAULT,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    ...(bounds ? { connectionTimeoutMillis: bounds.poolWaitMs, statement_timeout: bounds.statementMs, query_timeout: bounds.readMs } : {}),
    Client: boundedClient(pg.Client, bounds?.connectMs ?? 0, lostConnection),
  });
  // An idle client's connection can drop (server restart, failover): without a listener that crashes the process.
  pool.on('error', lostConnection);
  pool.on('connect', () => outage.reconnected());
  const db = drizzle(routingHeldStatements(markingErrors(pool)), { schema });
  return { db, kind: 'postgres', outage, close: once(() => pool.end()) };
}

/**
 * The pool's clients: connected within connectMs (whatever the pool's wait;
 * 0: no bound), and dropped after a read timeout. node-postgres gives up on
 * the query then but keeps the connection, with the query still on it: a
 * transaction's client would go back to the pool wedged behind it (drizzle
 * releases it without an error), and every later query on it would wait for
 * the same silence. Ending the connection makes the pool discard it.
 *
 * The pool listens for a lost connection only while a client is idle; one
 * lost while checked out between two statements (a transaction held for its
 * answer, db/idempotent-writes.ts) emits 'error' on the client itself, which
 * without a listener ends the process. Its next statement fails and the pool
 * discards it on release (it is no longer queryable).
 */
function boundedClient(Client: typeof import('pg').Client, connectMs: number, lostConnection: (err: Error) => void): typeof import('pg').Client {
  return class extends Client {
    constructor(config?: import('pg').ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
      this.on('error', lostConnection);
    }

    override query(...args: unknown[]): never {
      const result: unknown = Reflect.apply(super.query, this, args);
      if (result instanceof Promise) {
        result.catch((err: unknown) => {
          if (err instanceof Error && err.message === 'Query read timeout') void this.end().catch(() => undefined);
        });
      }
      return result as never;
    }
  };
}

/**
 * PGlite's buffer cache. PostgreSQL's default, 128MB, lives in the process
 * (PGlite's WebAssembly memory, which never shrinks) and is touched at start:
 * ≈ 125 MiB of resident memory before the first query. One practice's working
 * set fits in far less (the demo practice's database is ≈ 10 MB), and the
 * operating system's page cache still holds the data files; measured on a
 * reopened database: 311 MiB resident at 128MB, 198 MiB at 32MB; 16MB (issue
 * 31 item 3) a further ≈ 15 MiB less at the same CPU per request on the hot
 * routes, where 8MB began to cost CPU (buffer misses read through the file
 * system).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const runMigrations = opts.migrate ?? true;
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (opts.pgliteDir) await mkdir(path.dirname(opts.pgliteDir), { recursive: true });
  const client = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzle(routingHeldStatements(client), { schema });
  if (runMigrations) await migrate(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    outage: new OutageWatch(),
    close: once(() => client.close()),
    dump: () => client.dumpDataDir('none'),
  };
}
