/**
 * A phone that locks, loses signal or closes the tab mid-answer ends the
 * response early. @fastify/compress reports every such end of its pipe as
 * an error ("premature close"), so a busy day would fill the error log with
 * departures that need nobody's attention. Those lines go to debug; every
 * other error stays an error.
 */
const PREMATURE_CLOSE = /^premature close$/i;

/** Whether a log call's first argument is the error of a client that went away (end-of-stream's or Node's). */
export function isClientGone(first: unknown): boolean {
  if (!(first instanceof Error)) return false;
  const code = (first as { code?: unknown }).code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || PREMATURE_CLOSE.test(first.message);
}

const ERROR_LEVEL = 50;

type LogFn = (...args: unknown[]) => void;

/** pino's logMethod hook (Fastify's logger options): error-level lines about a client that went away are written at debug. */
export const clientGoneHooks = {
  logMethod(this: { debug: LogFn }, args: unknown[], method: LogFn, level: number): void {
    if (level >= ERROR_LEVEL && isClientGone(args[0])) {
      this.debug(...args);
      return;
    }
    method.apply(this, args);
  },
};
