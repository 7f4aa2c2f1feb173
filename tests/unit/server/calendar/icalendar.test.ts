import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { localToInstant } from '../../../../domain/appointments/local-time';
import { zoneTransitions } from '../../../../domain/calendar/zone-transitions';
import { type CalendarEvent, calendarFile, foldLine, ICS_METHOD } from '../../../../server/calendar/icalendar';

/**
 * The .ics writer read back with ical.js, an RFC 5545 engine of its own: the
 * times land on the same instants in the appointment's zone on both sides
 * of a DST change (the VTIMEZONE written from the zone's transitions), and
 * the file says nothing but what CalendarEvent carries.
 */
const at = (zone: string, y: number, mo: number, d: number, h: number, mi = 0) => localToInstant({ year: y, month: mo, day: d }, { hour: h, minute: mi }, zone);

const event = (over: Partial<CalendarEvent>): CalendarEvent => ({
  uid: 'appointment-42@meadow.example',
  sequence: 3,
  title: 'Appointment',
  timeZone: 'America/New_York',
  startsAt: at('America/New_York', 2027, 3, 13, 10),
  endsAt: at('America/New_York', 2027, 3, 13, 10, 50),
  allDay: null,
  location: '120 Meadow Lane, Suite 4, Brooklyn 11201',
  joinUrl: null,
  cancelled: false,
  lastModified: new Date('2027-01-02T03:04:05Z'),
  ...over,
});

/** Parses the file and registers its VTIMEZONE, as a calendar app does on import. */
function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // Only this file's zone: none left from an earlier test may stand in for it.
  ICAL.TimezoneService.reset();
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, ev: new ICAL.Event(vevent) };
}

const NOW = new Date('2027-03-01T12:00:00Z');

describe('calendarFile', () => {
  const cases: [string, [number, number, number, number, number], [number, number, number, number, number]][] = [
    // Spring forward in New York (2027-03-14 02:00 → 03:00): the day before, the day after, and across the gap itself.
    ['America/New_York', [2027, 3, 13, 10, 0], [2027, 3, 13, 10, 50]],
    ['America/New_York', [2027, 3, 15, 10, 0], [2027, 3, 15, 10, 50]],
    ['America/New_York', [2027, 3, 14, 1, 30], [2027, 3, 14, 3, 30]],
    // Fall back (2027-11-07): 01:30 happens twice; the first (EDT) is the one placed.
    ['America/New_York', [2027, 11, 7, 1, 30], [2027, 11, 7, 2, 30]],
    ['Europe/London', [2027, 3, 28, 0, 30], [2027, 3, 28, 2, 30]],
    ['Australia/Sydney', [2027, 4, 4, 1, 30], [2027, 4, 4, 3, 30]],
    ['Australia/Lord_Howe', [2027, 10, 3, 1, 45], [2027, 10, 3, 2, 45]],
    ['Asia/Kolkata', [2027, 6, 1, 9, 0], [2027, 6, 1, 9, 45]],
  ];
  it.each(cases)('given an occurrence in %s, when read back with ical.js, should start and end at the same instants', (zone, s, e) => {
    const startsAt = at(zone, ...s);
    const endsAt = at(zone, ...e);
    const { ev, vevent } = readBack(calendarFile(event({ timeZone: zone, startsAt, endsAt }), NOW));
    // Every case but the repeated hour keeps its wall clock and zone (that one is written in UTC).
    if (!(zone === 'America/New_York' && s[1] === 11)) expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(zone);
    expect(ev.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(ev.endDate.toJSDate().toISOString()).toBe(endsAt.toISOString());
  });

  it('given a New York occurrence, should carry a VTIMEZONE with its EDT and EST observances', () => {
    const { calendar } = readBack(calendarFile(event({}), NOW));
    const vtz = calendar.getFirstSubcomponent('vtimezone')!;
    expect(vtz.getFirstPropertyValue('tzid')).toBe('America/New_York');
    expect(vtz.getAllSubcomponents('daylight').map((c) => String(c.getFirstPropertyValue('tzoffsetto')))).toContain('-04:00');
    expect(vtz.getAllSubcomponents('standard').map((c) => String(c.getFirstPropertyValue('tzoffsetto')))).toContain('-05:00');
  });

  it('given an event, should write METHOD, UID, SEQUENCE, the title, place and status it was given', () => {
    const { calendar, vevent } = readBack(calendarFile(event({ joinUrl: 'https://meadow.example/connect/abc', location: 'https://meadow.example/connect/abc', title: 'Video session' }), NOW));
    expect(calendar.getFirstPropertyValue('method')).toBe(ICS_METHOD);
    expect(vevent.getFirstPropertyValue('uid')).toBe('appointment-42@meadow.example');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Video session');
    expect(vevent.getFirstPropertyValue('location')).toBe('https://meadow.example/connect/abc');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meadow.example/connect/abc');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const cancelled = readBack(calendarFile(event({ cancelled: true }), NOW)).vevent;
    expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('given text with commas, semicolons, a line break and accents longer than a line, should read back unchanged', () => {
    const location = 'Suite 4; Floor 2, Rue de l’Église, Montréal\nBack door — '.repeat(3);
    const text = calendarFile(event({ location }), NOW);
    expect(readBack(text).vevent.getFirstPropertyValue('location')).toBe(location);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('given an all-day occurrence, should write its day as a DATE, the next day as its end, and no zone', () => {
    const { ev, calendar } = readBack(calendarFile(event({ allDay: { first: '2027-03-14', afterLast: '2027-03-15' } }), NOW));
    expect(ev.startDate.isDate).toBe(true);
    expect(ev.startDate.toString()).toBe('2027-03-14');
    expect(ev.endDate.toString()).toBe('2027-03-15');
    expect(calendar.getFirstSubcomponent('vtimezone')).toBeNull();
  });
});

describe('foldLine', () => {
  it('given a line of multi-byte characters, should never split one', () => {
    const folded = foldLine(`LOCATION:${'é'.repeat(100)}`);
    expect(folded.split('\r\n ').join('')).toBe(`LOCATION:${'é'.repeat(100)}`);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
  });
});

describe('zoneTransitions', () => {
  it('given Lord Howe, should find its half-hour change to the minute (tzScan finds the hour)', () => {
    const [change] = zoneTransitions('Australia/Lord_Howe', new Date('2027-09-01T00:00:00Z'), new Date('2027-11-01T00:00:00Z'));
    // 02:00 local at +10:30 is 15:30 UTC the day before.
    expect(change).toMatchObject({ at: new Date('2027-10-02T15:30:00Z'), offsetFrom: 630, offsetTo: 660 });
  });

  it('given Kolkata, should find no change', () => {
    expect(zoneTransitions('Asia/Kolkata', new Date('2026-01-01T00:00:00Z'), new Date('2029-01-01T00:00:00Z'))).toEqual([]);
  });
});
