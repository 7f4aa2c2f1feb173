/** A portal user's upcoming appointments (issue 17, item 15): what is still ahead, in what order, when Join opens, how it reads. */
import { describe, expect, it } from 'vitest';
import {
  appointmentInstants,
  formatTime,
  joinState,
  sessionWhen,
  upcomingAppointments,
  type UpcomingFields,
  type ViewerClock,
} from '../../../../domain/appointments/upcoming';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const words = { allDay: 'All day', to: 'to' };

/** 10:00–10:50 on 2026-11-24 in New York unless told otherwise. */
function appointment(over: Partial<UpcomingFields> = {}): UpcomingFields {
  return {
    id: 1,
    app_date: '2026-11-24',
    app_start_hh: 10,
    app_start_mm: 0,
    app_start_tt: 0,
    app_end_hh: 10,
    app_end_mm: 50,
    app_end_tt: 0,
    is_all_day: 0,
    is_cancelled: 0,
    is_deleted: 0,
    timezone: NY,
    ...over,
  };
}

/** 2026-11-24 08:00 in New York (UTC-5). */
const morning = new Date('2026-11-24T13:00:00Z');

describe('appointmentInstants', () => {
  it('given wall-clock parts in the appointment zone, should give the instants', () => {
    const i = appointmentInstants(appointment(), LA)!;
    expect(i.startsAt.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(i.endsAt.toISOString()).toBe('2026-11-24T15:50:00.000Z');
  });

  it('given an end at or before the start, should end after midnight', () => {
    const i = appointmentInstants(appointment({ app_start_hh: 11, app_start_tt: 1, app_end_hh: 12, app_end_mm: 30, app_end_tt: 0 }), NY)!;
    expect(i.startsAt.toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(i.endsAt.toISOString()).toBe('2026-11-25T05:30:00.000Z');
  });

  it('given an all-day appointment, should span its day in its zone', () => {
    const i = appointmentInstants(appointment({ is_all_day: 1 }), NY)!;
    expect(i.startsAt.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(i.endsAt.toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });

  it('given an unknown zone, should use the fallback; given no day, null', () => {
    expect(appointmentInstants(appointment({ timezone: 'Nowhere/Town' }), LA)!.startsAt.toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(appointmentInstants(appointment({ app_date: '2026-02-30' }), NY)).toBeNull();
  });
});

describe('upcomingAppointments', () => {
  it('given appointments out of order, should list the soonest first, ties by id', () => {
    const list = [
      appointment({ id: 5, app_date: '2026-11-26' }),
      appointment({ id: 3, app_start_hh: 2, app_start_tt: 1, app_end_hh: 3, app_end_tt: 1 }),
      appointment({ id: 4 }),
      appointment({ id: 2 }),
    ];
    expect(upcomingAppointments(list, morning, NY).map((u) => u.appointment.id)).toEqual([2, 4, 3, 5]);
  });

  it('given cancelled, deleted and ended ones, should leave them out; one under way stays', () => {
    const list = [
      appointment({ id: 1, is_cancelled: 1 }),
      appointment({ id: 2, is_deleted: 1 }),
      appointment({ id: 3, app_start_hh: 7, app_end_hh: 7, app_end_mm: 45 }),
      appointment({ id: 4, app_start_hh: 7, app_start_mm: 30, app_end_hh: 8, app_end_mm: 30 }),
      appointment({ id: 5, app_date: '2026-11-23', is_all_day: 1 }),
      appointment({ id: 6, is_all_day: 1 }),
    ];
    expect(upcomingAppointments(list, morning, NY).map((u) => u.appointment.id)).toEqual([6, 4]);
  });

  it('given the same id twice, should keep it once', () => {
    expect(upcomingAppointments([appointment(), appointment()], morning, NY)).toHaveLength(1);
  });

  it('given appointments in different zones, should order them by the instant, not the wall clock', () => {
    const ny = appointment({ id: 1, app_start_hh: 11, app_end_hh: 11, app_end_mm: 50 });
    // 09:00 in Los Angeles is 12:00 in New York: later, although its clock reads earlier.
    const la = appointment({ id: 2, timezone: LA, app_start_hh: 9, app_end_hh: 9, app_end_mm: 50 });
    expect(upcomingAppointments([la, ny], morning, NY).map((u) => u.appointment.id)).toEqual([1, 2]);
  });
});

describe('joinState', () => {
  const session = appointmentInstants(appointment(), NY)!;

  it('given more than 30 minutes before the start, should say when it opens', () => {
    expect(joinState(session, morning)).toEqual({ kind: 'notYet', opensAt: new Date('2026-11-24T14:30:00Z') });
  });

  it('given 30 minutes before the start until the end, should be open', () => {
    expect(joinState(session, new Date('2026-11-24T14:30:00Z'))).toEqual({ kind: 'open' });
    expect(joinState(session, new Date('2026-11-24T15:49:00Z'))).toEqual({ kind: 'open' });
  });

  it('given the end has passed, should be ended', () => {
    expect(joinState(session, new Date('2026-11-24T15:50:00Z'))).toEqual({ kind: 'ended' });
  });
});

describe('sessionWhen', () => {
  const ny: ViewerClock = { timeZone: NY, locale: 'en-US' };
  const [upcoming] = upcomingAppointments([appointment()], morning, NY);

  it("given the viewer's zone, should read 'Tue, Nov 24 · 10:00–10:50' and speak it in full", () => {
    expect(sessionWhen(upcoming!, ny, words)).toEqual({
      day: 'Tue, Nov 24',
      dayLong: 'Tuesday, November 24',
      time: '10:00–10:50',
      timeSpoken: '10:00 to 10:50',
    });
  });

  it('given a viewer in another zone, should show the hour it happens for them, and the day too', () => {
    expect(sessionWhen(upcoming!, { timeZone: LA, locale: 'en-US' }, words).time).toBe('07:00–07:50');
    const [late] = upcomingAppointments([appointment({ app_start_hh: 8, app_start_tt: 1, app_end_hh: 9, app_end_mm: 0, app_end_tt: 1 })], morning, NY);
    expect(sessionWhen(late!, { timeZone: 'Europe/Berlin', locale: 'en-US' }, words)).toMatchObject({ day: 'Wed, Nov 25', time: '02:00–03:00' });
  });

  it('given an all-day appointment, should keep its own day and say All day', () => {
    const [allDay] = upcomingAppointments([appointment({ is_all_day: 1 })], morning, NY);
    expect(sessionWhen(allDay!, { timeZone: 'Asia/Tokyo', locale: 'en-US' }, words)).toMatchObject({ day: 'Tue, Nov 24', time: 'All day' });
  });

  it("given the viewer's 12-hour clock, should read and speak the times with AM and PM, in their zone", () => {
    expect(sessionWhen(upcoming!, { ...ny, hourCycle: 'h12' }, words)).toMatchObject({ time: '10:00 AM–10:50 AM', timeSpoken: '10:00 AM to 10:50 AM' });
    expect(sessionWhen(upcoming!, { timeZone: LA, locale: 'en-US', hourCycle: 'h12' }, words).time).toBe('7:00 AM–7:50 AM');
    expect(sessionWhen(upcoming!, { ...ny, hourCycle: 'h23' }, words).time).toBe('10:00–10:50');
    expect(formatTime(upcoming!.startsAt, { timeZone: 'Europe/Berlin', hourCycle: 'h12' })).toBe('4:00 PM');
  });

  it("given another locale and no hour cycle, should follow it and keep the 24-hour clock", () => {
    expect(sessionWhen(upcoming!, { timeZone: NY, locale: 'de-DE' }, words)).toMatchObject({ time: '10:00–10:50' });
  });
});
