/**
 * What the detail screen shows of one appointment (spec 2 "Appointment
 * detail", spec 3 "Appointment view"): the title by contact kind and the
 * practice's name settings, the 24-hour times (as the calendar shows them),
 * the beautified date, the location and the repeat text. A portal client
 * (22) sees the provider and the kind of session as the title instead
 * (domain/appointments/portal-title). Pure, unit tested.
 */
import { format } from 'date-fns';
import { summaryTime, summaryTimeSpoken, summaryTitle } from '../../../domain/calendar/summary';
import { APPOINTMENT_TYPE } from '../../../domain/codes';
import type { AppointmentByIdResponse, AppointmentDetail } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import type { HourCycle } from '../../../domain/time-style';
import { portalTitleWords } from '../../session/copy';
import { portalAppointmentTitle, seesPortalTitles } from '../../../domain/appointments/portal-title';
import { repeatChoiceFromRule, repeatChoiceToRule, repeatText } from '../../../domain/appointments/repeat';

export interface DetailView {
  title: string;
  cancelled: boolean;
  /** '10:00–11:00' or 'All day'. */
  time: string;
  /** '10:00 to 11:00' for screen readers. */
  timeSpoken: string;
  /** 'Monday, November 23, 2026' */
  date: string;
  location: string;
  /** The repeat text, or null when the appointment does not repeat. */
  repeat: string | null;
  repeating: boolean;
  isVideo: boolean;
}

/** A calendar day 'YYYY-MM-DD' as a local date (no timezone shift). */
function localDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export const beautifiedDate = (iso: string): string => format(localDay(iso), 'EEEE, MMMM d, yyyy');

export const isRepeatingAppointment = (a: Pick<AppointmentDetail, 'repeats' | 'repeat'>): boolean =>
  a.repeats === 1 && a.repeat !== null;

function locationOf(a: AppointmentDetail): string {
  const place = a.location_text.trim();
  const withPlace = (kind: string) => (place ? `${kind}: ${place}` : kind);
  switch (a.type) {
    case APPOINTMENT_TYPE.office:
      return withPlace(messages.locationOffice);
    case APPOINTMENT_TYPE.video:
      if (a.is_connect === 1) return messages.locationVideoConnect;
      if (a.secure_video_session_id) return messages.locationVideoSecure;
      return messages.locationVideo;
    case APPOINTMENT_TYPE.phone:
      return withPlace(messages.locationPhone);
    default:
      return withPlace(messages.locationOther);
  }
}

function repeatOf(a: AppointmentDetail): string | null {
  if (!isRepeatingAppointment(a)) return null;
  const start = a.starts_from ?? a.app_date;
  const weekday = localDay(start).getDay();
  // Through the form's choice, so the text says what the repeat picker would show.
  const rule = repeatChoiceToRule(repeatChoiceFromRule(a), weekday);
  return repeatText(rule, start, a.end_on, a.occurrence_count);
}

export function detailView(
  { appointment: a, client_name_format, client_name_order }: AppointmentByIdResponse,
  viewerRole?: number,
  hourCycle: HourCycle = 'h23',
): DetailView {
  return {
    title: seesPortalTitles(viewerRole)
      ? portalAppointmentTitle(a, portalTitleWords)
      : summaryTitle(a, { clientNameFormat: client_name_format, clientNameOrder: client_name_order, viewerRole }),
    cancelled: a.is_cancelled === 1,
    time: summaryTime(a, hourCycle),
    timeSpoken: summaryTimeSpoken(a, hourCycle),
    date: beautifiedDate(a.app_date),
    location: locationOf(a),
    repeat: repeatOf(a),
    repeating: isRepeatingAppointment(a),
    isVideo: a.is_video === 1 || a.type === APPOINTMENT_TYPE.video,
  };
}
