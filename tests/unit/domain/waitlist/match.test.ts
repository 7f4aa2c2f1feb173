/**
 * Matching a freed slot to an entry's wishes (issue 29) against an
 * independent reading: walk the session minute by minute and ask Intl for
 * each minute's weekday, date and wall time in the entry's zone. Slots are
 * drawn around DST changes of two zones (New York and Berlin; Lord Howe's
 * half-hour change too), entries in either zone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotFits, type FreedSlot } from '../../../../domain/waitlist/match';
import { LOCATION_KINDS, type Weekday, type Wishes } from '../../../../domain/waitlist/wishes';

const MINUTE = 60_000;
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallOf(instant: number, zone: string): { date: string; weekday: number; minute: number } {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short' });
    formatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_NAMES.indexOf(parts.weekday ?? ''),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The definition, by brute force. */
function fitsByMinutes(w: Wishes, slot: FreedSlot): boolean {
  if (!w.location_kinds.includes(slot.locationKind)) return false;
  if (w.length_minutes * MINUTE > slot.end.getTime() - slot.start.getTime()) return false;
  for (let i = 0; i < w.length_minutes; i += 1) {
    const wall = wallOf(slot.start.getTime() + i * MINUTE, w.timezone);
    if (!(w.days as number[]).includes(wall.weekday)) return false;
    if (w.earliest_date !== null && wall.date < w.earliest_date) return false;
    if (w.latest_date !== null && wall.date > w.latest_date) return false;
    if (!w.windows.some((win) => win.start_minute <= wall.minute && wall.minute < win.end_minute)) return false;
  }
  return true;
}

const ZONES = ['America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe'] as const;
/** DST changes in 2026 (UTC instants) the slots cluster around, and an ordinary day. */
const ANCHORS = [
  Date.UTC(2026, 2, 8, 7, 0), // New York spring forward
  Date.UTC(2026, 10, 1, 6, 0), // New York fall back
  Date.UTC(2026, 2, 29, 1, 0), // Berlin spring forward
  Date.UTC(2026, 9, 25, 1, 0), // Berlin fall back
  Date.UTC(2026, 3, 4, 15, 0), // Lord Howe fall back (30 min)
  Date.UTC(2026, 5, 17, 12, 0), // an ordinary day
];

const windowArb = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 48 }))
  .map(([start, len]) => ({ start_minute: start * 15, end_minute: Math.min(1440, start * 15 + len * 15) }));

const dateNear = (anchor: number) =>
  fc.option(
    fc.integer({ min: -3, max: 3 }).map((d) => new Date(anchor + d * 86_400_000).toISOString().slice(0, 10)),
    { nil: null },
  );

const caseArb = fc.constantFrom(...ANCHORS).chain((anchor) =>
  fc.record({
    wishes: fc.record({
      days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }).map((d) => d as Weekday[]),
      windows: fc.array(windowArb, { minLength: 1, maxLength: 4 }),
      location_kinds: fc.subarray([...LOCATION_KINDS], { minLength: 1 }),
      earliest_date: dateNear(anchor),
      latest_date: dateNear(anchor),
      length_minutes: fc.integer({ min: 15, max: 480 }),
      timezone: fc.constantFrom(...ZONES),
    }),
    slot: fc
      .tuple(fc.integer({ min: -36 * 4, max: 36 * 4 }), fc.integer({ min: 1, max: 40 }), fc.constantFrom(...LOCATION_KINDS))
      .map(([quarter, len, locationKind]) => {
        const start = new Date(anchor + quarter * 15 * MINUTE);
        return { start, end: new Date(start.getTime() + len * 15 * MINUTE), locationKind };
      }),
  }),
);

describe('waitlist matching', () => {
  it('given any wishes and any slot near a DST change in three zones, should agree with the minute-by-minute reading', () => {
    fc.assert(
      fc.property(caseArb, ({ wishes, slot }) => {
        expect(slotFits(wishes, slot)).toBe(fitsByMinutes(wishes, slot));
      }),
      { seed: 2029, numRuns: 600 },
    );
  });

  it('given mostly fitting slots (wide windows, every day, every place), should agree with the minute-by-minute reading', () => {
    const wide = caseArb.map(({ wishes, slot }) => ({
      wishes: { ...wishes, days: [0, 1, 2, 3, 4, 5, 6] as Weekday[], location_kinds: [...LOCATION_KINDS], earliest_date: null, latest_date: null, windows: [{ start_minute: 0, end_minute: 1440 }, ...wishes.windows] },
      slot,
    }));
    fc.assert(
      fc.property(wide, ({ wishes, slot }) => {
        expect(slotFits(wishes, slot)).toBe(fitsByMinutes(wishes, slot));
      }),
      { seed: 1729, numRuns: 300 },
    );
  });

  const base: Wishes = {
    days: [1, 2, 3, 4, 5],
    windows: [{ start_minute: 9 * 60, end_minute: 12 * 60 }],
    location_kinds: ['office', 'video'],
    earliest_date: null,
    latest_date: null,
    length_minutes: 50,
    timezone: 'America/New_York',
  };

  it('given a Monday 10:00 New York video hour, should fit a weekday-morning video wish', () => {
    const start = new Date('2026-03-09T14:00:00Z'); // Monday 10:00 EDT
    expect(slotFits(base, { start, end: new Date(start.getTime() + 60 * MINUTE), locationKind: 'video' })).toBe(true);
  });

  it('given the same hour by phone, a Saturday, or a 30-minute slot, should not fit', () => {
    const start = new Date('2026-03-09T14:00:00Z');
    expect(slotFits(base, { start, end: new Date(start.getTime() + 60 * MINUTE), locationKind: 'phone' })).toBe(false);
    const saturday = new Date('2026-03-14T14:00:00Z');
    expect(slotFits(base, { start: saturday, end: new Date(saturday.getTime() + 60 * MINUTE), locationKind: 'office' })).toBe(false);
    expect(slotFits(base, { start, end: new Date(start.getTime() + 30 * MINUTE), locationKind: 'office' })).toBe(false);
  });

  it('given a window read in Berlin, should place a New York slot on Berlin wall time across the weeks the two DSTs differ', () => {
    // 2026-03-16: New York already on EDT (UTC-4), Berlin still on CET (UTC+1): 5 hours apart, not 6.
    const berlin: Wishes = { ...base, timezone: 'Europe/Berlin', windows: [{ start_minute: 14 * 60, end_minute: 16 * 60 }] };
    const nineNewYork = new Date('2026-03-16T13:00:00Z'); // 09:00 EDT = 14:00 CET
    expect(slotFits(berlin, { start: nineNewYork, end: new Date(nineNewYork.getTime() + 60 * MINUTE), locationKind: 'office' })).toBe(true);
  });
});
