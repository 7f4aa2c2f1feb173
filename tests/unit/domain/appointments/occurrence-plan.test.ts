import { describe, expect, it } from 'vitest';
import { NEVER_ENDS } from '../../../../domain/contract/appointment';
import { APPOINTMENT_TYPE } from '../../../../domain/codes';
import { occurrenceOn, sameRule, seriesValuesOf, valuesOf } from '../../../../domain/appointments/occurrence-plan';
import { ruleOf } from '../../../../domain/appointments/rules';
import { NO_WEEKDAYS } from '../../../../domain/appointments/repeat';
import { date, info, payload, repeating, time } from './payload-fixture';

const NY = 'America/New_York';
const WEEKLY = info({ innerOrOuter: 'inner', selectedIndex: 1, custom: 1, weeklyOn: NO_WEEKDAYS });

describe('occurrenceOn', () => {
  it('given a local day and times, should give the instants in the zone', () => {
    expect(occurrenceOn('2026-11-23', payload(), NY)).toEqual({
      appDate: '2026-11-23',
      startsAt: new Date('2026-11-23T15:00:00Z'),
      endsAt: new Date('2026-11-23T16:00:00Z'),
    });
  });

  it('given a day in summer time, should keep the local times (DST-safe)', () => {
    const o = occurrenceOn('2026-07-06', payload(), NY);
    expect(o.startsAt).toEqual(new Date('2026-07-06T14:00:00Z'));
    expect(o.endsAt).toEqual(new Date('2026-07-06T15:00:00Z'));
  });

  it('given an all-day appointment, should span 00:00-23:59 whatever the times say', () => {
    const o = occurrenceOn('2026-11-23', payload({ is_all_day: true, time: { start_time: time(10), end_time: time(11) } }), 'UTC');
    expect(o.startsAt).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(o.endsAt).toEqual(new Date('2026-11-23T23:59:00Z'));
  });
});

describe('valuesOf', () => {
  it('given an office appointment with a client, should fill the client and office columns', () => {
    expect(valuesOf(payload({ notes: '  Bring forms  ' }), NY, 9)).toEqual({
      providerId: 7,
      timezone: NY,
      isAllDay: false,
      type: APPOINTMENT_TYPE.office,
      isVideo: false,
      isConnect: false,
      isSecureVideo: false,
      clientId: 5,
      clientType: 'person',
      othereventId: null,
      othereventType: null,
      officeLocationId: 3,
      customLocation: null,
      notes: 'Bring forms',
      clientNote: '',
      videoInvitepref: 'N',
      createdBy: 9,
    });
  });

  it('given an other-event contact, should fill otherevent_id and its type instead of the client', () => {
    const v = valuesOf(payload({ appointmentType: { id: 12, type: 'group_appointment', name: 'Group' } }), NY, 9);
    expect([v.clientId, v.clientType, v.othereventId, v.othereventType]).toEqual([null, null, 12, 2]);
  });

  it('given a custom location, should store its text and no office id', () => {
    const v = valuesOf(payload({ officeLocation: { custom: true, value: ' Park bench ' } }), NY, 9);
    expect([v.officeLocationId, v.customLocation]).toEqual([null, 'Park bench']);
  });

  it('given notes with a NUL character, should drop it rather than fail the save', () => {
    expect(valuesOf(payload({ notes: `a${String.fromCharCode(0)}b` }), NY, 9).notes).toBe('ab');
  });

  it.each([
    ['Connect', true, { isConnect: true, isSecureVideo: false }],
    ['Secure Video', false, { isConnect: false, isSecureVideo: true }],
  ])('given a %s video appointment, should set its video flags and invite preference', (_name, connect, flags) => {
    const p = payload({
      is_office: false,
      is_video: true,
      officeLocation: null,
      meadow_video: true,
      connect_video: connect,
      video_invitepref: 'E',
    });
    expect(valuesOf(p, NY, 9)).toMatchObject({ type: APPOINTMENT_TYPE.video, isVideo: true, videoInvitepref: 'E', officeLocationId: null, ...flags });
  });

  it('given a phone appointment that carries video flags, should ignore them and keep its reminder (issue 26: every kind is reminded)', () => {
    const p = payload({ is_office: false, is_phone: true, officeLocation: null, meadow_video: true, connect_video: true, video_invitepref: 'B' });
    expect(valuesOf(p, NY, 9)).toMatchObject({ type: APPOINTMENT_TYPE.phone, isConnect: false, isSecureVideo: false, videoInvitepref: 'B' });
  });

  it('given an event with a reminder, should store none: an event has no one to remind', () => {
    const p = payload({ video_invitepref: 'E', appointmentType: { id: 3, type: 'event_appointment', name: 'Team' } });
    expect(valuesOf(p, NY, 9)).toMatchObject({ othereventType: 0, videoInvitepref: 'N' });
  });
});

describe('seriesValuesOf and sameRule', () => {
  const p = repeating(WEEKLY, date(2026, 11, 23), NEVER_ENDS, { time: { start_time: time(9, 5), end_time: time(9, 50) } });
  const rule = ruleOf(p)!;

  it('given a weekly rule, should write the rule, its range and the local times', () => {
    expect(seriesValuesOf(p, rule, { startsFrom: '2026-11-23', endOn: null, occurrenceCount: null }, NY, 9)).toEqual({
      providerId: 7,
      repeat: rule.repeat,
      repeatBy: rule.repeat_by,
      repeatFreq: rule.repeat_freq,
      repeatOn: '1',
      startsFrom: '2026-11-23',
      endOn: null,
      occurrenceCount: null,
      startTime: '09:05',
      endTime: '09:50',
      timezone: NY,
      createdBy: 9,
    });
  });

  it('given the series row of a rule, sameRule should hold; with another weekday or frequency it should not', () => {
    const row = seriesValuesOf(p, rule, { startsFrom: '2026-11-23', endOn: null, occurrenceCount: null }, NY, 9);
    expect(sameRule(row, rule)).toBe(true);
    expect(sameRule(row, { ...rule, repeat_on: [2] })).toBe(false);
    expect(sameRule(row, { ...rule, repeat_freq: 2 })).toBe(false);
  });
});
