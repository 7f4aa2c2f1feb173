import { describe, expect, it } from 'vitest';
import { newFormState } from '../../../../domain/appointments/form-payload';
import { parseAddQuery } from '../../../../features/appointments/form/add-query';
import { startingAt } from '../../../../features/appointments/form/form-reducer';

describe('parseAddQuery', () => {
  it('given a real day and a 24-hour start, should read both', () => {
    expect(parseAddQuery('?date=2026-11-25&start=14:30')).toEqual({ date: '2026-11-25', start: { hour: 14, minute: 30 } });
    expect(parseAddQuery('date=2028-02-29&start=00:00')).toEqual({ date: '2028-02-29', start: { hour: 0, minute: 0 } });
  });

  it('given no query, should read nothing', () => {
    expect(parseAddQuery('')).toEqual({});
  });

  it.each([['2026-02-30'], ['2027-02-29'], ['2026-13-01'], ['2026-1-5'], ['25-11-2026'], ['1800-01-01'], ['tomorrow'], ['']])(
    'given the date %j, should ignore it',
    (date) => {
      expect(parseAddQuery(`?date=${date}&start=09:15`)).toEqual({ start: { hour: 9, minute: 15 } });
    },
  );

  it.each([['24:00'], ['9:15'], ['09:60'], ['09:15:00'], ['2pm'], ['-1:00'], ['']])('given the start %j, should ignore it', (start) => {
    expect(parseAddQuery(`?date=2026-11-25&start=${encodeURIComponent(start)}`)).toEqual({ date: '2026-11-25' });
  });

  it("given the contact screen's Book, should read the contact to choose; a malformed one is ignored", () => {
    expect(parseAddQuery('?contact=person-12')).toEqual({ contact: { type: 'person', id: 12 } });
    expect(parseAddQuery('?contact=Morgan')).toEqual({});
  });
});

describe('startingAt', () => {
  const fresh = () => newFormState({ providerId: 7, date: '2026-11-25', increment: 50, providerAddressId: 11 });

  it('given a start, should put the end one increment later, as picking the start does', () => {
    const s = startingAt(fresh(), { hour: 14, minute: 30 }, 50);
    expect(s.start).toEqual({ hour: 14, minute: 30 });
    expect(s.end).toEqual({ hour: 15, minute: 20 });
  });

  it('given no increment yet, should use the default of 45 minutes (spec 9)', () => {
    expect(startingAt(fresh(), { hour: 14, minute: 30 }, 0).end).toEqual({ hour: 15, minute: 15 });
  });

  it('given a late start, should cap the end at 23:59', () => {
    expect(startingAt(fresh(), { hour: 23, minute: 30 }, 50).end).toEqual({ hour: 23, minute: 59 });
  });

  it('given no start, should leave the default 10:00 form as it is', () => {
    expect(startingAt(fresh(), undefined, 50)).toEqual(fresh());
  });
});
