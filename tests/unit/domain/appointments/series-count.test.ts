/**
 * Series that end after N occurrences (issue 26 item 5): the expansion with
 * a count, the rules that bound it, the edit semantics of edit-plan.ts, the
 * repeat text and the form's payload.
 */
import { describe, expect, it } from 'vitest';
import { appointmentPayload, NEVER_ENDS } from '../../../../domain/contract/appointment';
import { type EditTarget, planEdit, seriesEndBefore } from '../../../../domain/appointments/edit-plan';
import { occurrenceOn, seriesRangeOf } from '../../../../domain/appointments/occurrence-plan';
import { expandRepeat, MAX_SERIES_COUNT, parseIso } from '../../../../domain/appointments/recurrence';
import { NEVER, NO_WEEKDAYS, repeatText, type RepeatRule } from '../../../../domain/appointments/repeat';
import { appointmentRuleError, occurrenceDays, ruleOf } from '../../../../domain/appointments/rules';
import { formStateFromDetail, newFormState, payloadFromForm, repeatChanged } from '../../../../domain/appointments/form-payload';
import { messages } from '../../../../domain/messages';
import { weeklyDetail } from '../../../../stories/features/appointment-detail-fixtures';
import { date, info, payload, seriesTarget, time } from './payload-fixture';

const NY = 'America/New_York';
const USER = 9;
const WEEKLY = info({ innerOrOuter: 'inner', selectedIndex: 1, custom: 1, weeklyOn: NO_WEEKDAYS });
const TUE_THU = info({ ...NEVER, selectedIndex: 3 });
const ctx = { now: new Date('2026-11-01T00:00:00Z'), timezone: NY };

const weekly = (over: Partial<RepeatRule> = {}): RepeatRule => ({ repeat: 4, repeat_by: 0, repeat_freq: 1, repeat_on: [1], ...over });

/** A payload repeating with `choice` from `startDate` that ends after `count` occurrences. */
const counted = (choice: typeof WEEKLY, startDate: ReturnType<typeof date>, count: number, over: Parameters<typeof payload>[0] = {}) =>
  payload({ date: startDate, repeat: { info: choice, startDate, endDate: NEVER_ENDS, count }, ...over });

describe('expandRepeat with a count', () => {
  it('given a weekly rule and count 10, should give exactly the first 10 rule days', () => {
    const days = expandRepeat(weekly(), parseIso('2026-11-23'), null, 10);
    expect(days).toHaveLength(10);
    expect(days[0]).toBe('2026-11-23');
    expect(days[9]).toBe('2027-01-25');
  });

  it('given a count, should ignore an end date', () => {
    expect(expandRepeat(weekly(), parseIso('2026-11-23'), parseIso('2026-11-30'), 3)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
  });

  it('given every 2 weeks on Sunday and Saturday from a Saturday with count 4, should count weeks from Sunday (WKST=SU)', () => {
    // With WKST=MO this would be 01-02, 01-03, 01-16, 01-17.
    expect(expandRepeat(weekly({ repeat_freq: 2, repeat_on: [0, 6] }), parseIso('2027-01-02'), null, 4)).toEqual([
      '2027-01-02',
      '2027-01-10',
      '2027-01-16',
      '2027-01-24',
    ]);
  });

  it('given a daily 10:00 count across the spring-forward change in New York, should keep 10:00 local on each of the N days', () => {
    const p = counted(info({ innerOrOuter: 'inner', selectedIndex: 0, custom: 1, weeklyOn: NO_WEEKDAYS }), date(2027, 3, 12), 4);
    const got = occurrenceDays(p).map((d) => occurrenceOn(d, p, NY));
    expect(got.map((o) => o.appDate)).toEqual(['2027-03-12', '2027-03-13', '2027-03-14', '2027-03-15']);
    // EST (UTC-5) before 14 March, EDT (UTC-4) from it.
    expect(got.map((o) => o.startsAt.toISOString().slice(11, 16))).toEqual(['15:00', '15:00', '14:00', '14:00']);
  });

  it('given a yearly count it cannot reach within five years, should give fewer days than asked', () => {
    expect(expandRepeat({ repeat: 7, repeat_by: 0, repeat_freq: 1, repeat_on: [] }, parseIso('2026-11-23'), null, 8)).toHaveLength(6);
  });
});

describe('the rules of a count', () => {
  it('given a count from 1 to the cap, the contract should accept it; 0 or more than the cap it should refuse', () => {
    const repeat = (count: number) => ({ info: WEEKLY, startDate: date(2026, 11, 23), endDate: NEVER_ENDS, count });
    const base = { ...payload(), date: date(2026, 11, 23) };
    expect(appointmentPayload.safeParse({ ...base, repeat: repeat(1) }).success).toBe(true);
    expect(appointmentPayload.safeParse({ ...base, repeat: repeat(MAX_SERIES_COUNT) }).success).toBe(true);
    for (const bad of [0, MAX_SERIES_COUNT + 1, 2.5]) {
      const parsed = appointmentPayload.safeParse({ ...base, repeat: repeat(bad) });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(messages.incorrectRepeatDates);
    }
  });

  it('given a count and an end date both, should refuse with the repeat dates message', () => {
    const p = payload({ repeat: { info: WEEKLY, startDate: date(2026, 11, 23), endDate: date(2027, 1, 1), count: 3 } });
    expect(appointmentRuleError(p, ctx)).toBe(messages.incorrectRepeatDates);
  });

  it('given a yearly count of 8 (past five years), should refuse; 5 should pass', () => {
    const yearly = info({ innerOrOuter: 'inner', selectedIndex: 4, custom: 1, weeklyOn: NO_WEEKDAYS });
    expect(appointmentRuleError(counted(yearly, date(2026, 11, 23), 8), ctx)).toBe(messages.incorrectRepeatDates);
    expect(appointmentRuleError(counted(yearly, date(2026, 11, 23), 5), ctx)).toBeNull();
  });

  it('given a counted payload, its series range should end on its last day and keep the count', () => {
    const p = counted(WEEKLY, date(2026, 11, 23), 3);
    expect(seriesRangeOf(p, occurrenceDays(p))).toEqual({ startsFrom: '2026-11-23', endOn: '2026-12-07', occurrenceCount: 3 });
  });
});

/** The stored series: Mondays from 2026-11-23, ending after 10 (2027-01-25), 10:00-11:00 in New York. */
const seriesPayload = counted(WEEKLY, date(2026, 11, 23), 10);
const rule = ruleOf(seriesPayload)!;
const inSeries = (appDate: string): EditTarget => seriesTarget(rule, { startsFrom: '2026-11-23', endOn: '2027-01-25', occurrenceCount: 10 }, appDate);
const FOURTH = '2026-12-14';

describe('edits of a counted series', () => {
  it('given a single edit, should change that row only and leave the count', () => {
    const plan = planEdit(inSeries(FOURTH), counted(WEEKLY, date(2026, 11, 23), 4, { date: date(2026, 12, 15) }), 'single', NY, USER);
    expect(plan.change.kind).toBe('single');
    expect(plan.checked.repeat.info.selectedIndex).toBe(0);
  });

  it("given 'all' with the same rule, start and count and new times, should update in place", () => {
    const p = counted(WEEKLY, date(2026, 11, 23), 10, { time: { start_time: time(9), end_time: time(9, 30) } });
    expect(planEdit(inSeries(FOURTH), p, 'all', NY, USER).change.kind).toBe('inPlace');
  });

  it("given 'all' with count 4, should re-expand the whole series to 4 and store the count", () => {
    const plan = planEdit(inSeries(FOURTH), counted(WEEKLY, date(2026, 11, 23), 4), 'all', NY, USER);
    if (plan.change.kind !== 'replace') throw new Error(`expected replace, got ${plan.change.kind}`);
    expect(plan.change.occurrences.map((o) => o.appDate)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']);
    expect(plan.change).toMatchObject({ reuseSeries: true, endOldSeries: null, series: { endOn: '2026-12-14', occurrenceCount: 4 } });
  });

  it("given 'future' from the 4th of 10 with another rule and the count kept, should end the old series after 3 and give the new one the other 7", () => {
    const plan = planEdit(inSeries(FOURTH), counted(TUE_THU, date(2026, 11, 23), 10), 'future', NY, USER);
    if (plan.change.kind !== 'replace') throw new Error(`expected replace, got ${plan.change.kind}`);
    expect(plan.change.endOldSeries).toEqual({ endOn: '2026-12-07', occurrenceCount: 3 });
    expect(plan.change.occurrences.map((o) => o.appDate)).toEqual([
      '2026-12-15',
      '2026-12-17',
      '2026-12-22',
      '2026-12-24',
      '2026-12-29',
      '2026-12-31',
      '2027-01-05',
    ]);
    expect(plan.change.series).toMatchObject({ startsFrom: '2026-12-15', endOn: '2027-01-05', occurrenceCount: 7 });
    expect(plan.checked.repeat.count).toBe(7);
  });

  it("given 'future' from the 4th with the count changed to 2, should give the new series 2 from there", () => {
    const plan = planEdit(inSeries(FOURTH), counted(WEEKLY, date(2026, 11, 23), 2), 'future', NY, USER);
    if (plan.change.kind !== 'replace') throw new Error(`expected replace, got ${plan.change.kind}`);
    expect(plan.change.occurrences.map((o) => o.appDate)).toEqual(['2026-12-14', '2026-12-21']);
    expect(plan.change.series).toMatchObject({ occurrenceCount: 2, endOn: '2026-12-21' });
    expect(plan.change.endOldSeries).toEqual({ endOn: '2026-12-07', occurrenceCount: 3 });
  });

  it("given 'future' with the same rule, start and count and new times, should update in place and keep the series whole", () => {
    const p = counted(WEEKLY, date(2026, 11, 23), 10, { time: { start_time: time(9), end_time: time(9, 30) } });
    expect(planEdit(inSeries(FOURTH), p, 'future', NY, USER).change.kind).toBe('inPlace');
  });

  it("given 'future' that ends the series on a date instead, should drop the count from the new series", () => {
    const p = payload({ date: date(2026, 11, 23), repeat: { info: WEEKLY, startDate: date(2026, 11, 23), endDate: date(2026, 12, 28) } });
    const plan = planEdit(inSeries(FOURTH), p, 'future', NY, USER);
    if (plan.change.kind !== 'replace') throw new Error(`expected replace, got ${plan.change.kind}`);
    expect(plan.change.series).toMatchObject({ endOn: '2026-12-28', occurrenceCount: null });
  });

  it('given a delete of the future from the 4th, seriesEndBefore should keep 3; an uncounted series only ends the day before', () => {
    expect(seriesEndBefore(inSeries(FOURTH).series!, FOURTH)).toEqual({ endOn: '2026-12-07', occurrenceCount: 3 });
    expect(seriesEndBefore({ ...inSeries(FOURTH).series!, occurrenceCount: null, endOn: null }, FOURTH)).toEqual({
      endOn: '2026-12-13',
      occurrenceCount: null,
    });
  });
});

describe('repeat text and the form', () => {
  it('given a count, the repeat text should say how many times instead of until', () => {
    expect(repeatText(weekly({ repeat_on: [3] }), '2026-11-25', '2027-01-27', 10)).toBe('Every week on Wed, 10 times');
    expect(repeatText(weekly({ repeat_on: [3] }), '2026-11-25', '2026-11-25', 1)).toBe('Every week on Wed, once');
    expect(repeatText(weekly({ repeat_on: [3] }), '2026-11-25', '2027-01-27', null)).toBe('Every week on Wed until 01-27-2027');
  });

  it("given 'Ends after N occurrences' chosen in the form, the payload should carry the count and no end date", () => {
    const s = {
      ...newFormState({ providerId: 7, date: '2026-11-25', increment: 45, providerAddressId: 3 }),
      repeat: { ...NEVER, innerOrOuter: 'inner' as const, selectedIndex: 1 },
      repeatNever: false,
      repeatAfter: true,
      repeatCount: 3,
    };
    const contact = { id: 5, type: 'person' as const, name: 'Alex Morgan', has_email: true, has_phone: true };
    expect(payloadFromForm(s, contact).repeat).toMatchObject({ endDate: NEVER_ENDS, count: 3 });
    expect(payloadFromForm({ ...s, repeatAfter: false }, contact).repeat.count).toBeUndefined();
    expect(payloadFromForm({ ...s, repeatNever: true }, contact).repeat.count).toBeUndefined();
    expect(repeatChanged(s, { ...s, repeatCount: 4 })).toBe(true);
    expect(repeatChanged(s, { ...s, repeatEnd: '2030-01-01' })).toBe(false);
  });

  it('given a detail with occurrence_count, the edit form should open on that count', () => {
    const base = formStateFromDetail(
      { ...weeklyDetail, end_on: '2027-01-27', occurrence_count: 10 },
      { clientNameFormat: 1, clientNameOrder: 1 },
    );
    expect(base).toMatchObject({ repeatNever: false, repeatAfter: true, repeatCount: 10 });
  });
});
