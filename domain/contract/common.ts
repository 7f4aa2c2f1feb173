import { z } from 'zod';

/** The one error body every 4xx and 5xx answer carries. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** A path segment that must be a whole number (ids, days, years). */
export const numericParam = z.coerce.number().int().nonnegative();
