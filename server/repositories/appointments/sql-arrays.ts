/**
 * Many occurrences travel to PostgreSQL as a few array parameters, unnested
 * in the statement (one INSERT … SELECT FROM unnest, one UPDATE … FROM unnest,
 * one overlap join), instead of thousands of bind parameters or one
 * statement per row. The arrays are sent as array literals with an explicit
 * cast, which node-postgres and PGlite both pass through unchanged.
 */
import { type SQL, sql } from 'drizzle-orm';

/** Values that need no quoting inside an array literal: ints, ISO dates and instants. */
type Plain = number | string | boolean;

const literal = (values: readonly Plain[]): string => `{${values.map(String).join(',')}}`;

export const intArray = (values: readonly number[]): SQL => sql`${literal(values)}::int[]`;
export const dateArray = (values: readonly string[]): SQL => sql`${literal(values)}::date[]`;
export const instantArray = (values: readonly Date[]): SQL => sql`${literal(values.map((d) => d.toISOString()))}::timestamptz[]`;
export const boolArray = (values: readonly boolean[]): SQL => sql`${literal(values)}::boolean[]`;

/** Rows of a raw `execute` on either driver (both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The largest integer column value: a bigger id from a request names no row (and must not reach PostgreSQL as an error). */
export const INT4_MAX = 2_147_483_647;
export const fitsInt4 = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= INT4_MAX;
