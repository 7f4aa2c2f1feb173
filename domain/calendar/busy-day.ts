/**
 * Busy blocks (issue 28 item 2: bare instants from a provider's personal
 * calendars) placed on one local day of the viewer's zone, as minutes since
 * midnight: a block over midnight shows on both days, cut at the day's ends.
 * Intl alone (no zone library): the calendar's first load stays small.
 */
import type { BusyBlock } from '../contract/busy-calendars';
import { formatClock, type HourCycle } from '../time-style';

export interface BusySpan {
  /** Minutes since the day's midnight, 0–1440. */
  start: number;
  end: number;
}

const partsCache = new Map<string, Intl.DateTimeFormat>();

/** The local day ('YYYY-MM-DD') and minute of the day of an instant in `zone`. */
export function localDayMinute(instant: string, zone: string): { day: string; minute: number } {
  let f = partsCache.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    partsCache.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return { day: `${p['year']}-${p['month']}-${p['day']}`, minute: Number(p['hour']) * 60 + Number(p['minute']) };
}

/** The parts of `blocks` on `day` in `zone`, earliest first. */
export function busySpansOn(blocks: readonly BusyBlock[], day: string, zone: string): BusySpan[] {
  const spans: BusySpan[] = [];
  for (const b of blocks) {
    const s = localDayMinute(b.start, zone);
    const e = localDayMinute(b.end, zone);
    if (s.day > day || e.day < day) continue;
    const start = s.day === day ? s.minute : 0;
    const end = e.day === day ? e.minute : 1440;
    if (end > start) spans.push({ start, end });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** '6:00 AM–7:00 AM': a span's hours in the reader's clock, as busy blocks are named and the team week's chips show them. */
export const busySpanRange = (span: BusySpan, hourCycle: HourCycle): string => `${formatClock(span.start, hourCycle)}–${formatClock(span.end % 1440, hourCycle)}`;
