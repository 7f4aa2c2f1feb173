import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { weekKey, yearKey } from '../../../../domain/calendar/cache';
import { appointment } from '../../domain/calendar/fixtures';

const request = vi.fn();
vi.mock('../../../../features/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../features/api/client')>()),
  request: (...args: unknown[]) => request(...args),
}));

const { loadWeekAtom } = await import('../../../../features/calendar/api/get-daily');
const { loadYearAtom } = await import('../../../../features/calendar/api/get-yearly');
const { applyRefreshRequestAtom, weekCacheAtom, yearCacheAtom } = await import('../../../../features/calendar/atoms');

const daily = (ids: number[]) => ({
  appointments: ids.map((id) => appointment({ id })),
  client_name_format: 3,
  client_name_order: 0,
});

beforeEach(() => {
  request.mockReset();
});

describe('week loads', () => {
  it('given a day, should ask for its whole Sunday-Saturday week once per provider, in the calendar field set', async () => {
    const store = createStore();
    request.mockResolvedValue(daily([1]));
    await store.set(loadWeekAtom, { providerId: 7, day: '2026-11-25' });
    await store.set(loadWeekAtom, { providerId: 7, day: '2026-11-28' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![1]).toBe('/appointment/get/daily/22/11/2026/28/11/2026/7?fields=calendar');
    const entry = store.get(weekCacheAtom).get(weekKey(7, '2026-11-23'))!;
    expect(entry.status).toBe('ready');
    expect(entry.clientNameFormat).toBe(3);

    await store.set(loadWeekAtom, { providerId: 8, day: '2026-11-25' });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('given provider 0, should not call', async () => {
    const store = createStore();
    await store.set(loadWeekAtom, { providerId: 0, day: '2026-11-25' });
    await store.set(loadYearAtom, { providerId: 0, year: 2026 });
    expect(request).not.toHaveBeenCalled();
  });

  it('given an answer with an error key, should not fill the cache and try again next time', async () => {
    const store = createStore();
    request.mockResolvedValueOnce({ error: 'nope' }).mockResolvedValueOnce(daily([4]));
    await store.set(loadWeekAtom, { providerId: 7, day: '2026-11-25' });
    expect(store.get(weekCacheAtom).get(weekKey(7, '2026-11-25'))!.status).toBe('failed');
    await store.set(loadWeekAtom, { providerId: 7, day: '2026-11-25' });
    expect(store.get(weekCacheAtom).get(weekKey(7, '2026-11-25'))!.appointments.map((a) => a.id)).toEqual([4]);
  });

  it('given a refreshRequest dropping a week mid-load, should ignore the late answer', async () => {
    const store = createStore();
    let answer: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = store.set(loadWeekAtom, { providerId: 7, day: '2026-11-25' });
    store.set(applyRefreshRequestAtom, { refresh_required: ['2026-11-25'] });
    answer(daily([1]));
    await loading;
    expect(store.get(weekCacheAtom).has(weekKey(7, '2026-11-25'))).toBe(false);
  });
});

describe('year loads', () => {
  it('given a year, should ask once per provider and year and ignore an error answer', async () => {
    const store = createStore();
    request.mockResolvedValueOnce({ appointments: ['2026-11-23'] }).mockResolvedValueOnce({ error: 1, appointments: [] });
    await store.set(loadYearAtom, { providerId: 7, year: 2026 });
    await store.set(loadYearAtom, { providerId: 7, year: 2026 });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![1]).toBe('/appointment/get/yearly/2026/7');
    expect(store.get(yearCacheAtom).get(yearKey(7, 2026))!.dates).toEqual(['2026-11-23']);
    await store.set(loadYearAtom, { providerId: 7, year: 2027 });
    expect(store.get(yearCacheAtom).get(yearKey(7, 2027))!.status).toBe('failed');
  });
});
