/**
 * How the contacts list and the header search show one dated appointment
 * (spec 2 "per-person dated appointments", 9 "Date displays as MM-DD-YYYY"):
 * the date, then the 24-hour range or 'All day'. Shared by two features that
 * must not import each other, so it lives here.
 */
import { formatTwentyFourHour, toTwentyFourHour } from '../clock';
import type { SearchAppointment } from '../contract/search';
import { messages } from '../messages';

/** 'YYYY-MM-DD' as 'MM-DD-YYYY'. */
export const displayDate = (iso: string): string => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

export type DatedAppointmentFields = Pick<
  SearchAppointment,
  'app_date' | 'is_all_day' | 'app_start_hh' | 'app_start_mm' | 'app_start_tt' | 'app_end_hh' | 'app_end_mm' | 'app_end_tt'
>;

/** '09:00–09:50', or 'All day'. */
export function datedAppointmentTime(a: DatedAppointmentFields): string {
  if (a.is_all_day === 1) return messages.allDay;
  const start = toTwentyFourHour({ hh: a.app_start_hh, mm: a.app_start_mm, tt: a.app_start_tt });
  const end = toTwentyFourHour({ hh: a.app_end_hh, mm: a.app_end_mm, tt: a.app_end_tt });
  return `${formatTwentyFourHour(start)}–${formatTwentyFourHour(end)}`;
}

/** '11-23-2026 09:00–09:50' */
export const datedAppointmentText = (a: DatedAppointmentFields): string => `${displayDate(a.app_date)} ${datedAppointmentTime(a)}`;
