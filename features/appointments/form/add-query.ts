/**
 * The add screen's optional query (`/add?date=2026-11-25&start=14:30`): the
 * calendar opens the form on a tapped slot. Pure; a value that is not a real
 * day or a 24-hour time is ignored, so a hand-typed link never opens a
 * broken form.
 */
import { isIsoDay } from '../../../domain/appointments/form-payload';
import { parseIso } from '../../../domain/appointments/recurrence';
import { isRealDate } from '../../../domain/appointments/rules';
import type { TwentyFourHourTime } from '../../../domain/clock';
import { payloadDate } from '../../../domain/contract/appointment';

export interface AddQuery {
  /** 'YYYY-MM-DD'. */
  date?: string;
  start?: TwentyFourHourTime;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `date` and `start` of a query string ('?date=…&start=…' or without the '?'); invalid ones left out. */
export function parseAddQuery(search: string): AddQuery {
  const params = new URLSearchParams(search);
  const query: AddQuery = {};
  const date = params.get('date');
  if (date !== null && isIsoDay(date)) {
    const { year, month, day } = parseIso(date);
    const parts = { year, month, day_of_month: day };
    // A day the save would refuse ('incorrect date') is no better than none.
    if (isRealDate(parts) && payloadDate.safeParse(parts).success) query.date = date;
  }
  const match = TIME.exec(params.get('start') ?? '');
  if (match) query.start = { hour: Number(match[1]), minute: Number(match[2]) };
  return query;
}
