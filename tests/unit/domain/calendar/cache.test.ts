import { describe, expect, it } from 'vitest';
import {
  applyRefreshRequest,
  appointmentsOn,
  canLoadFor,
  hasErrorKey,
  markedDays,
  weekKey,
  yearKey,
  type WeekEntry,
  type YearEntry,
} from '../../../../domain/calendar/cache';
import { appointment } from './fixtures';

const week = (appointments: WeekEntry['appointments'], status: WeekEntry['status'] = 'ready'): WeekEntry => ({
  status,
  requestId: 1,
  appointments,
  clientNameFormat: 1,
  clientNameOrder: 1,
});
const year = (dates: string[]): YearEntry => ({ status: 'ready', requestId: 1, dates });

describe('calendar cache keys', () => {
  it('given any day of a week, should share the Sunday key per provider', () => {
    expect(weekKey(7, '2026-11-23')).toBe('7:2026-11-22');
    expect(weekKey(7, '2026-11-28')).toBe(weekKey(7, '2026-11-22'));
    expect(weekKey(8, '2026-11-23')).not.toBe(weekKey(7, '2026-11-23'));
    expect(yearKey(7, 2026)).toBe('7:2026');
  });

  it('given provider 0, should not load', () => {
    expect(canLoadFor(0)).toBe(false);
    expect(canLoadFor(7)).toBe(true);
  });

  it('given an answer with an error key, should be ignored', () => {
    expect(hasErrorKey({ error: 'x', appointments: [] })).toBe(true);
    expect(hasErrorKey({ appointments: [] })).toBe(false);
    expect(hasErrorKey(null)).toBe(false);
  });

  it('given cached weeks and years, should mark the provider’s days and list a day without deleted ones', () => {
    const entry = week([appointment({ id: 1 }), appointment({ id: 2, app_date: '2026-11-24', is_deleted: 1 })]);
    const weeks = new Map([[weekKey(7, '2026-11-23'), entry]]);
    const years = new Map([
      [yearKey(7, 2026), year(['2026-12-01'])],
      [yearKey(8, 2026), year(['2026-12-02'])],
    ]);
    expect([...markedDays(7, weeks, years)].sort()).toEqual(['2026-11-23', '2026-12-01']);
    expect(appointmentsOn(entry, '2026-11-24')).toEqual([]);
    expect(appointmentsOn(entry, '2026-11-23').map((a) => a.id)).toEqual([1]);
  });
});

describe('refreshRequest', () => {
  const key = weekKey(7, '2026-11-23');
  const base = () => ({
    weeks: new Map([
      [key, week([appointment({ id: 1 }), appointment({ id: 2, app_date: '2026-11-24' })])],
      [weekKey(7, '2026-12-01'), week([])],
    ]),
    years: new Map([
      [yearKey(7, 2026), year(['2026-11-23', '2026-11-24'])],
      [yearKey(7, 2027), year([])],
    ]),
  });

  it('given an edited appointment, should replace it in its cached week', () => {
    const edited = appointment({ id: 2, app_date: '2026-11-25', is_cancelled: 1 });
    const next = applyRefreshRequest(base(), { appointment: edited, is_edit: true });
    const day = next.weeks.get(key)!.appointments;
    expect(day.map((a) => [a.id, a.app_date, a.is_cancelled])).toEqual([
      [1, '2026-11-23', 0],
      [2, '2026-11-25', 1],
    ]);
    expect(next.years.get(yearKey(7, 2026))!.dates).toContain('2026-11-25');
  });

  it('given a deleted appointment, should remove it and drop its year for a fresh count', () => {
    const next = applyRefreshRequest(base(), { appointment: appointment({ id: 1 }), deleteOrCancel: 'delete' });
    expect(next.weeks.get(key)!.appointments.map((a) => a.id)).toEqual([2]);
    expect(next.years.has(yearKey(7, 2026))).toBe(false);
  });

  it('given a new appointment in a week not cached, should leave the caches alone', () => {
    const next = applyRefreshRequest(base(), { appointment: appointment({ id: 9, app_date: '2027-03-03' }) });
    expect(next.weeks.size).toBe(2);
    expect(next.years.get(yearKey(7, 2027))!.dates).toEqual(['2027-03-03']);
  });

  it('given refresh_required dates, should drop the weeks and years that contain them', () => {
    const next = applyRefreshRequest(base(), { user_id: 7, refresh_required: ['2026-11-26'] });
    expect(next.weeks.has(key)).toBe(false);
    expect(next.weeks.has(weekKey(7, '2026-12-01'))).toBe(true);
    expect(next.years.has(yearKey(7, 2026))).toBe(false);
    expect(next.years.has(yearKey(7, 2027))).toBe(true);
  });

  it('given delete_required ids and dates, should remove those appointments and drop those dates', () => {
    const byId = applyRefreshRequest(base(), { delete_required: [1] });
    expect(byId.weeks.get(key)!.appointments.map((a) => a.id)).toEqual([2]);
    const byDate = applyRefreshRequest(base(), { delete_required: [{ app_date: '2026-12-01' }] });
    expect(byDate.weeks.has(weekKey(7, '2026-12-01'))).toBe(false);
    expect(byDate.weeks.has(key)).toBe(true);
  });

  it('given refresh_total without dates, should drop everything; an unreadable appointment changes nothing', () => {
    expect(applyRefreshRequest(base(), { refresh_total: [true] })).toEqual({ weeks: new Map(), years: new Map() });
    const same = applyRefreshRequest(base(), { appointment: { id: 'x' } });
    expect(same).toEqual(base());
  });
});
