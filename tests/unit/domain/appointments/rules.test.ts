import { describe, expect, it } from 'vitest';
import { appointmentPayload, NEVER_ENDS, type AppointmentPayloadInput } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { MAX_SERIES_YEARS, NEVER_ENDING_HORIZON_YEARS } from '../../../../domain/appointments/recurrence';
import {
  appointmentRuleError,
  DEFAULT_INCREMENT_MINUTES,
  DEFAULT_START,
  endFromStart,
  isRealDate,
  occurrenceDays,
  ruleOf,
  safeTime,
  timesOf,
} from '../../../../domain/appointments/rules';
import { NEVER, NO_WEEKDAYS } from '../../../../domain/appointments/repeat';
import { date, info, ONCE, payload, repeating, time } from './payload-fixture';

const WEEKLY = info({ innerOrOuter: 'inner', selectedIndex: 1, custom: 1, weeklyOn: NO_WEEKDAYS });
const TUE_THU = info({ ...NEVER, selectedIndex: 3 });

/** A Connect video appointment tomorrow (Tuesday 2026-11-24) at 10:00-11:00. */
const video = (over: Partial<AppointmentPayloadInput> = {}) =>
  payload({
    is_office: false,
    is_video: true,
    officeLocation: null,
    meadow_video: true,
    connect_video: true,
    date: date(2026, 11, 24),
    repeat: { info: ONCE, startDate: date(2026, 11, 24), endDate: NEVER_ENDS },
    ...over,
  });

/** 10:30 in New York on Monday 2026-11-23 (EST, UTC-5). */
const ctx = { now: new Date('2026-11-23T15:30:00Z'), timezone: 'America/New_York' };

describe('appointmentRuleError', () => {
  it('given a valid payload, should find nothing', () => {
    expect(appointmentRuleError(payload(), ctx)).toBeNull();
  });

  describe(`'${messages.incorrectDate}'`, () => {
    it.each([
      [2026, 4, 31],
      [2026, 2, 29],
      [2026, 2, 30],
      [2026, 6, 31],
    ])('given %i-%i-%i, which does not exist, should refuse it', (y, m, d) => {
      expect(appointmentRuleError(payload({ date: date(y, m, d) }), ctx)).toBe(messages.incorrectDate);
    });

    it('given 29 February of a leap year and 31 March, should accept them', () => {
      expect(isRealDate(date(2028, 2, 29))).toBe(true);
      expect(appointmentRuleError(payload({ date: date(2027, 3, 31) }), ctx)).toBeNull();
    });

    it('given day 0 or month 13, the contract should refuse it with the same message', () => {
      const parsed = appointmentPayload.safeParse({ ...payload(), date: date(2026, 13, 0) });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(messages.incorrectDate);
    });
  });

  describe(`'${messages.incorrectTime}'`, () => {
    it('given a start after the end, should refuse it', () => {
      const p = payload({ time: { start_time: time(11, 30), end_time: time(11, 15) } });
      expect(appointmentRuleError(p, ctx)).toBe(messages.incorrectTime);
    });

    it('given a start equal to the end, should accept it (only "after" is wrong)', () => {
      expect(appointmentRuleError(payload({ time: { start_time: time(11), end_time: time(11) } }), ctx)).toBeNull();
    });

    it('given an all-day appointment, should ignore its time fields', () => {
      const p = payload({ is_all_day: true, time: { start_time: time(15), end_time: time(9) } });
      expect(appointmentRuleError(p, ctx)).toBeNull();
      expect(timesOf(p)).toEqual({ start: time(0), end: time(23, 59) });
    });
  });

  describe(`'${messages.incorrectLocationType}'`, () => {
    it('given no location or two, should refuse it', () => {
      expect(appointmentRuleError(payload({ is_office: false }), ctx)).toBe(messages.incorrectLocationType);
      expect(appointmentRuleError(payload({ is_phone: true }), ctx)).toBe(messages.incorrectLocationType);
      expect(appointmentRuleError(payload({ is_office: false, is_phone: true, is_other: true }), ctx)).toBe(
        messages.incorrectLocationType,
      );
    });

    it('given phone or other alone, should accept it without an office', () => {
      expect(appointmentRuleError(payload({ is_office: false, is_phone: true, officeLocation: null }), ctx)).toBeNull();
      expect(appointmentRuleError(payload({ is_office: false, is_other: true, officeLocation: null }), ctx)).toBeNull();
    });
  });

  describe(`'${messages.incorrectOfficeLocation}'`, () => {
    it.each([
      ['missing', null],
      ['custom and empty', { custom: true, value: '' }],
      ['custom and blank', { custom: true, value: '   ' }],
      ['custom with an address id', { custom: true, value: 3 }],
      ['an office named by text', { custom: false, value: 'Main Street' }],
    ])('given an office location %s, should refuse it', (_, officeLocation) => {
      expect(appointmentRuleError(payload({ officeLocation }), ctx)).toBe(messages.incorrectOfficeLocation);
    });

    it('given an address id or custom text, should accept it', () => {
      expect(appointmentRuleError(payload({ officeLocation: { custom: false, value: 12 } }), ctx)).toBeNull();
      expect(appointmentRuleError(payload({ officeLocation: { custom: true, value: 'Park bench' } }), ctx)).toBeNull();
    });
  });

  describe(`'${messages.incorrectVideoOption}'`, () => {
    it('given a video flag on a non-video appointment, should refuse it', () => {
      expect(appointmentRuleError(payload({ meadow_video: true }), ctx)).toBe(messages.incorrectVideoOption);
      expect(appointmentRuleError(payload({ connect_video: true }), ctx)).toBe(messages.incorrectVideoOption);
    });

    it('given connect without video, should refuse it (Connect means both on)', () => {
      expect(appointmentRuleError(video({ meadow_video: false, connect_video: true }), ctx)).toBe(messages.incorrectVideoOption);
    });

    it('given Connect, Secure Video or Other Video, should accept them', () => {
      expect(appointmentRuleError(video({ meadow_video: true, connect_video: true }), ctx)).toBeNull();
      expect(appointmentRuleError(video({ meadow_video: true, connect_video: false }), ctx)).toBeNull();
      expect(appointmentRuleError(video({ meadow_video: false, connect_video: false }), ctx)).toBeNull();
    });
  });

  describe(`'${messages.incorrectRepeatDates}'`, () => {
    const start = date(2026, 11, 23);

    it('given an end before the start, should refuse it', () => {
      expect(appointmentRuleError(repeating(WEEKLY, start, date(2026, 11, 22)), ctx)).toBe(messages.incorrectRepeatDates);
    });

    it('given an end on the start day or never, should accept it', () => {
      expect(appointmentRuleError(repeating(WEEKLY, start, start), ctx)).toBeNull();
      expect(appointmentRuleError(repeating(WEEKLY, start, NEVER_ENDS), ctx)).toBeNull();
    });

    it(`given an end more than ${MAX_SERIES_YEARS} years after the start, should refuse it`, () => {
      expect(appointmentRuleError(repeating(WEEKLY, start, date(2031, 11, 23)), ctx)).toBeNull();
      expect(appointmentRuleError(repeating(WEEKLY, start, date(2031, 11, 24)), ctx)).toBe(messages.incorrectRepeatDates);
    });

    it('given a rule with no day between start and end, should refuse it', () => {
      // Tuesday and Thursday only, from Monday to Monday.
      expect(appointmentRuleError(repeating(TUE_THU, start, start), ctx)).toBe(messages.incorrectRepeatDates);
      expect(appointmentRuleError(repeating(TUE_THU, start, date(2026, 11, 24)), ctx)).toBeNull();
    });

    it('given a start or end that does not exist, should refuse it', () => {
      expect(appointmentRuleError(repeating(WEEKLY, start, date(2027, 4, 31)), ctx)).toBe(messages.incorrectRepeatDates);
      const badStart = payload({ repeat: { info: WEEKLY, startDate: date(2027, 2, 29), endDate: NEVER_ENDS } });
      expect(appointmentRuleError(badStart, ctx)).toBe(messages.incorrectRepeatDates);
    });

    it('given an appointment that does not repeat, should not look at the repeat dates', () => {
      const p = payload({ repeat: { info: ONCE, startDate: start, endDate: date(2020, 1, 1) } });
      expect(appointmentRuleError(p, ctx)).toBeNull();
    });
  });

  describe(`'${messages.videoInPast}'`, () => {
    it('given a video appointment earlier today in its zone, should refuse it', () => {
      expect(appointmentRuleError(video({ date: date(2026, 11, 23) }), ctx)).toBe(messages.videoInPast);
      expect(appointmentRuleError(video({ date: date(2026, 11, 22) }), ctx)).toBe(messages.videoInPast);
    });

    it('given a video appointment later today or in a zone where it is still ahead, should accept it', () => {
      const today = date(2026, 11, 23);
      expect(appointmentRuleError(video({ date: today, time: { start_time: time(10, 45), end_time: time(11) } }), ctx)).toBeNull();
      // 10:00 in Los Angeles is 18:00 UTC, after `now`.
      expect(appointmentRuleError(video({ date: today }), { ...ctx, timezone: 'America/Los_Angeles' })).toBeNull();
    });

    it('given an office appointment in the past, should accept it', () => {
      expect(appointmentRuleError(payload({ date: date(2026, 11, 2) }), ctx)).toBeNull();
    });

    it('given a repeating video series, should judge its first day', () => {
      const series = video({ repeat: { info: WEEKLY, startDate: date(2026, 11, 24), endDate: NEVER_ENDS } });
      expect(appointmentRuleError(series, ctx)).toBeNull();
      const started = video({ repeat: { info: WEEKLY, startDate: date(2026, 11, 16), endDate: NEVER_ENDS } });
      expect(appointmentRuleError(started, ctx)).toBe(messages.videoInPast);
    });

    it('given the spring-forward day, should compare in daylight time', () => {
      // 10:00 EDT on 2027-03-14 is 14:00 UTC: at 14:30 UTC it has passed, at 13:30 UTC it has not.
      const p = video({ date: date(2027, 3, 14), repeat: { info: ONCE, startDate: date(2027, 3, 14), endDate: NEVER_ENDS } });
      expect(appointmentRuleError(p, { ...ctx, now: new Date('2027-03-14T14:30:00Z') })).toBe(messages.videoInPast);
      expect(appointmentRuleError(p, { ...ctx, now: new Date('2027-03-14T13:30:00Z') })).toBeNull();
    });
  });

  it('given several broken rules, should name the first in the order date, time, location, office, video, repeat, past', () => {
    const p = payload({ date: date(2026, 4, 31), time: { start_time: time(12), end_time: time(11) }, is_phone: true });
    expect(appointmentRuleError(p, ctx)).toBe(messages.incorrectDate);
    expect(appointmentRuleError({ ...p, date: date(2026, 4, 30) }, ctx)).toBe(messages.incorrectTime);
  });
});

describe('ruleOf and occurrenceDays', () => {
  it('given no repeat, should book the appointment date only', () => {
    const p = payload();
    expect(ruleOf(p)).toBeNull();
    expect(occurrenceDays(p)).toEqual(['2026-11-23']);
  });

  it('given weekly with no day ticked, should repeat on the weekday of the repeat start', () => {
    const p = repeating(WEEKLY, date(2026, 11, 25), date(2026, 12, 9));
    expect(ruleOf(p)).toEqual({ repeat: 4, repeat_by: 0, repeat_freq: 1, repeat_on: [3] });
    expect(occurrenceDays(p)).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
  });

  it(`given never, should book ${NEVER_ENDING_HORIZON_YEARS} years ahead`, () => {
    const days = occurrenceDays(repeating(WEEKLY, date(2026, 11, 23), NEVER_ENDS));
    expect(days.at(-1)).toBe('2028-11-20');
  });
});

describe('endFromStart', () => {
  it('given a start and an increment, should add it', () => {
    expect(endFromStart(DEFAULT_START, 60)).toEqual(time(11));
    expect(endFromStart(time(9, 30), 45)).toEqual(time(10, 15));
    expect(endFromStart(time(22, 0), 119)).toEqual(time(23, 59));
  });

  it(`given no usable increment, should add the default ${DEFAULT_INCREMENT_MINUTES} minutes`, () => {
    expect(endFromStart(DEFAULT_START, 0)).toEqual(time(10, 45));
    expect(endFromStart(DEFAULT_START, -30)).toEqual(time(10, 45));
    expect(endFromStart(DEFAULT_START, 12.5)).toEqual(time(10, 45));
    expect(endFromStart(DEFAULT_START, Number.NaN)).toEqual(time(10, 45));
  });

  it('given a start near midnight, should cap the end at 23:59 on the same day', () => {
    expect(endFromStart(time(23, 30), 45)).toEqual(time(23, 59));
    expect(endFromStart(time(22, 30), 90)).toEqual(time(23, 59));
    expect(endFromStart(time(23, 59), 1)).toEqual(time(23, 59));
  });
});

describe('safeTime', () => {
  it('given whole numbers in range, or numeric text, should keep them', () => {
    expect(safeTime({ hr: 0, min: 0 })).toEqual(time(0));
    expect(safeTime({ hr: 23, min: 59 })).toEqual(time(23, 59));
    expect(safeTime({ hr: '9', min: '05' })).toEqual(time(9, 5));
  });

  it.each([
    [{}],
    [{ hr: 'x', min: 0 }],
    [{ hr: 24, min: 0 }],
    [{ hr: 9, min: 60 }],
    [{ hr: -1, min: 0 }],
    [{ hr: 9.5, min: 0 }],
    [{ hr: null, min: null }],
    [{ hr: '', min: '' }],
    [{ hr: true, min: false }],
    [{ hr: [], min: [] }],
  ])('given %o, which is not a time, should use 10:00', (t) => {
    expect(safeTime(t)).toEqual(DEFAULT_START);
  });
});
