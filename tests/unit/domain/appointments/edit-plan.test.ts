import { describe, expect, it } from 'vitest';
import { NEVER_ENDS } from '../../../../domain/contract/appointment';
import { effectiveScope, type EditTarget, planEdit, targetRows } from '../../../../domain/appointments/edit-plan';
import { ruleOf } from '../../../../domain/appointments/rules';
import { NEVER, NO_WEEKDAYS } from '../../../../domain/appointments/repeat';
import { date, info, payload, repeating, seriesTarget, time } from './payload-fixture';

const NY = 'America/New_York';
const USER = 9;
const WEEKLY = info({ innerOrOuter: 'inner', selectedIndex: 1, custom: 1, weeklyOn: NO_WEEKDAYS });
const TUE_THU = info({ ...NEVER, selectedIndex: 3 });

/** The stored weekly series: Mondays 2026-11-23 to 2026-12-14, 10:00-11:00 in New York. */
const seriesPayload = repeating(WEEKLY, date(2026, 11, 23), date(2026, 12, 14));
const weeklyRule = ruleOf(seriesPayload)!;

/** An occurrence of that series on `appDate`. */
const inSeries = (appDate: string): EditTarget => seriesTarget(weeklyRule, { startsFrom: '2026-11-23', endOn: '2026-12-14', occurrenceCount: null }, appDate);
const oneOff: EditTarget = { ...inSeries('2026-11-23'), id: 41, seriesId: null, series: null };

/** The series payload at 09:00-09:30 instead of 10:00-11:00. */
const earlier = repeating(WEEKLY, date(2026, 11, 23), date(2026, 12, 14), { time: { start_time: time(9), end_time: time(9, 30) } });

describe('effectiveScope', () => {
  it.each(['single', 'future', 'all'] as const)("given a one-off and '%s', should be single", (scope) => {
    expect(effectiveScope(oneOff, scope)).toBe('single');
  });

  it("given 'future' from the series' first occurrence, should be all", () => {
    expect(effectiveScope(inSeries('2026-11-23'), 'future')).toBe('all');
  });

  it("given 'future' from a later occurrence, or 'single' / 'all', should keep the scope", () => {
    expect(effectiveScope(inSeries('2026-12-07'), 'future')).toBe('future');
    expect(effectiveScope(inSeries('2026-12-07'), 'single')).toBe('single');
    expect(effectiveScope(inSeries('2026-12-07'), 'all')).toBe('all');
  });
});

describe('targetRows', () => {
  it('given a single edit or a one-off, should take the one row', () => {
    expect(targetRows(inSeries('2026-12-07'), 'single')).toEqual({ seriesId: null, fromDay: null });
    expect(targetRows(oneOff, 'all')).toEqual({ seriesId: null, fromDay: null });
  });

  it("given 'future' from a later occurrence, should take the series' rows from that day", () => {
    expect(targetRows(inSeries('2026-12-07'), 'future')).toEqual({ seriesId: 4, fromDay: '2026-12-07' });
  });

  it("given 'all', or 'future' from the first occurrence, should take every row of the series", () => {
    expect(targetRows(inSeries('2026-12-07'), 'all')).toEqual({ seriesId: 4, fromDay: null });
    expect(targetRows(inSeries('2026-11-23'), 'future')).toEqual({ seriesId: 4, fromDay: null });
  });
});

describe('planEdit', () => {
  it('given one occurrence of a series, should move that row to the payload day and times and not apply the repeat', () => {
    const p = repeating(WEEKLY, date(2026, 12, 8), date(2026, 12, 14), { time: { start_time: time(9), end_time: time(9, 30) } });
    const plan = planEdit(inSeries('2026-12-07'), p, 'single', NY, USER);
    expect(plan.rows).toEqual({ seriesId: null, fromDay: null });
    expect(plan.change).toEqual({
      kind: 'single',
      occurrence: { appDate: '2026-12-08', startsAt: new Date('2026-12-08T14:00:00Z'), endsAt: new Date('2026-12-08T14:30:00Z') },
    });
    expect(ruleOf(plan.checked)).toBeNull();
  });

  it('given a one-off kept a one-off, should change the one row', () => {
    const plan = planEdit(oneOff, payload({ date: date(2026, 11, 24) }), 'all', NY, USER);
    expect(plan.change).toMatchObject({ kind: 'single', occurrence: { appDate: '2026-11-24' } });
  });

  it("given 'all' with the same rule and dates, should update the rows in place, series times included", () => {
    const plan = planEdit(inSeries('2026-12-07'), earlier, 'all', NY, USER);
    expect(plan.rows).toEqual({ seriesId: 4, fromDay: null });
    if (plan.change.kind !== 'inPlace') throw new Error(`expected inPlace, got ${plan.change.kind}`);
    expect(plan.change.seriesTimes).toEqual({ startTime: '09:00', endTime: '09:30', timezone: NY });
    expect(plan.change.timesFor('2026-11-30')).toEqual({
      appDate: '2026-11-30',
      startsAt: new Date('2026-11-30T14:00:00Z'),
      endsAt: new Date('2026-11-30T14:30:00Z'),
    });
  });

  it("given 'future' with the same rule and the series' own start, should update from that day in place, series times included (the rows the extension job adds follow them)", () => {
    const plan = planEdit(inSeries('2026-12-07'), earlier, 'future', NY, USER);
    expect(plan.rows).toEqual({ seriesId: 4, fromDay: '2026-12-07' });
    expect(plan.change).toMatchObject({ kind: 'inPlace', seriesTimes: { startTime: '09:00', endTime: '09:30', timezone: NY } });
    // The rules of spec 5 are checked from the edited day, not the series' start.
    expect(plan.checked.repeat.startDate).toEqual(date(2026, 12, 7));
  });

  it("given 'all' with another rule, should replace the series' rows and reuse its series row", () => {
    const p = repeating(TUE_THU, date(2026, 11, 24), date(2026, 12, 3));
    const plan = planEdit(inSeries('2026-12-07'), p, 'all', NY, USER);
    if (plan.change.kind !== 'replace') throw new Error(`expected replace, got ${plan.change.kind}`);
    expect(plan.change.occurrences.map((o) => o.appDate)).toEqual(['2026-11-24', '2026-11-26', '2026-12-01', '2026-12-03']);
    expect(plan.change).toMatchObject({ reuseSeries: true, endOldSeries: null, series: { startsFrom: '2026-11-24', endOn: '2026-12-03', repeatOn: '2,4' } });
  });

  it("given 'future' from a later occurrence with another rule, should end the old series the day before and start the new one there", () => {
    const p = repeating(TUE_THU, date(2026, 11, 24), date(2026, 12, 14));
    const plan = planEdit(inSeries('2026-12-07'), p, 'future', NY, USER);
    if (plan.change.kind !== 'replace') throw new Error(`expected replace, got ${plan.change.kind}`);
    expect(plan.change.occurrences.map((o) => o.appDate)).toEqual(['2026-12-08', '2026-12-10']);
    expect(plan.change).toMatchObject({ reuseSeries: false, endOldSeries: { endOn: '2026-12-06', occurrenceCount: null }, series: { startsFrom: '2026-12-08', endOn: '2026-12-14' } });
    expect(plan.checked.repeat.startDate).toEqual(date(2026, 12, 7));
  });

  it("given 'all' with a changed end date, should replace rather than update in place", () => {
    const p = repeating(WEEKLY, date(2026, 11, 23), date(2026, 11, 30));
    const plan = planEdit(inSeries('2026-11-23'), p, 'all', NY, USER);
    if (plan.change.kind !== 'replace') throw new Error(`expected replace, got ${plan.change.kind}`);
    expect(plan.change.occurrences.map((o) => o.appDate)).toEqual(['2026-11-23', '2026-11-30']);
    expect(plan.change.series).toMatchObject({ startsFrom: '2026-11-23', endOn: '2026-11-30' });
  });

  it("given a series set to Never with 'all', should replace it with a one-off on the payload's day", () => {
    const plan = planEdit(inSeries('2026-12-07'), payload({ date: date(2026, 12, 9) }), 'all', NY, USER);
    expect(plan.change).toMatchObject({ kind: 'replace', series: null, reuseSeries: true, endOldSeries: null });
    if (plan.change.kind === 'replace') expect(plan.change.occurrences.map((o) => o.appDate)).toEqual(['2026-12-09']);
  });

  it('given a one-off given a repeat, should replace it with a new series', () => {
    const p = repeating(WEEKLY, date(2026, 11, 23), NEVER_ENDS);
    const plan = planEdit(oneOff, p, 'single', NY, USER);
    if (plan.change.kind !== 'replace') throw new Error(`expected replace, got ${plan.change.kind}`);
    expect(plan.change).toMatchObject({ reuseSeries: false, endOldSeries: null, series: { startsFrom: '2026-11-23', endOn: null } });
    expect(plan.change.occurrences[0]?.appDate).toBe('2026-11-23');
    expect(plan.change.occurrences.length).toBeGreaterThan(50);
  });
});
