/** The detail screen's view model (spec 2 "Appointment detail", 3 "Appointment view", 6). */
import { describe, expect, it } from 'vitest';
import { appointmentByIdResponse } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { beautifiedDate, detailView } from '../../../../features/appointments/detail/detail-view';
import {
  answer,
  cancelledAppointment,
  eventAppointment,
  officeAppointment,
  videoAppointment,
  weeklyAppointment,
} from '../../../../stories/features/appointment-detail-fixtures';

describe('detailView', () => {
  it('given the fixtures, should match the contract', () => {
    for (const a of [officeAppointment, weeklyAppointment, videoAppointment, cancelledAppointment, eventAppointment]) {
      expect(appointmentByIdResponse.safeParse(answer(a)).success).toBe(true);
    }
  });

  it('given an office appointment with a client, should show the client name, 24-hour times, the date and the office', () => {
    const view = detailView(answer(officeAppointment));
    expect(view.title).toBe('Morgan, Alex');
    expect(view.time).toBe('10:00–11:00');
    expect(view.timeSpoken).toBe('10:00 to 11:00');
    expect(view.date).toBe('Monday, November 23, 2026');
    expect(view.location).toBe(`${messages.locationOffice}: 120 Main Street, Suite 4, Springfield 10001`);
    expect(view.repeat).toBeNull();
    expect(view.repeating).toBe(false);
    expect(view.cancelled).toBe(false);
  });

  it("given the reader's 12-hour clock, should show and speak the times with AM and PM", () => {
    const view = detailView(answer(officeAppointment), undefined, 'h12');
    expect(view.time).toBe('10:00 AM–11:00 AM');
    expect(view.timeSpoken).toBe('10:00 AM to 11:00 AM');
  });

  it('given the practice name format 4 not reversed, should title the client "first last"', () => {
    expect(detailView(answer(officeAppointment, 4, 0)).title).toBe('Alex Morgan');
  });

  it('given a weekly series, should give its repeat text', () => {
    const view = detailView(answer(weeklyAppointment));
    expect(view.repeating).toBe(true);
    expect(view.repeat).toBe('Every week on Mon');
  });

  it('given a series with an end, should say until when', () => {
    expect(detailView(answer({ ...weeklyAppointment, end_on: '2027-11-02' })).repeat).toBe('Every week on Mon until 11-02-2027');
  });

  it('given a series that ends after 10 occurrences, should say how many times, not until when (issue 26 item 5)', () => {
    expect(detailView(answer({ ...weeklyAppointment, end_on: '2027-11-02', occurrence_count: 10 })).repeat).toBe('Every week on Mon, 10 times');
  });

  it('given a cancelled appointment, should flag it', () => {
    expect(detailView(answer(cancelledAppointment)).cancelled).toBe(true);
  });

  it('given a connect video appointment, should say so', () => {
    const view = detailView(answer(videoAppointment));
    expect(view.isVideo).toBe(true);
    expect(view.location).toBe(messages.locationVideoConnect);
    expect(view.time).toBe('17:00–17:45');
  });

  it('given an all-day event, should title it by the event name and say all day', () => {
    const view = detailView(answer(eventAppointment));
    expect(view.title).toBe('Practice planning day');
    expect(view.time).toBe(messages.allDay);
    expect(view.location).toBe(messages.locationOther);
  });

  it('given an other person, should show "last, first", or client-style for role 25 (spec 6)', () => {
    const person = { ...officeAppointment, app_type: 1 as const, client_id: null, client_type: null, otherevent_id: 4, otherevent_type: 1 as const, firstName: 'Jo', lastName: 'Other' };
    expect(detailView(answer(person, 4, 0)).title).toBe('Other, Jo');
    expect(detailView(answer(person, 4, 0), 24).title).toBe('Other, Jo');
    expect(detailView(answer(person, 4, 0), 25).title).toBe('Jo Other');
  });

  it('given a portal client (22), should title their appointment by the provider and the kind of session, not their own name', () => {
    expect(detailView(answer(officeAppointment), 22).title).toBe('Dr. Elena Rivera · Office session');
    expect(detailView(answer(videoAppointment), 22).title).toBe('Dr. Elena Rivera · Video session');
  });

  it('should beautify dates without a timezone shift', () => {
    expect(beautifiedDate('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(beautifiedDate('2026-03-08')).toBe('Sunday, March 8, 2026');
  });
});
