/**
 * A hot read whose rows the repository maps itself: the statement is built
 * once with drizzle (same columns, same placeholders), then sent as a named
 * prepared statement in array row mode, skipping drizzle's generic per-field
 * row mapping. Used where that mapping cost more than PostgreSQL spent
 * running the statement (the daily week, issue 16: tests/bench/server-path.ts
 * with BENCH_PROFILE).
 *
 * Both drivers are reached through the client drizzle holds (`$client`), so
 * this module loads neither: a pg Pool takes a query config with a name (a
 * statement parsed and planned once per connection); PGlite takes the text
 * (one connection, its own statement cache).
 *
 * Columns must come back as plain JSON-ready values under both drivers'
 * default parsers: select dates as text (`::text`), since node-postgres
 * turns a DATE into a local-midnight Date.
 */
import { fillPlaceholders } from 'drizzle-orm';
import type { Db } from './client';

type ArrayRows = { rows: unknown[][] };

interface PoolClient {
  query(config: { name: string; text: string; rowMode: 'array' }, values: unknown[]): Promise<ArrayRows>;
}

interface PgliteClient {
  waitReady: Promise<void>;
  query(text: string, params: unknown[], options: { rowMode: 'array' }): Promise<ArrayRows>;
}

/** Runs the statement with these placeholder values; the rows as arrays, in the select's column order. */
export type ArrayQuery = (values: Record<string, unknown>) => Promise<unknown[][]>;

export function arrayQuery(db: Db, name: string, query: { toSQL(): { sql: string; params: unknown[] } }): ArrayQuery {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: PoolClient | PgliteClient }).$client;
  if ('waitReady' in client) {
    return async (values) => (await client.query(text, fillPlaceholders(params, values), { rowMode: 'array' })).rows;
  }
  const config = { name, text, rowMode: 'array' as const };
  return async (values) => (await client.query(config, fillPlaceholders(params, values))).rows;
}
