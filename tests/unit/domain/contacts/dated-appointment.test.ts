import { describe, expect, it } from 'vitest';
import { datedAppointmentText, datedAppointmentTime, displayDate } from '../../../../domain/contacts/dated-appointment';
import { messages } from '../../../../domain/messages';

const base = {
  app_date: '2026-11-23',
  is_all_day: 0,
  app_start_hh: 9,
  app_start_mm: 5,
  app_start_tt: 0,
  app_end_hh: 1,
  app_end_mm: 30,
  app_end_tt: 1,
} as const;

describe('dated appointments', () => {
  it('given an ISO day, should show it as MM-DD-YYYY', () => {
    expect(displayDate('2026-01-07')).toBe('01-07-2026');
  });

  it('given a 12-hour range, should show it on the 24-hour clock after the date', () => {
    expect(datedAppointmentTime(base)).toBe('09:05–13:30');
    expect(datedAppointmentText(base)).toBe('11-23-2026 09:05–13:30');
  });

  it("given the reader's 12-hour clock, should show AM and PM after the date", () => {
    expect(datedAppointmentTime(base, 'h12')).toBe('9:05 AM–1:30 PM');
    expect(datedAppointmentText(base, 'h12')).toBe('11-23-2026 9:05 AM–1:30 PM');
    expect(datedAppointmentText(base, 'h23')).toBe('11-23-2026 09:05–13:30');
    expect(datedAppointmentText({ ...base, is_all_day: 1 }, 'h12')).toBe(`11-23-2026 ${messages.allDay}`);
  });

  it('given 12 AM and 12 PM, should read midnight and noon', () => {
    expect(datedAppointmentTime({ ...base, app_start_hh: 12, app_start_mm: 0, app_start_tt: 0, app_end_hh: 12, app_end_mm: 0, app_end_tt: 1 })).toBe(
      '00:00–12:00',
    );
  });

  it('given an all-day appointment, should say All day', () => {
    expect(datedAppointmentText({ ...base, is_all_day: 1 })).toBe(`11-23-2026 ${messages.allDay}`);
  });
});
