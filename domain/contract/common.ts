import { z } from 'zod';
import { messages } from '../messages';

/** The one error body every 4xx and 5xx answer carries. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** PostgreSQL's integer: every id column, so every id the contract accepts fits in it. */
export const DB_INT_MAX = 2_147_483_647;

/**
 * Canonical decimal only: '0' or digits without a leading zero. ' 1', '+1',
 * '0x1F', '1e3' and '01' are refused, so one record has exactly one spelling
 * in a path (a URL cache, an audit line or a matrix row cannot be dodged).
 */
const CANONICAL_DECIMAL = /^(0|[1-9][0-9]{0,9})$/;

/** A whole number in a path segment or query value, from min to max (within PostgreSQL's integer). */
export const wholeNumberParam = ({ min = 0, max = DB_INT_MAX, error = messages.invalidRequest } = {}) =>
  z
    .string({ error })
    .regex(CANONICAL_DECIMAL, { error })
    .transform(Number)
    .pipe(
      z
        .int32({ error })
        .min(min, { error })
        .max(Math.min(max, DB_INT_MAX), { error }),
    );

/** A path segment that must be a whole number (ids, days, years). */
export const numericParam = wholeNumberParam();

/** A positive id in a path segment or query value. */
export const idParam = wholeNumberParam({ min: 1 });
