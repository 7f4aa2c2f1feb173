import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../../domain/contract/waitlist';
import { messages } from '../../../../domain/messages';
import { LOCATION_KINDS, type LocationKind, type Weekday } from '../../../../domain/waitlist/wishes';
import { addDays, bookDraftOf, checkBookDraft, lengthChoices, placesOf, startChoices, type BookDraft } from '../../../../features/waitlist/book-draft';

const NY = 'America/New_York';
type Wishes = WaitlistEntry['wishes'];

const wishes = (over: Partial<Wishes> = {}): Pick<WaitlistEntry, 'wishes'> => ({
  wishes: {
    days: [1, 3, 5],
    windows: [{ start_minute: 540, end_minute: 720 }],
    location_kinds: ['video', 'office'],
    earliest_date: null,
    latest_date: null,
    length_minutes: 50,
    timezone: NY,
    ...over,
  },
});

const draft = (over: Partial<BookDraft> = {}): BookDraft => ({ date: '2026-12-02', start: '540', length: '50', where: 'office', ...over });

describe('bookDraftOf', () => {
  it('given a Monday-Wednesday-Friday entry on a Saturday in New York should guess Monday at its window, its length and its first place in the usual order', () => {
    // Saturday Nov 28 2026, 10:00 in New York.
    expect(bookDraftOf(wishes(), new Date('2026-11-28T15:00:00.000Z'))).toEqual({ date: '2026-11-30', start: '540', length: '50', where: 'office' });
  });

  it('given an accepted day whose window start has passed should guess the next accepted day', () => {
    // Monday Nov 30, 10:00 in New York: 9:00 has passed.
    expect(bookDraftOf(wishes(), new Date('2026-11-30T15:00:00.000Z')).date).toBe('2026-12-02');
  });

  it('given an earliest date ahead should not guess a day before it', () => {
    expect(bookDraftOf(wishes({ earliest_date: '2026-12-07', days: [2] }), new Date('2026-11-28T15:00:00.000Z')).date).toBe('2026-12-08');
  });

  it('given the instant just after midnight UTC should take today in the entry zone, not in UTC', () => {
    // 01:00 UTC on Tuesday Dec 1 is Monday Nov 30, 20:00 in New York; an evening window at 21:00 still lies ahead.
    const got = bookDraftOf(wishes({ windows: [{ start_minute: 1260, end_minute: 1380 }] }), new Date('2026-12-01T01:00:00.000Z'));
    expect(got).toMatchObject({ date: '2026-11-30', start: '1260' });
  });

  it('given a window starting off the 5-minute step should round the start up to the step', () => {
    expect(bookDraftOf(wishes({ windows: [{ start_minute: 542, end_minute: 720 }] }), new Date('2026-11-28T15:00:00.000Z')).start).toBe('545');
  });

  // Independent: today by Intl's en-CA date, the weekday by Intl's, days stepped with Date.UTC.
  const todayIn = (zone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
  const minuteIn = (zone: string, at: Date) => {
    const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at).split(':').map(Number);
    return h! * 60 + m!;
  };
  const weekday = (isoDay: string) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }).format(new Date(`${isoDay}T12:00:00Z`)));
  const plus = (isoDay: string, n: number) => {
    const t = Date.parse(`${isoDay}T12:00:00Z`) + n * 86_400_000;
    return new Date(t).toISOString().slice(0, 10);
  };

  it('given any instant, zone and accepted days should guess the first accepted day from today (or the earliest date) whose start lies ahead (seeded property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(NY, 'Europe/Berlin', 'Pacific/Auckland', 'Asia/Kolkata', 'UTC', 'America/Los_Angeles'),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 287 }).map((n) => n * 5),
        fc.option(fc.integer({ min: -5, max: 20 }), { nil: null }),
        (now, zone, days, start, earliestAhead) => {
          const today = todayIn(zone, now);
          const earliest = earliestAhead === null ? null : plus(today, earliestAhead);
          const got = bookDraftOf(
            wishes({ timezone: zone, days: days as Weekday[], windows: [{ start_minute: start, end_minute: Math.min(start + 60, 1440) }], earliest_date: earliest }),
            now,
          );
          const from = earliest !== null && earliest > today ? earliest : today;
          let want = from;
          for (let i = 0; i < 14; i++) {
            const day = plus(from, i);
            if (!days.includes(weekday(day)) || (day === today && start <= minuteIn(zone, now))) continue;
            want = day;
            break;
          }
          expect(got.date).toBe(want);
          expect(got.start).toBe(String(start));
        },
      ),
      { seed: 29, numRuns: 300 },
    );
  });
});

describe('checkBookDraft', () => {
  it('given a good draft should answer the body the server reads', () => {
    expect(checkBookDraft(draft())).toEqual({ ok: true, body: { date: '2026-12-02', start_minute: 540, length_minutes: 50, location_kind: 'office' } });
  });

  it.each([
    ['an empty day', draft({ date: '' }), 'date', messages.incorrectDate],
    ['February 30', draft({ date: '2026-02-30' }), 'date', messages.incorrectDate],
    ['no start', draft({ start: '' }), 'start', messages.incorrectTime],
    ['a start at midnight of the next day', draft({ start: '1440' }), 'start', messages.incorrectTime],
    ['a 10-minute session', draft({ length: '10' }), 'length', messages.waitlistLengthInvalid],
    ['a 9-hour session', draft({ length: '540' }), 'length', messages.waitlistLengthInvalid],
    ['an unknown place', draft({ where: 'garden' as LocationKind }), 'where', messages.waitlistLocationInvalid],
  ])('given %s should name that field with the server words', (_name, d, field, message) => {
    expect(checkBookDraft(d)).toEqual({ ok: false, field, message });
  });
});

describe('the choices', () => {
  it('given the places an entry accepts should list them in the usual order, and all three when it names none', () => {
    expect(placesOf(wishes({ location_kinds: ['phone', 'office'] }))).toEqual(['office', 'phone']);
    expect(placesOf(wishes({ location_kinds: [] }))).toEqual([...LOCATION_KINDS]);
  });

  it('given a 12-hour reader should offer every 5 minutes of the day in their clock, and keep a start off the step', () => {
    const h12 = startChoices('h12');
    expect(h12).toHaveLength(288);
    expect(h12[0]).toEqual({ value: '0', label: '12:00 AM' });
    expect(h12.find((c) => c.value === '890')?.label).toBe('2:50 PM');
    expect(startChoices('h23', 542).find((c) => c.value === '542')?.label).toBe('09:02');
  });

  it('given an unusual entry length should add it among the usual ones in order', () => {
    expect(lengthChoices(50)).toContain(50);
    expect(lengthChoices(100)).toEqual([15, 30, 45, 50, 60, 75, 90, 100, 120, 180, 240]);
  });

  it('given a day and a count should step across months, years and back', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
