import { describe, expect, it } from 'vitest';
import { compareSummaries, locationLabel, summaryTime, summaryTimeSpoken, summaryTitle } from '../../../../domain/calendar/summary';
import { messages } from '../../../../domain/messages';
import { appointment } from './fixtures';

const names = { clientNameFormat: 1, clientNameOrder: 1 };

describe('appointment summary', () => {
  it('given a client, should follow the client name format and order', () => {
    const a = appointment({ firstName: 'Priya', middleName: 'K', lastName: 'Shah' });
    expect(summaryTitle(a, names)).toBe('Shah, Priya K');
    expect(summaryTitle(a, { clientNameFormat: 4, clientNameOrder: 0 })).toBe('Priya Shah');
    expect(summaryTitle(a, { clientNameFormat: 7, clientNameOrder: 0 })).toBe('P.K.S.');
  });

  it("given another person, should show 'last, first' whatever the client format", () => {
    const person = appointment({ app_type: 1, client_id: null, client_type: null, otherevent_type: 1, otherevent_id: 3, firstName: 'Ruth', lastName: 'Adler' });
    expect(summaryTitle(person, { clientNameFormat: 5, clientNameOrder: 0 })).toBe('Adler, Ruth');
    const appUser = appointment({ client_type: 'app_user', firstName: 'Jo', lastName: 'Lindqvist' });
    expect(summaryTitle(appUser, { clientNameFormat: 5, clientNameOrder: 0 })).toBe('Lindqvist, Jo');
  });

  it('given a portal other-person (role 25) viewing an other-person appointment, should title it like a client', () => {
    const person = appointment({ app_type: 1, client_id: null, client_type: null, otherevent_type: 1, otherevent_id: 3, firstName: 'Jo', lastName: 'Other' });
    expect(summaryTitle(person, { clientNameFormat: 4, clientNameOrder: 0, viewerRole: 25 })).toBe('Jo Other');
    expect(summaryTitle(person, { clientNameFormat: 4, clientNameOrder: 0, viewerRole: 7 })).toBe('Other, Jo');
  });

  it('given an event or a group, should show its name', () => {
    const event = appointment({ app_type: 1, client_type: null, otherevent_type: 0, otherevent_name: 'Team meeting', firstName: '', lastName: '' });
    const group = appointment({ app_type: 1, client_type: null, otherevent_type: 2, otherevent_name: 'Tuesday support group', firstName: '', lastName: '' });
    expect(summaryTitle(event, names)).toBe('Team meeting');
    expect(summaryTitle(group, names)).toBe('Tuesday support group');
  });

  it('given times on the 12-hour clock, should show the 24-hour range, or All day', () => {
    expect(summaryTime(appointment({ app_start_hh: 1, app_start_mm: 30, app_start_tt: 1, app_end_hh: 2, app_end_mm: 15, app_end_tt: 1 }))).toBe('13:30–14:15');
    expect(summaryTime(appointment({ app_start_hh: 12, app_start_mm: 5, app_start_tt: 0, app_end_hh: 12, app_end_mm: 0, app_end_tt: 1 }))).toBe('00:05–12:00');
    expect(summaryTime(appointment({ is_all_day: 1 }))).toBe(messages.allDay);
  });

  it("given the reader's 12-hour clock, should show and speak the range with AM and PM", () => {
    const a = appointment({ app_start_hh: 12, app_start_mm: 5, app_start_tt: 0, app_end_hh: 1, app_end_mm: 30, app_end_tt: 1 });
    expect(summaryTime(a, 'h12')).toBe('12:05 AM–1:30 PM');
    expect(summaryTimeSpoken(a, 'h12')).toBe('12:05 AM to 1:30 PM');
    expect(summaryTime(a, 'h23')).toBe('00:05–13:30');
    expect(summaryTimeSpoken(a, 'h23')).toBe('00:05 to 13:30');
    expect(summaryTime(appointment({ is_all_day: 1 }), 'h12')).toBe(messages.allDay);
  });

  it('given location types 1-4, should name Office, Video, Phone, Other', () => {
    expect([1, 2, 3, 4].map((t) => locationLabel(t as 1 | 2 | 3 | 4))).toEqual([
      messages.locationOffice,
      messages.locationVideo,
      messages.locationPhone,
      messages.locationOther,
    ]);
  });

  it('given a day, should order all-day first, then by start time', () => {
    const late = appointment({ id: 1, app_start_hh: 1, app_start_tt: 1 });
    const early = appointment({ id: 2, app_start_hh: 9 });
    const allDay = appointment({ id: 3, is_all_day: 1, app_start_hh: 12 });
    expect([late, early, allDay].sort(compareSummaries).map((a) => a.id)).toEqual([3, 2, 1]);
  });
});
