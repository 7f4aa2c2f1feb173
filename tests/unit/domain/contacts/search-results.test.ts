import { describe, expect, it } from 'vitest';
import { appointmentContact, defaultSearchRange, groupSearchResults, searchKey } from '../../../../domain/contacts/search-results';
import type { SearchAppointment } from '../../../../domain/contract/search';

const appointment = (over: Partial<SearchAppointment>): SearchAppointment => ({
  id: 1,
  app_date: '2030-03-05',
  app_start_hh: 10,
  app_start_mm: 0,
  app_start_tt: 0,
  app_end_hh: 10,
  app_end_mm: 50,
  app_end_tt: 0,
  is_all_day: 0,
  is_cancelled: 0,
  type: 1,
  app_type: 0,
  client_id: null,
  client_type: null,
  otherevent_id: null,
  otherevent_type: null,
  name: '',
  provider_id: 7,
  ...over,
});

const client = (id: number, over: Partial<SearchAppointment> = {}) =>
  appointment({ id, client_id: 3, client_type: 'person', name: 'Álvarez, José', ...over });

describe('appointmentContact and searchKey', () => {
  it('given each contact kind, should key clients person.{client_id}, other events {kind}.{otherevent_id}, users {client_type}.{client_id}', () => {
    expect(appointmentContact(client(1))).toEqual({ kind: 'person', id: 3 });
    expect(appointmentContact(appointment({ otherevent_id: 4, otherevent_type: 0 }))).toEqual({ kind: 'event_appointment', id: 4 });
    expect(appointmentContact(appointment({ otherevent_id: 5, otherevent_type: 1 }))).toEqual({ kind: 'other_event', id: 5 });
    expect(appointmentContact(appointment({ otherevent_id: 6, otherevent_type: 2 }))).toEqual({ kind: 'group_appointment', id: 6 });
    expect(appointmentContact(appointment({ client_id: 8, client_type: 'app_user' }))).toEqual({ kind: 'app_user', id: 8 });
    expect(appointmentContact(appointment({}))).toEqual({ kind: 'other', id: 0 });
    expect(searchKey('person', 3)).toBe('person.3');
    expect(searchKey('other', 0)).toBe('other');
  });
});

describe('groupSearchResults', () => {
  it("given contacts and their appointments, should put clients under 'Clients:' and the rest under 'Others:', in the server's order, with labels", () => {
    const grouped = groupSearchResults({
      contacts: [
        { id: 3, type: 'person', name: 'Álvarez, José' },
        { id: 5, type: 'other_event', name: 'Lindqvist, Jo' },
        { id: 6, type: 'group_appointment', name: 'Tuesday support group' },
        { id: 9, type: 'person', name: 'Williams, Noah' },
      ],
      appointments: [client(1), appointment({ id: 2, otherevent_id: 6, otherevent_type: 2, app_type: 1, name: 'Tuesday support group' })],
    });
    expect(grouped.clients.map((e) => [e.key, e.label, e.name, e.appointments.map((a) => a.id)])).toEqual([
      ['person.3', 'Client', 'Álvarez, José', [1]],
      ['person.9', 'Client', 'Williams, Noah', []],
    ]);
    expect(grouped.others.map((e) => [e.key, e.label, e.name, e.appointments.map((a) => a.id)])).toEqual([
      ['other_event.5', 'Other Person', 'Lindqvist, Jo', []],
      ['group_appointment.6', 'Group', 'Tuesday support group', [2]],
    ]);
  });

  it("given an appointment of a contact not in the contacts list, should add that contact after the listed ones, and 'other' for none", () => {
    const grouped = groupSearchResults({
      contacts: [{ id: 4, type: 'event_appointment', name: 'Team meeting' }],
      appointments: [appointment({ id: 7, otherevent_id: 11, otherevent_type: 1, name: 'Adler, Ruth' }), appointment({ id: 8 })],
    });
    expect(grouped.clients).toEqual([]);
    expect(grouped.others.map((e) => [e.key, e.label, e.name])).toEqual([
      ['event_appointment.4', 'Event', 'Team meeting'],
      ['other_event.11', 'Other Person', 'Adler, Ruth'],
      ['other', '', ''],
    ]);
  });

  it('should order each contact’s appointments by date, then AM before PM, then 12-hour clock time', () => {
    const grouped = groupSearchResults({
      contacts: [],
      appointments: [
        client(1, { app_date: '2030-03-06', app_start_hh: 9, app_start_tt: 0 }),
        client(2, { app_date: '2030-03-05', app_start_hh: 1, app_start_tt: 1 }),
        client(3, { app_date: '2030-03-05', app_start_hh: 12, app_start_tt: 1 }),
        client(4, { app_date: '2030-03-05', app_start_hh: 11, app_start_mm: 30, app_start_tt: 0 }),
        client(5, { app_date: '2030-03-05', app_start_hh: 12, app_start_tt: 0 }),
      ],
    });
    // 12 AM is midnight, 12 PM noon: noon comes before 1 PM.
    expect(grouped.clients[0]!.appointments.map((a) => a.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it("given no contacts and no appointments, should answer empty groups (the screen says 'No results')", () => {
    expect(groupSearchResults({ contacts: [], appointments: [] })).toEqual({ clients: [], others: [] });
  });
});

describe('defaultSearchRange', () => {
  it('should answer 3 months before to 3 months after the day, clamped at month ends', () => {
    expect(defaultSearchRange('2030-03-15')).toEqual({ from: '2029-12-15', to: '2030-06-15' });
    expect(defaultSearchRange('2030-05-31')).toEqual({ from: '2030-02-28', to: '2030-08-31' });
    expect(defaultSearchRange('2032-02-29')).toEqual({ from: '2031-11-29', to: '2032-05-29' });
  });
});
