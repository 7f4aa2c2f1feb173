/**
 * An external iCalendar feed read as busy time only (issue 28 item 2): each
 * VEVENT expanded with ical.js (RRULE, RDATE, EXDATE, RECURRENCE-ID
 * overrides) over a window, kept as [start, end) instants and nothing else;
 * titles, descriptions, attendees and locations are never read.
 *
 * Not busy: STATUS:CANCELLED and TRANSP:TRANSPARENT (an override may turn
 * one occurrence either way). An all-day event is busy for its whole local
 * days in the provider's zone. Times are placed by the feed's own VTIMEZONE
 * when it has one for the TZID, else by the TZID as an IANA name, else
 * (floating times, unknown names) in the provider's zone.
 */
import ICAL from 'ical.js';
import { isKnownTimeZone, localToInstant } from '../../domain/appointments/local-time';

export const BUSY_MAX_EVENTS = 5_000;
/** Expanded occurrences kept at most (a daily event over 90 days is 90): past this the rest is dropped. */
export const BUSY_MAX_INTERVALS = 20_000;
/** Occurrences looked at per series before the window ends (a daily series from 1990 reaches today within it). */
const MAX_STEPS_PER_SERIES = 20_000;

export interface BusyInterval {
  startsAt: Date;
  endsAt: Date;
}

export type BusyParseResult = { kind: 'ok'; intervals: BusyInterval[]; events: number } | { kind: 'not_calendar' } | { kind: 'too_many_events' };

interface Window {
  from: Date;
  to: Date;
}

const isBusy = (c: ICAL.Component): boolean => {
  const status = String(c.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(c.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
};

function instantOf(t: ICAL.Time, registered: ReadonlySet<string>, zone: string): Date {
  const day = { year: t.year, month: t.month, day: t.day };
  if (t.isDate) return localToInstant(day, { hour: 0, minute: 0 }, zone);
  const tzid = t.zone?.tzid ?? 'floating';
  if (tzid === 'UTC' || registered.has(tzid)) return t.toJSDate();
  const wallZone = tzid !== 'floating' && isKnownTimeZone(tzid) ? tzid : zone;
  return new Date(localToInstant(day, { hour: t.hour, minute: t.minute }, wallZone).getTime() + t.second * 1000);
}

/** The TZID a DATE-TIME property names (ical.js leaves an unregistered one floating). */
function withTzid(t: ICAL.Time, prop: ICAL.Property | null): ICAL.Time {
  const tzid = prop?.getParameter('tzid');
  if (typeof tzid !== 'string' || t.isDate || (t.zone && t.zone.tzid !== 'floating')) return t;
  const copy = t.clone();
  copy.zone = new ICAL.Timezone({ tzid });
  return copy;
}

/**
 * Reads `text` into busy intervals overlapping `window`, or says why not.
 * Synchronous from start to end: ical.js's zone registry is global, and no
 * other feed's zones may stand in while this one is read.
 */
export function busyIntervalsOf(text: string, window: Window, zone: string): BusyParseResult {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) return { kind: 'not_calendar' };
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    return { kind: 'not_calendar' };
  }
  if (calendar.name !== 'vcalendar') return { kind: 'not_calendar' };
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length > BUSY_MAX_EVENTS) return { kind: 'too_many_events' };

  ICAL.TimezoneService.reset();
  const registered = new Set<string>();
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) {
    try {
      ICAL.TimezoneService.register(vtz);
      const tzid = vtz.getFirstPropertyValue('tzid');
      if (typeof tzid === 'string') registered.add(tzid);
    } catch {
      // A broken VTIMEZONE: its TZID is then read as an IANA name, or the provider's zone.
    }
  }
  try {
    return { kind: 'ok', intervals: expand(vevents, window, zone, registered), events: vevents.length };
  } catch {
    return { kind: 'not_calendar' };
  } finally {
    ICAL.TimezoneService.reset();
  }
}

function expand(vevents: ICAL.Component[], window: Window, zone: string, registered: ReadonlySet<string>): BusyInterval[] {
  const masters = new Map<string, ICAL.Component>();
  const overrides = new Map<string, ICAL.Component[]>();
  const orphans: ICAL.Component[] = [];
  for (const c of vevents) {
    const uid = String(c.getFirstPropertyValue('uid') ?? '');
    if (c.hasProperty('recurrence-id')) overrides.set(uid, [...(overrides.get(uid) ?? []), c]);
    else if (uid !== '' && !masters.has(uid)) masters.set(uid, c);
    else orphans.push(c);
  }
  for (const [uid, list] of overrides) if (!masters.has(uid)) orphans.push(...list);

  const out: BusyInterval[] = [];
  const push = (startsAt: Date, endsAt: Date) => {
    if (out.length >= BUSY_MAX_INTERVALS) return;
    if (!(endsAt > startsAt) || endsAt <= window.from || startsAt >= window.to) return;
    out.push({ startsAt, endsAt });
  };
  const single = (c: ICAL.Component) => {
    if (!c.hasProperty('dtstart') || !isBusy(c)) return;
    const e = new ICAL.Event(c);
    const start = withTzid(e.startDate, c.getFirstProperty('dtstart'));
    const end = e.endDate ? withTzid(e.endDate, c.getFirstProperty('dtend')) : null;
    const startsAt = instantOf(start, registered, zone);
    // No DTEND or DURATION: a date lasts its day (RFC 5545 3.6.1), a date-time is a moment and blocks nothing.
    const endsAt = end ? instantOf(end, registered, zone) : start.isDate ? new Date(startsAt.getTime() + 86_400_000) : startsAt;
    push(startsAt, endsAt);
  };

  for (const [uid, master] of masters) {
    if (!master.hasProperty('dtstart')) continue;
    const event = new ICAL.Event(master, { exceptions: overrides.get(uid) ?? [], strictExceptions: false });
    if (!event.isRecurring()) {
      single(master);
      continue;
    }
    const dtstart = master.getFirstProperty('dtstart');
    const it = event.iterator();
    for (let step = 0; step < MAX_STEPS_PER_SERIES; step += 1) {
      const next = it.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const item = details.item.component;
      const start = withTzid(details.startDate, item.getFirstProperty('dtstart') ?? dtstart);
      const startsAt = instantOf(start, registered, zone);
      // Past the window: but an override may move a later occurrence earlier, so only the series' own time stops it.
      if (instantOf(withTzid(next, dtstart), registered, zone) >= window.to && startsAt >= window.to) break;
      if (!isBusy(item)) continue;
      const end = withTzid(details.endDate, item.getFirstProperty('dtend') ?? master.getFirstProperty('dtend'));
      push(startsAt, instantOf(end, registered, zone));
    }
  }
  for (const c of orphans) single(c);
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
