import ICAL from 'ical.js';

/** One occurrence as a calendar app shows it after reading a feed. */
export interface FeedOccurrence {
  uid: string;
  /** An all-day occurrence's local day ('YYYY-MM-DD'; a DATE value is the same day in every zone), else null. */
  allDay: string | null;
  start: string;
  end: string;
  cancelled: boolean;
  summary: string;
  location: string | null;
}

/** The most occurrences one rule may give in a test's window: every loop is bounded. */
const MAX_PER_RULE = 5000;

/**
 * Reads a feed as a calendar app does, with ical.js (not our writer's code):
 * its VTIMEZONEs registered, each UID's master expanded (RRULE, EXDATE) with
 * its RECURRENCE-ID overrides, plain events as they are; the timed
 * occurrences starting in [from, to) and the all-day ones on days first..last.
 */
export function expandFeed(text: string, from: Date, to: Date, days?: { first: string; last: string }): FeedOccurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  const byUid = new Map<string, ICAL.Component[]>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    byUid.set(uid, [...(byUid.get(uid) ?? []), vevent]);
  }
  const out: FeedOccurrence[] = [];
  const push = (uid: string, start: ICAL.Time, end: ICAL.Time, item: ICAL.Event) => {
    const s = start.toJSDate();
    const allDay = start.isDate ? start.toString().slice(0, 10) : null;
    if (allDay !== null ? !days || allDay < days.first || allDay > days.last : s < from || s >= to) return;
    out.push({
      uid,
      allDay,
      start: s.toISOString(),
      end: end.toJSDate().toISOString(),
      cancelled: item.component.getFirstPropertyValue('status') === 'CANCELLED',
      summary: item.summary,
      location: item.location ?? null,
    });
  };
  for (const [uid, components] of byUid) {
    const master = components.find((c) => !c.hasProperty('recurrence-id'));
    const exceptions = components.filter((c) => c.hasProperty('recurrence-id'));
    if (!master) throw new Error(`${uid}: overrides without a master`);
    const event = new ICAL.Event(master, { strictExceptions: true, exceptions });
    if (!event.isRecurring()) {
      push(uid, event.startDate, event.endDate, event);
      continue;
    }
    const iterator = event.iterator();
    for (let i = 0, next = iterator.next(); next && i < MAX_PER_RULE; i++, next = iterator.next()) {
      if (next.toJSDate() >= to) break;
      const details = event.getOccurrenceDetails(next);
      push(uid, details.startDate, details.endDate, details.item);
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

/** The raw VEVENTs of a feed, by UID (for SEQUENCE and UID checks). */
export function feedEvents(text: string): { uid: string; sequence: number; recurrenceId: string | null; rrule: string | null }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    sequence: Number(v.getFirstPropertyValue('sequence')),
    recurrenceId: v.hasProperty('recurrence-id') ? String(v.getFirstPropertyValue('recurrence-id')) : null,
    rrule: v.hasProperty('rrule') ? String(v.getFirstPropertyValue('rrule')) : null,
  }));
}
