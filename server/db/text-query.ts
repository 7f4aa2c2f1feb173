/**
 * A statement built once with drizzle (an sql`` template with placeholders)
 * and sent unnamed, as text with this request's values, on every call:
 * PostgreSQL still plans it with the values (where a LIKE pattern's
 * selectivity decides the plan, a named statement's generic plan would not
 * see it), while drizzle's building of the text is paid once, not per
 * request (tests/bench/server-path.ts, search). Object rows, as
 * `db.execute` answers them, through the client drizzle holds (see
 * array-query.ts).
 */
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Rows<Row> = { rows: Row[] };

interface PoolClient {
  query<Row>(config: { text: string }, values: unknown[]): Promise<Rows<Row>>;
}

interface PgliteClient {
  waitReady: Promise<void>;
  query<Row>(text: string, params: unknown[]): Promise<Rows<Row>>;
}

export function textQuery<Row>(db: Db, statement: SQL): (values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const client = (db as unknown as { $client: PoolClient | PgliteClient }).$client;
  if ('waitReady' in client) return async (values) => (await client.query<Row>(text, fillPlaceholders(params, values))).rows;
  const config = { text };
  return async (values) => (await client.query<Row>(config, fillPlaceholders(params, values))).rows;
}
