/**
 * How the contacts list and the header search show one dated appointment
 * (spec 2 "per-person dated appointments", 9 "Date displays as MM-DD-YYYY"):
 * the date, then the range in the reader's clock (12- or 24-hour, issue 27
 * item 12) or 'All day'. Shared by two features that
 * must not import each other, so it lives here.
 */
import { toTwentyFourHour } from '../clock';
import type { SearchAppointment } from '../contract/search';
import { messages } from '../messages';
import { formatClock, type HourCycle } from '../time-style';

/** 'YYYY-MM-DD' as 'MM-DD-YYYY'. */
export const displayDate = (iso: string): string => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

export type DatedAppointmentFields = Pick<
  SearchAppointment,
  'app_date' | 'is_all_day' | 'app_start_hh' | 'app_start_mm' | 'app_start_tt' | 'app_end_hh' | 'app_end_mm' | 'app_end_tt'
>;

/** '09:00–09:50' (h23) or '9:00 AM–9:50 AM' (h12), or 'All day'. */
export function datedAppointmentTime(a: DatedAppointmentFields, hourCycle: HourCycle = 'h23'): string {
  if (a.is_all_day === 1) return messages.allDay;
  const start = toTwentyFourHour({ hh: a.app_start_hh, mm: a.app_start_mm, tt: a.app_start_tt });
  const end = toTwentyFourHour({ hh: a.app_end_hh, mm: a.app_end_mm, tt: a.app_end_tt });
  return `${formatClock(start, hourCycle)}–${formatClock(end, hourCycle)}`;
}

/** '11-23-2026 09:00–09:50' (h23), '11-23-2026 9:00 AM–9:50 AM' (h12) */
export const datedAppointmentText = (a: DatedAppointmentFields, hourCycle: HourCycle = 'h23'): string =>
  `${displayDate(a.app_date)} ${datedAppointmentTime(a, hourCycle)}`;
