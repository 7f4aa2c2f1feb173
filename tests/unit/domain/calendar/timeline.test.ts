import { describe, expect, it } from 'vitest';
import { bookingHref, locationKind, timelineSpan } from '../../../../domain/calendar/timeline';
import { appointment } from './fixtures';

describe('timeline reading of an appointment', () => {
  it('given a timed appointment, should give its minutes on the 24-hour clock', () => {
    const a = appointment({ app_start_hh: 1, app_start_mm: 30, app_start_tt: 1, app_end_hh: 2, app_end_mm: 15, app_end_tt: 1 });
    expect(timelineSpan(a)).toEqual({ start: 13 * 60 + 30, end: 14 * 60 + 15 });
    const midnight = appointment({ app_start_hh: 12, app_start_mm: 0, app_start_tt: 0, app_end_hh: 12, app_end_mm: 45, app_end_tt: 0 });
    expect(timelineSpan(midnight)).toEqual({ start: 0, end: 45 });
  });

  it('given an all-day appointment, should have no span', () => {
    expect(timelineSpan(appointment({ is_all_day: 1 }))).toBeNull();
  });

  it('given an end at or before the start, should keep a quarter of an hour', () => {
    const a = appointment({ app_start_hh: 10, app_start_mm: 0, app_start_tt: 0, app_end_hh: 9, app_end_mm: 0, app_end_tt: 0 });
    expect(timelineSpan(a)).toEqual({ start: 600, end: 615 });
  });

  it('given the type codes 1-4, should name the location kinds', () => {
    expect([1, 2, 3, 4].map((t) => locationKind(t as 1 | 2 | 3 | 4))).toEqual(['office', 'video', 'phone', 'other']);
  });

  it('given a day and a time, should address the add form with date and start', () => {
    expect(bookingHref('2026-11-24', 9 * 60 + 30)).toBe('/add?date=2026-11-24&start=09:30');
    expect(bookingHref('2026-03-08', 0)).toBe('/add?date=2026-03-08&start=00:00');
    expect(bookingHref('2026-03-08', 5000)).toBe('/add?date=2026-03-08&start=23:59');
    expect(bookingHref('2026-11-24')).toBe('/add?date=2026-11-24');
  });

  it('given a provider, should book for that provider (the team view\'s lanes)', () => {
    expect(bookingHref('2026-11-24', 9 * 60 + 30, 7)).toBe('/add?date=2026-11-24&start=09:30&provider=7');
    expect(bookingHref('2026-11-24', undefined, 12)).toBe('/add?date=2026-11-24&provider=12');
    expect(new URLSearchParams(bookingHref('2026-11-24', 60, 3).split('?')[1]).get('provider')).toBe('3');
  });
});
