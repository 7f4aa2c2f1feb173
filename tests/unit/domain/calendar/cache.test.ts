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
import { refreshRequestPayload } from '../../../../domain/contract/realtime';
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
  const nextWeek = weekKey(7, '2026-12-01');
  const otherProvider = weekKey(8, '2026-11-23');
  const base = () => ({
    weeks: new Map([
      [key, week([appointment({ id: 1 }), appointment({ id: 2, app_date: '2026-11-24' })])],
      [nextWeek, week([])],
      [otherProvider, week([appointment({ id: 3, provider_id: 8, forProviderId: 8 })])],
    ]),
    years: new Map([
      [yearKey(7, 2026), year(['2026-11-23', '2026-11-24'])],
      [yearKey(7, 2027), year([])],
      [yearKey(8, 2026), year(['2026-11-23'])],
    ]),
  });

  it('given refresh_required dates of a provider, should drop only that provider’s weeks and years holding them', () => {
    const next = applyRefreshRequest(base(), { provider_id: 7, user_id: 24, refresh_required: ['2026-11-26'] });
    expect([...next.weeks.keys()]).toEqual([nextWeek, otherProvider]);
    expect([...next.years.keys()]).toEqual([yearKey(7, 2027), yearKey(8, 2026)]);
  });

  it('given dates without provider_id, should drop those weeks and years of every provider', () => {
    const next = applyRefreshRequest(base(), { refresh_required: ['2026-11-25'] });
    expect([...next.weeks.keys()]).toEqual([nextWeek]);
    expect([...next.years.keys()]).toEqual([yearKey(7, 2027)]);
  });

  it('given delete_required and refresh_total dates, should drop those weeks and years too', () => {
    const byDelete = applyRefreshRequest(base(), { provider_id: 7, delete_required: ['2026-12-01'] });
    expect(byDelete.weeks.has(nextWeek)).toBe(false);
    expect(byDelete.weeks.has(key)).toBe(true);
    expect(byDelete.years.has(yearKey(7, 2026))).toBe(false);
    const byTotal = applyRefreshRequest(base(), { provider_id: 7, refresh_total: ['2027-01-05'] });
    expect(byTotal.weeks.size).toBe(3);
    expect([...byTotal.years.keys()]).toEqual([yearKey(7, 2026), yearKey(8, 2026)]);
  });

  it('given a deleted appointment, should remove it from its cached week at once and drop its year', () => {
    const next = applyRefreshRequest(base(), {
      appointment: { id: 2, app_date: '2026-11-24' },
      deleteOrCancel: 'delete',
      provider_id: 7,
    });
    const entry = next.weeks.get(key)!;
    expect(entry.status).toBe('ready');
    expect(entry.appointments.map((a) => a.id)).toEqual([1]);
    expect(next.weeks.get(otherProvider)!.appointments.map((a) => a.id)).toEqual([3]);
    expect(next.years.has(yearKey(7, 2026))).toBe(false);
    expect(next.years.has(yearKey(8, 2026))).toBe(true);
  });

  it('given a deleted appointment and its date listed, should drop its week to reload it', () => {
    const next = applyRefreshRequest(base(), {
      appointment: { id: 2, app_date: '2026-11-24' },
      deleteOrCancel: 'delete',
      provider_id: 7,
      delete_required: ['2026-11-24'],
    });
    expect(next.weeks.has(key)).toBe(false);
  });

  it('given a cancelled or edited appointment, should drop the week and year of its date to reload them', () => {
    for (const payload of [
      { appointment: { id: 1, app_date: '2026-11-23' }, deleteOrCancel: 'cancel' as const, provider_id: 7 },
      { appointment: { id: 1, app_date: '2026-11-23' }, is_edit: true, provider_id: 7 },
    ]) {
      const next = applyRefreshRequest(base(), payload);
      expect([...next.weeks.keys()]).toEqual([nextWeek, otherProvider]);
      expect(next.years.has(yearKey(7, 2026))).toBe(false);
    }
  });

  it('given a change in a week not cached, should leave the cached weeks alone', () => {
    const next = applyRefreshRequest(base(), { appointment: { id: 9, app_date: '2027-03-03' }, provider_id: 7 });
    expect(next.weeks.size).toBe(3);
    expect(next.years.has(yearKey(7, 2027))).toBe(false);
    expect(next.years.has(yearKey(7, 2026))).toBe(true);
  });

  it('given a date that does not exist or an empty payload, should change nothing and not throw', () => {
    expect(applyRefreshRequest(base(), { refresh_required: ['2026-02-30'], delete_required: ['2026-13-01'] })).toEqual(base());
    expect(applyRefreshRequest(base(), {})).toEqual(base());
  });

  it('given a parsed socket payload, should accept only ISO date lists and {id, app_date}', () => {
    expect(refreshRequestPayload.safeParse({ delete_required: [1] }).success).toBe(false);
    expect(refreshRequestPayload.safeParse({ refresh_total: [true] }).success).toBe(false);
    expect(refreshRequestPayload.safeParse({ deleteOrCancel: 'remove' }).success).toBe(false);
    const parsed = refreshRequestPayload.parse({ appointment: appointment({ id: 4 }), provider_id: 7 });
    expect(parsed.appointment).toEqual({ id: 4, app_date: '2026-11-23' });
  });
});
