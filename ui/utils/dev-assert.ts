/**
 * Dev-time check for misuse of a primitive. Logs a plain message in
 * development and tests; silent in production builds.
 */
export function devAssert(condition: unknown, message: string): void {
  if (import.meta.env.DEV && !condition) {
    console.error(`[ui] ${message}`);
  }
}
