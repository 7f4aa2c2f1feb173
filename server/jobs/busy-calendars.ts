/**
 * Busy time in (issue 28 item 2), as two job kinds:
 *
 * - 'sweep:busy-calendars', every 15 minutes in the whole deployment:
 *   enqueues one 'fetch:busy-calendar' per calendar, keyed by calendar and
 *   period (never twice in a period).
 * - 'fetch:busy-calendar': fetches the address through the guarded fetcher,
 *   reads it (server/calendar/busy-intervals.ts) for the next 90 days and
 *   replaces the calendar's intervals; a failure records its code and keeps
 *   the last good intervals (the screen shows them as stale). A failed fetch
 *   is an answer, not a job failure: no retry storm against a broken feed,
 *   the next sweep tries again.
 */
import { busyIntervalsOf } from '../calendar/busy-intervals';
import { guardedFetch, GuardedFetchError, type GuardedFetchOptions } from '../outbound/guarded-fetch';
import {
  allBusyCalendarIds,
  BUSY_FETCH_JOB,
  type BusyFetchPayload,
  calendarToFetch,
  recordBusyFailure,
  replaceBusyIntervals,
} from '../repositories/busy-calendars-repository';
import { enqueue } from './queue';
import type { JobHandler } from './worker';

export const BUSY_SWEEP_JOB = 'sweep:busy-calendars';
export const BUSY_SWEEP_PERIOD_MS = 15 * 60_000;
export const BUSY_HORIZON_DAYS = 90;
const DAY = 86_400_000;

export interface BusyFetchDeps {
  busyFetch: Pick<GuardedFetchOptions, 'allowHttp' | 'allowHosts'>;
}

/** What a feed may answer with; others (text/html of a login page, JSON) are refused. */
const CALENDAR_TYPES = ['text/calendar', 'text/plain', 'application/ics', 'application/octet-stream', 'text/x-vcalendar'];

const isPayload = (p: unknown): p is BusyFetchPayload =>
  typeof p === 'object' && p !== null && Number.isInteger((p as BusyFetchPayload).calendarId);

export function busyCalendarHandlers(deps: BusyFetchDeps): Record<string, JobHandler> {
  return {
    [BUSY_SWEEP_JOB]: async (_payload, ctx) => {
      const period = Math.floor(ctx.now.getTime() / BUSY_SWEEP_PERIOD_MS);
      let enqueued = 0;
      for (const calendarId of await allBusyCalendarIds(ctx.db)) {
        if (await enqueue(ctx.db, BUSY_FETCH_JOB, { calendarId } satisfies BusyFetchPayload, { dedupeKey: `${BUSY_FETCH_JOB}:${calendarId}:${period}`, maxAttempts: 1 }))
          enqueued += 1;
      }
      if (enqueued > 0) ctx.log.info({ enqueued }, 'busy calendar fetches enqueued');
    },
    [BUSY_FETCH_JOB]: async (payload, ctx) => {
      if (!isPayload(payload)) return;
      const calendar = await calendarToFetch(ctx.db, payload.calendarId);
      // Removed meanwhile: nothing to do.
      if (calendar === null) return;
      const at = ctx.now;
      let body: string;
      try {
        body = (await guardedFetch(calendar.url, { ...deps.busyFetch, contentTypes: CALENDAR_TYPES })).body;
      } catch (err) {
        const code = err instanceof GuardedFetchError ? err.code : 'unreachable';
        // The calendar's id and the code only: the address is a secret.
        ctx.log.warn({ calendarId: calendar.id, code }, 'busy calendar fetch failed');
        await recordBusyFailure(ctx.db, calendar.id, code, at);
        return;
      }
      const window = { from: new Date(at.getTime() - DAY), to: new Date(at.getTime() + BUSY_HORIZON_DAYS * DAY) };
      const read = busyIntervalsOf(body, window, calendar.timezone);
      if (read.kind !== 'ok') {
        ctx.log.warn({ calendarId: calendar.id, code: read.kind }, 'busy calendar unreadable');
        await recordBusyFailure(ctx.db, calendar.id, read.kind, at);
        return;
      }
      await replaceBusyIntervals(ctx.db, calendar, read.intervals, read.events, at);
      ctx.log.info({ calendarId: calendar.id, intervals: read.intervals.length }, 'busy calendar read');
    },
  };
}
