import { describe, expect, it } from 'vitest';
import { formatDayHeading, formatDayLong, isoDayInZone, minutesInZone } from '../../../../domain/calendar/day-heading';

const newYork = { locale: 'en-US', timeZone: 'America/New_York' };

describe('day headings', () => {
  it("given a day in en-US, should read 'Tue, Nov 24'", () => {
    expect(formatDayHeading('2026-11-24', newYork)).toBe('Tue, Nov 24');
    expect(formatDayLong('2026-11-24', newYork)).toBe('Tuesday, November 24, 2026');
  });

  it('given the days of a DST change in New York, should keep their weekdays', () => {
    // 2026-03-08 springs forward at 02:00, 2026-11-01 falls back: midnight-based formatting slips a day in some zones.
    expect(formatDayHeading('2026-03-08', newYork)).toBe('Sun, Mar 8');
    expect(formatDayHeading('2026-03-09', newYork)).toBe('Mon, Mar 9');
    expect(formatDayHeading('2026-11-01', newYork)).toBe('Sun, Nov 1');
  });

  it('given a zone whose DST change falls at midnight, should still name the day', () => {
    // Santiago springs forward at 24:00 on the first Saturday of September: that Sunday has no 00:00.
    expect(formatDayHeading('2026-09-06', { locale: 'en-US', timeZone: 'America/Santiago' })).toBe('Sun, Sep 6');
  });

  it('given another locale, should write the day its way', () => {
    expect(formatDayHeading('2026-11-24', { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('Di., 24. Nov.');
    expect(formatDayHeading('2026-11-24', { locale: ['fr-FR'], timeZone: 'Europe/Paris' })).toBe('mar. 24 nov.');
  });

  it('given zones far from UTC, should not move the day', () => {
    expect(formatDayHeading('2026-11-24', { locale: 'en-US', timeZone: 'Pacific/Kiritimati' })).toBe('Tue, Nov 24');
    expect(formatDayHeading('2026-11-24', { locale: 'en-US', timeZone: 'Pacific/Pago_Pago' })).toBe('Tue, Nov 24');
  });

  it('given a malformed day, should throw', () => {
    expect(() => formatDayHeading('11-24-2026', newYork)).toThrow();
  });

  it('given an instant, should give its day and minutes in a zone', () => {
    const instant = new Date('2026-11-25T03:30:00Z');
    expect(isoDayInZone(instant, 'America/New_York')).toBe('2026-11-24');
    expect(minutesInZone(instant, 'America/New_York')).toBe(22 * 60 + 30);
    expect(isoDayInZone(instant, 'Europe/Berlin')).toBe('2026-11-25');
  });
});
