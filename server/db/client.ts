import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { routingHeldStatements } from './held-client';
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
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory (tests reuse a migrated one). */
  dump?: () => Promise<Blob>;
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
  const pool = new pg.Pool({ connectionString, max: opts.poolSize ?? POOL_MAX_DEFAULT, idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS, keepAlive: true });
  // An idle client's connection can drop (server restart, failover): without a listener that crashes the process.
  pool.on('error', (err) => console.warn('postgres pool error:', err.message));
  const db = drizzle(routingHeldStatements(pool), { schema });
  if (runMigrations) await withMigrationLock(pg.Client, connectionString, () => migrate(db, { migrationsFolder }));
  return { db, kind: 'postgres', close: once(() => pool.end()) };
}

/**
 * PGlite's buffer cache. PostgreSQL's default, 128MB, lives in the process
 * (PGlite's WebAssembly memory, which never shrinks) and is touched at start:
 * ≈ 125 MiB of resident memory before the first query. One practice's working
 * set fits in far less, and the operating system's page cache still holds the
 * data files; measured on a reopened database: 311 MiB resident at 128MB,
 * 198 MiB at 32MB.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

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
    close: once(() => client.close()),
    dump: () => client.dumpDataDir('none'),
  };
}
