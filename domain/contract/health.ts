import { z } from 'zod';

/* ---------- GET /api/health ---------- */

/** The server serves and its database answers; while the database is away the call answers 503 (errorBody). */
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;
