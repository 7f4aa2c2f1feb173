/**
 * forgot/verify does the same queries for a known and an unknown e-mail, yet
 * a known one still costs a little more (a foreign-key check on the insert,
 * warmer rows): measured 1–2 ms at the median on PGlite. Answering no sooner
 * than a fixed time after the request began hides that and any other small
 * difference, as long as the work stays under the floor.
 */
export const RECOVERY_VERIFY_FLOOR_MS = 150;

/** Resolves once `floorMs` have passed since `startedAt` (a performance.now() reading). */
export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await new Promise<void>((resolve) => setTimeout(resolve, left));
}
