import { describe, expect, it } from 'vitest';
import {
  checkForm,
  contactOfDetail,
  defaultRepeatEnd,
  endAfter,
  formStateFromDetail,
  isPastVideo,
  newFormState,
  payloadFromForm,
  repeatChanged,
  videoChoiceOf,
  type AppointmentFormState,
  type ChosenContact,
} from '../../../../domain/appointments/form-payload';
import { INNER, NEVER, OUTER } from '../../../../domain/appointments/repeat';
import { NEVER_ENDS, type AppointmentDetail } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { weeklyDetail } from '../../../../stories/features/appointment-detail-fixtures';

const NY = 'America/New_York';
const ctx = { now: new Date('2026-11-23T12:00:00Z'), timezone: NY };
const ana: ChosenContact = { id: 3, type: 'person', name: 'Ana Lopez', has_email: true, has_phone: false };

const fresh = (over: Partial<AppointmentFormState> = {}): AppointmentFormState => ({
  ...newFormState({ providerId: 7, date: '2026-11-24', increment: 45, providerAddressId: 11 }),
  contact: ana,
  ...over,
});

/** A weekly Thursday 14:30-15:15 office appointment with Ana, as get/id answers it. */
const detail = (over: Partial<AppointmentDetail> = {}): AppointmentDetail => ({
  ...weeklyDetail,
  client_id: 3,
  notes: 'Bring forms',
  office_location_id: 11,
  location_text: '1 Main St',
  contact_has_phone: false,
  ...over,
});

describe('newFormState', () => {
  it('should start at 10:00 to 10:00 + increment, office at the default address, no repeat ending never a year ahead', () => {
    const s = newFormState({ providerId: 7, date: '2026-11-24', increment: 45, providerAddressId: 11 });
    expect(s.start).toEqual({ hour: 10, minute: 0 });
    expect(s.end).toEqual({ hour: 10, minute: 45 });
    expect(s.location).toBe('office');
    expect(s.office).toEqual({ custom: false, addressId: 11, customValue: '' });
    expect(s.reminder).toBe('N');
    expect(s.repeat).toEqual(NEVER);
    expect(s.repeatStart).toBe('2026-11-24');
    expect(s.repeatEnd).toBe('2027-11-24');
    expect(s.repeatNever).toBe(true);
    expect(s.contact).toBeNull();
  });

  it('given no increment, should use the default 45 minutes', () => {
    expect(newFormState({ providerId: 7, date: '2026-11-24', increment: 0, providerAddressId: null }).end).toEqual({ hour: 10, minute: 45 });
  });
});

describe('endAfter and defaultRepeatEnd', () => {
  it('should add the increment and cap the end at 23:59', () => {
    expect(endAfter({ hour: 9, minute: 30 }, 60)).toEqual({ hour: 10, minute: 30 });
    expect(endAfter({ hour: 23, minute: 30 }, 45)).toEqual({ hour: 23, minute: 59 });
  });

  it('given 29 February, should end on 28 February a year later', () => {
    expect(defaultRepeatEnd('2028-02-29')).toBe('2029-02-28');
    expect(defaultRepeatEnd('')).toBe('');
  });
});

describe('payloadFromForm', () => {
  it('given an office appointment, should send the office address id and no video', () => {
    const p = payloadFromForm(fresh(), ana);
    expect(p).toMatchObject({
      is_office: true,
      is_video: false,
      is_phone: false,
      is_other: false,
      date: { day_of_month: 24, month: 11, year: 2026 },
      time: { start_time: { hr: 10, min: 0, sec: 0 }, end_time: { hr: 10, min: 45, sec: 0 } },
      appointmentType: { id: 3, type: 'person', name: 'Ana Lopez' },
      provider_id: 7,
      officeLocation: { custom: false, value: 11 },
      meadow_video: false,
      connect_video: false,
      video_invitepref: 'N',
      allow_overlap: false,
    });
    expect(p.repeat.endDate).toBe(NEVER_ENDS);
  });

  it('given a custom office, should send the trimmed text', () => {
    const p = payloadFromForm(fresh({ office: { custom: true, addressId: 11, customValue: '  Park bench ' } }), ana);
    expect(p.officeLocation).toEqual({ custom: true, value: 'Park bench' });
  });

  it.each([
    ['connect', true, true, 'E'],
    ['secure', true, false, 'E'],
    ['other', false, false, 'N'],
  ] as const)('given video choice %s, should send meadow %s, connect %s and reminder %s', (video, meadow, connect, pref) => {
    const p = payloadFromForm(fresh({ location: 'video', video, reminder: 'E' }), ana);
    expect(p).toMatchObject({ is_video: true, is_office: false, meadow_video: meadow, connect_video: connect, video_invitepref: pref });
    expect(p.officeLocation).toBeNull();
  });

  it.each([
    ['office', 'E'],
    ['phone', 'S'],
    ['other', 'B'],
  ] as const)('given a %s appointment with reminder %s, should send it (issue 26 item 2: every kind)', (location, reminder) => {
    expect(payloadFromForm(fresh({ location, reminder }), ana).video_invitepref).toBe(reminder);
  });

  it('given an event, should send no reminder: it has no one to remind', () => {
    const event: ChosenContact = { id: 9, type: 'event_appointment', name: 'Lunch', has_email: false, has_phone: false };
    expect(payloadFromForm(fresh({ contact: event, reminder: 'E' }), event).video_invitepref).toBe('N');
  });

  it('given a weekly repeat with an end, should send the repeat dates', () => {
    const p = payloadFromForm(
      fresh({
        repeat: { innerOrOuter: 'inner', selectedIndex: INNER.weekly, custom: 2, weeklyOn: [false, true, false, false, false, false, false] },
        repeatStart: '2026-11-30',
        repeatEnd: '2027-01-31',
        repeatNever: false,
      }),
      ana,
    );
    expect(p.repeat.info).toMatchObject({ innerOrOuter: 'inner', selectedIndex: 1, custom: 2 });
    expect(p.repeat.startDate).toEqual({ day_of_month: 30, month: 11, year: 2026 });
    expect(p.repeat.endDate).toEqual({ day_of_month: 31, month: 1, year: 2027 });
  });

  it('given trimmed notes, should send them trimmed', () => {
    expect(payloadFromForm(fresh({ notes: '  hello  ' }), ana).notes).toBe('hello');
  });
});

describe('checkForm', () => {
  it('given no contact, should answer incorrect appointment type', () => {
    expect(checkForm(fresh({ contact: null }), ctx)).toEqual({ ok: false, message: messages.incorrectAppointmentType });
  });

  it('given an empty date, should answer incorrect date', () => {
    expect(checkForm(fresh({ date: '' }), ctx)).toEqual({ ok: false, message: messages.incorrectDate });
  });

  it('given an end before the start, should answer incorrect time', () => {
    expect(checkForm(fresh({ start: { hour: 11, minute: 0 }, end: { hour: 10, minute: 0 } }), ctx)).toEqual({
      ok: false,
      message: messages.incorrectTime,
    });
  });

  it('given an office without an address, should answer incorrect office location', () => {
    expect(checkForm(fresh({ office: { custom: false, addressId: null, customValue: '' } }), ctx)).toEqual({
      ok: false,
      message: messages.incorrectOfficeLocation,
    });
    expect(checkForm(fresh({ office: { custom: true, addressId: null, customValue: '  ' } }), ctx)).toEqual({
      ok: false,
      message: messages.incorrectOfficeLocation,
    });
  });

  it('given a repeat that ends before it starts, should answer incorrect repeat dates', () => {
    const s = fresh({
      repeat: { ...NEVER, selectedIndex: OUTER.everyWeekday },
      repeatStart: '2026-12-01',
      repeatEnd: '2026-11-01',
      repeatNever: false,
    });
    expect(checkForm(s, ctx)).toEqual({ ok: false, message: messages.incorrectRepeatDates });
  });

  it('given a video appointment in the past, should refuse it', () => {
    expect(checkForm(fresh({ date: '2026-11-20', location: 'video' }), ctx)).toEqual({ ok: false, message: messages.videoInPast });
  });

  it('given a valid form, should answer the parsed payload', () => {
    const r = checkForm(fresh(), ctx);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.payload.appointmentType.id).toBe(3);
  });
});

describe('formStateFromDetail', () => {
  it('should read the 12-hour times, location, office, repeat and contact back', () => {
    const s = formStateFromDetail(detail(), { clientNameFormat: 4, clientNameOrder: 0 });
    expect(s.start).toEqual({ hour: 14, minute: 30 });
    expect(s.end).toEqual({ hour: 15, minute: 15 });
    expect(s.location).toBe('office');
    expect(s.office).toEqual({ custom: false, addressId: 11, customValue: '' });
    expect(s.repeat).toMatchObject({ innerOrOuter: 'inner', selectedIndex: INNER.weekly });
    expect(s.repeat.weeklyOn[4]).toBe(true);
    expect(s.repeatStart).toBe('2026-11-05');
    expect(s.repeatNever).toBe(true);
    expect(s.repeatEnd).toBe('2027-11-26');
    expect(s.contact).toEqual({ id: 3, type: 'person', name: 'Ana Lopez', has_email: true, has_phone: false });
    expect(s.notes).toBe('Bring forms');
  });

  it('given an end date and a custom office, should keep them', () => {
    const s = formStateFromDetail(detail({ end_on: '2027-03-01', office_location_id: null, custom_location: 'Park' }), {
      clientNameFormat: 1,
      clientNameOrder: 0,
    });
    expect(s.repeatNever).toBe(false);
    expect(s.repeatEnd).toBe('2027-03-01');
    expect(s.office).toEqual({ custom: true, addressId: null, customValue: 'Park' });
  });

  it('given a secure video appointment, should choose Secure Video', () => {
    const s = formStateFromDetail(detail({ type: 2, is_video: 1, is_connect: 0, is_office: 0, office_location_id: null, video_invitepref: 'S' }), {
      clientNameFormat: 1,
      clientNameOrder: 0,
    });
    expect(s.location).toBe('video');
    expect(s.video).toBe('secure');
    expect(s.reminder).toBe('S');
  });

  it('given an event appointment, should pick the event as contact', () => {
    const c = contactOfDetail(
      detail({ app_type: 1, client_id: null, client_type: null, otherevent_id: 8, otherevent_type: 0, otherevent_name: 'Book club', firstName: '', lastName: '' }),
      { clientNameFormat: 1, clientNameOrder: 0 },
    );
    expect(c).toMatchObject({ id: 8, type: 'event_appointment', name: 'Book club' });
  });

  it('round trip: the form of a stored appointment builds the same rule', () => {
    const s = formStateFromDetail(detail(), { clientNameFormat: 1, clientNameOrder: 0 });
    const r = checkForm(s, ctx);
    expect(r.ok).toBe(true);
  });
});

describe('videoChoiceOf, repeatChanged, isPastVideo', () => {
  it('should map the video flags back (spec 4)', () => {
    expect(videoChoiceOf(1, 1)).toBe('connect');
    expect(videoChoiceOf(1, 0)).toBe('secure');
    expect(videoChoiceOf(0, 0)).toBe('other');
  });

  it('given only notes or times changed, should not count as a repeat change', () => {
    const before = formStateFromDetail(detail(), { clientNameFormat: 1, clientNameOrder: 0 });
    expect(repeatChanged(before, { ...before, notes: 'x', start: { hour: 9, minute: 0 } })).toBe(false);
  });

  it('given a new rule, start or end, should count as a repeat change', () => {
    const before = formStateFromDetail(detail(), { clientNameFormat: 1, clientNameOrder: 0 });
    expect(repeatChanged(before, { ...before, repeat: { ...before.repeat, custom: 2 } })).toBe(true);
    expect(repeatChanged(before, { ...before, repeatStart: '2026-11-12' })).toBe(true);
    expect(repeatChanged(before, { ...before, repeatNever: false })).toBe(true);
    expect(repeatChanged(before, { ...before, repeat: NEVER })).toBe(true);
  });

  it('given a video appointment whose start passed, should be a past video', () => {
    const video = detail({ type: 2, is_video: 1, app_date: '2026-11-23', app_start_hh: 6, app_start_tt: 0 });
    expect(isPastVideo(video, ctx.now)).toBe(true);
    expect(isPastVideo({ ...video, app_date: '2026-11-24' }, ctx.now)).toBe(false);
    expect(isPastVideo(detail({ app_date: '2026-11-01' }), ctx.now)).toBe(false);
  });
});
