import { describe, expect, it } from 'vitest';
import { MAIL_SEARCH_RANGE_MAX_DAYS } from '../../../../domain/contract/mail';
import { isKnownCalendarDay, mailSearchWindow } from '../../../../domain/mail/search-range';

const NY = 'America/New_York';

describe('mail search window', () => {
  it('given whole days in New York, should cover from local midnight to the last instant of the end day', () => {
    const w = mailSearchWindow({ year: 2026, month: 11, day: 1 }, { year: 2026, month: 11, day: 30 }, NY);
    expect(w).toEqual({ ok: true, from: new Date('2026-11-01T04:00:00.000Z'), to: new Date('2026-12-01T04:59:59.999Z') });
  });

  it('given a range across the November DST change, should use each day its own offset', () => {
    const w = mailSearchWindow({ year: 2026, month: 10, day: 31 }, { year: 2026, month: 11, day: 1 }, NY);
    // 31 October is EDT (-4), 1 November ends in EST (-5).
    expect(w).toEqual({ ok: true, from: new Date('2026-10-31T04:00:00.000Z'), to: new Date('2026-11-02T04:59:59.999Z') });
  });

  it('given impossible or reversed dates, should answer incorrectDate', () => {
    expect(isKnownCalendarDay({ year: 2026, month: 2, day: 31 })).toBe(false);
    expect(mailSearchWindow({ year: 2026, month: 2, day: 31 }, { year: 2026, month: 3, day: 1 }, NY)).toEqual({ ok: false, error: 'incorrectDate' });
    expect(mailSearchWindow({ year: 2026, month: 3, day: 2 }, { year: 2026, month: 3, day: 1 }, NY)).toEqual({ ok: false, error: 'incorrectDate' });
  });

  it(`given more than ${MAIL_SEARCH_RANGE_MAX_DAYS} days, should answer searchRangeTooLong`, () => {
    expect(mailSearchWindow({ year: 2025, month: 1, day: 1 }, { year: 2026, month: 12, day: 31 }, NY)).toMatchObject({ ok: true });
    expect(mailSearchWindow({ year: 2025, month: 1, day: 1 }, { year: 2027, month: 1, day: 2 }, NY)).toEqual({ ok: false, error: 'searchRangeTooLong' });
  });
});
