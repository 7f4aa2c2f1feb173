import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
async function withMigrationLock(connectionString: string, work: () => Promise<void>): Promise<void> {
  const lockClient = new pg.Client({ connectionString });
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

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const runMigrations = opts.migrate ?? true;
  if (opts.url) {
    const connectionString = withDefaultUser(opts.url);
    const pool = new pg.Pool({ connectionString, max: opts.poolSize ?? 10 });
    // An idle client's connection can drop (server restart, failover): without a listener that crashes the process.
    pool.on('error', (err) => console.warn('postgres pool error:', err.message));
    const db = drizzlePg(pool, { schema });
    if (runMigrations) await withMigrationLock(connectionString, () => migratePg(db, { migrationsFolder }));
    return { db, kind: 'postgres', close: once(() => pool.end()) };
  }
  if (opts.pgliteDir) await mkdir(path.dirname(opts.pgliteDir), { recursive: true });
  const client = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  if (runMigrations) await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: once(() => client.close()),
    dump: () => client.dumpDataDir('none'),
  };
}
