import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatClockText,
  hourLabel,
  hourCycleOf,
  localesOfAcceptLanguage,
  readableDate,
  readableDateTime,
  specDate,
  styleOfAcceptLanguage,
  zonedParts,
} from '../../../domain/time-style';

/** ICU puts a narrow no-break space before AM/PM; the app writes a plain one. */
const plain = (s: string): string => s.replace(/[\u202f\u00a0]/g, ' ');

describe('hourCycleOf', () => {
  it.each([
    ['en-US', 'h12'],
    ['en-GB', 'h23'],
    ['de-DE', 'h23'],
    ['fr-FR', 'h23'],
    ['ja-JP', 'h23'],
    ['en-AU', 'h12'],
    [['es-MX', 'en-US'], 'h12'],
  ] as const)('given %s, should read %s', (locale, cycle) => {
    expect(hourCycleOf(locale)).toBe(cycle);
  });

  it('given no locale or a malformed one, should fall back to en-US 12-hour', () => {
    expect(hourCycleOf(undefined)).toBe('h12');
    expect(hourCycleOf('not a locale!')).toBe('h12');
    expect(hourCycleOf([])).toBe('h12');
  });
});

describe('formatClock', () => {
  it('given a 12-hour cycle, should write hours 1-12 with AM/PM', () => {
    expect(formatClock({ hour: 0, minute: 5 }, 'h12')).toBe('12:05 AM');
    expect(formatClock({ hour: 9, minute: 5 }, 'h12')).toBe('9:05 AM');
    expect(formatClock({ hour: 12, minute: 0 }, 'h12')).toBe('12:00 PM');
    expect(formatClock({ hour: 23, minute: 59 }, 'h12')).toBe('11:59 PM');
  });

  it('given a 24-hour cycle, should write two-digit hours', () => {
    expect(formatClock({ hour: 0, minute: 5 }, 'h23')).toBe('00:05');
    expect(formatClock({ hour: 9, minute: 5 }, 'h23')).toBe('09:05');
    expect(formatClock({ hour: 17, minute: 30 }, 'h23')).toBe('17:30');
  });

  it('given minutes of the day, should read them as a time (1440 wraps to midnight)', () => {
    expect(formatClock(600, 'h12')).toBe('10:00 AM');
    expect(formatClock(600, 'h23')).toBe('10:00');
    expect(formatClock(1440, 'h23')).toBe('00:00');
  });

  it('given seconds, should add them', () => {
    expect(formatClock({ hour: 14, minute: 3, second: 7 }, 'h12', { seconds: true })).toBe('2:03:07 PM');
    expect(formatClock({ hour: 14, minute: 3, second: 7 }, 'h23', { seconds: true })).toBe('14:03:07');
  });

  it('property: should match Intl.DateTimeFormat of en-US (12-hour) and en-GB (24-hour) for every minute of the day', () => {
    const us = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
    const gb = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const at = new Date(Date.UTC(2026, 10, 27, 0, minutes));
        expect(formatClock(minutes, 'h12')).toBe(plain(us.format(at)));
        expect(formatClock(minutes, 'h23')).toBe(gb.format(at));
      }),
    );
  });

  it("property: the cycle a locale reads should be the one Intl's own time for it shows", () => {
    const locales = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'en-CA', 'hi-IN', 'nl-NL', 'pt-BR', 'ko-KR'];
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: 0, max: 1439 }), (locale, minutes) => {
        const at = new Date(Date.UTC(2026, 10, 27, 0, minutes));
        const intl = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).formatToParts(at);
        const twelve = intl.some((p) => p.type === 'dayPeriod');
        expect(hourCycleOf(locale)).toBe(twelve ? 'h12' : 'h23');
      }),
    );
  });
});

describe('hourLabel and formatClockText', () => {
  it('given an hour on a time scale, should label it in either clock, compact for a narrow column', () => {
    expect([0, 9, 12, 23].map((h) => hourLabel(h, 'h23'))).toEqual(['00:00', '09:00', '12:00', '23:00']);
    expect([0, 9, 12, 23].map((h) => hourLabel(h, 'h12'))).toEqual(['12 AM', '9 AM', '12 PM', '11 PM']);
    expect([0, 9, 12, 23].map((h) => hourLabel(h, 'h23', { compact: true }))).toEqual(['00', '09', '12', '23']);
    expect([0, 9, 12, 23].map((h) => hourLabel(h, 'h12', { compact: true }))).toEqual(['12a', '9a', '12p', '11p']);
    expect(hourLabel(24, 'h12')).toBe('12 AM');
  });

  it('given a narrow column, should write a 12-hour start compactly and leave a 24-hour one as it is', () => {
    expect([0, 9 * 60, 9 * 60 + 30, 12 * 60, 22 * 60 + 5].map((m) => formatClock(m, 'h12', { compact: true }))).toEqual(['12a', '9a', '9:30a', '12p', '10:05p']);
    expect(formatClock(9 * 60 + 30, 'h23', { compact: true })).toBe('09:30');
  });

  it("given the server's 24-hour 'HH:mm', should write it in the reader's clock, and anything else as it came", () => {
    expect(formatClockText('13:05', 'h12')).toBe('1:05 PM');
    expect(formatClockText('00:00', 'h12')).toBe('12:00 AM');
    expect(formatClockText('13:05', 'h23')).toBe('13:05');
    expect(formatClockText('9:30', 'h23')).toBe('09:30');
    expect(['', '24:00', '12:60', 'noon', '1:5'].map((s) => formatClockText(s, 'h12'))).toEqual(['', '24:00', '12:60', 'noon', '1:5']);
  });
});

describe('readableDate', () => {
  it.each([
    ['en-US', 'Fri, Nov 27'],
    ['en-GB', 'Fri 27 Nov'],
    ['de-DE', 'Fr., 27. Nov.'],
  ])('given %s, should read the day in that language', (locale, expected) => {
    expect(readableDate('2026-11-27', locale)).toBe(expected);
  });

  it('given the year option, should add it', () => {
    expect(readableDate('2026-11-27', 'en-US', { year: true })).toBe('Fri, Nov 27, 2026');
  });

  it('property: should be the weekday of the calendar day whatever zone the machine is in', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }).format(new Date(`${iso}T00:00:00Z`));
        expect(readableDate(iso, 'en-US').startsWith(weekday)).toBe(true);
      }),
    );
  });

  it('given something that is not a day, should hand it back', () => {
    expect(readableDate('soon', 'en-US')).toBe('soon');
  });
});

describe('specDate', () => {
  it("should write the spec's MM-DD-YYYY", () => {
    expect(specDate('2026-11-27')).toBe('11-27-2026');
  });
});

describe('zonedParts and readableDateTime', () => {
  it('given an instant, should read it in the zone', () => {
    expect(zonedParts('2025-03-05T04:30:15Z', 'America/New_York')).toEqual({ day: '2025-03-04', hour: 23, minute: 30, second: 15 });
    expect(zonedParts('2025-03-05T00:00:00Z', 'UTC')).toEqual({ day: '2025-03-05', hour: 0, minute: 0, second: 0 });
  });

  it('given both styles, should read the same instant 12- and 24-hour', () => {
    const at = '2026-11-27T15:00:00Z';
    expect(readableDateTime(at, 'America/New_York', { locale: 'en-US', hourCycle: 'h12' })).toBe('Fri, Nov 27, 2026, 10:00 AM');
    expect(readableDateTime(at, 'Europe/Berlin', { locale: 'de-DE', hourCycle: 'h23' })).toBe('Fr., 27. Nov. 2026, 16:00');
  });
});

describe('Accept-Language', () => {
  it('should order the locales by weight and skip junk', () => {
    expect(localesOfAcceptLanguage('de-CH,de;q=0.9,en;q=0.5,*;q=0.1')).toEqual(['de-CH', 'de', 'en']);
    expect(localesOfAcceptLanguage('en;q=0.2, fr-FR')).toEqual(['fr-FR', 'en']);
    expect(localesOfAcceptLanguage('<script>,en-US')).toEqual(['en-US']);
    expect(localesOfAcceptLanguage(undefined)).toEqual([]);
  });

  it('given no header, should be en-US 12-hour; given a 24-hour locale, 24-hour', () => {
    expect(styleOfAcceptLanguage(undefined)).toEqual({ locale: 'en-US', hourCycle: 'h12' });
    expect(styleOfAcceptLanguage('en-GB,en;q=0.8').hourCycle).toBe('h23');
    expect(styleOfAcceptLanguage('en-US,en;q=0.8').hourCycle).toBe('h12');
  });
});
