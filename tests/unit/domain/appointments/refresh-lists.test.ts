import { describe, expect, it } from 'vitest';
import { NO_REFRESH, refreshListsOf } from '../../../../domain/appointments/refresh-lists';

describe('refreshListsOf', () => {
  it('given an add (no days before), should refresh the new days only', () => {
    expect(refreshListsOf([], ['2026-11-30', '2026-11-23'])).toEqual({
      delete_required: [],
      refresh_required: ['2026-11-23', '2026-11-30'],
      refresh_total: ['2026-11-23', '2026-11-30'],
    });
  });

  it('given a delete (no days after), should list every old day as delete_required', () => {
    expect(refreshListsOf(['2026-11-30', '2026-11-23'], [])).toEqual({
      delete_required: ['2026-11-23', '2026-11-30'],
      refresh_required: [],
      refresh_total: ['2026-11-23', '2026-11-30'],
    });
  });

  it('given an occurrence moved to another day, should delete the old day and refresh the new one', () => {
    expect(refreshListsOf(['2026-11-23'], ['2026-11-25'])).toEqual({
      delete_required: ['2026-11-23'],
      refresh_required: ['2026-11-25'],
      refresh_total: ['2026-11-23', '2026-11-25'],
    });
  });

  it('given a day both before and after, should refresh it and not delete it', () => {
    const lists = refreshListsOf(['2026-11-23', '2026-11-30'], ['2026-11-30']);
    expect(lists.delete_required).toEqual(['2026-11-23']);
    expect(lists.refresh_required).toEqual(['2026-11-30']);
  });

  it('given repeated days and any iterable, should list each day once, sorted', () => {
    const lists = refreshListsOf(new Set(['2026-12-01', '2026-11-01']), ['2026-11-02', '2026-11-02', '2026-10-31']);
    expect(lists).toEqual({
      delete_required: ['2026-11-01', '2026-12-01'],
      refresh_required: ['2026-10-31', '2026-11-02'],
      refresh_total: ['2026-10-31', '2026-11-01', '2026-11-02', '2026-12-01'],
    });
  });

  it('given nothing changed, NO_REFRESH should equal the lists of no days', () => {
    expect(refreshListsOf([], [])).toEqual(NO_REFRESH);
  });
});
