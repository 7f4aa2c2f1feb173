/**
 * Appointment payloads for the unit tests of domain/appointments: one valid
 * office appointment that a test overrides only where it is about something.
 */
import {
  appointmentPayload,
  NEVER_ENDS,
  type AppointmentPayload,
  type AppointmentPayloadInput,
  type PayloadDate,
} from '../../../../domain/contract/appointment';
import type { EditTarget } from '../../../../domain/appointments/edit-plan';
import { NEVER, type RepeatChoice, type RepeatRule } from '../../../../domain/appointments/repeat';

export const date = (year: number, month: number, day_of_month: number): PayloadDate => ({ year, month, day_of_month });
export const time = (hr: number, min = 0) => ({ hr, min, sec: 0 });
/** repeat.info as the payload carries it (a mutable copy of the form's RepeatChoice). */
export type Info = AppointmentPayloadInput['repeat']['info'];
export const info = (c: RepeatChoice): Info => ({ ...c, weeklyOn: [...c.weeklyOn] });
export const ONCE = info(NEVER);

/** A valid office appointment on Monday 2026-11-23, 10:00-11:00, not repeating; override what a test is about. */
export function payload(over: Partial<AppointmentPayloadInput> = {}): AppointmentPayload {
  return appointmentPayload.parse({
    is_all_day: false,
    is_office: true,
    is_video: false,
    is_phone: false,
    is_other: false,
    date: date(2026, 11, 23),
    time: { start_time: time(10), end_time: time(11) },
    appointmentType: { id: 5, type: 'person', name: 'Alex Morgan' },
    repeat: { info: ONCE, startDate: date(2026, 11, 23), endDate: NEVER_ENDS },
    provider_id: 7,
    officeLocation: { custom: false, value: 3 },
    ...over,
  } satisfies AppointmentPayloadInput);
}

/** A payload repeating with `choice` from `startDate` (also its date) to `endDate`. */
export const repeating = (choice: Info, startDate: PayloadDate, endDate: PayloadDate | typeof NEVER_ENDS, over: Partial<AppointmentPayloadInput> = {}) =>
  payload({ date: startDate, repeat: { info: choice, startDate, endDate }, ...over });

/** An occurrence on `appDate` (15:00 UTC) of a stored New York series with `rule` and this range, as the edit plan reads it. */
export const seriesTarget = (
  rule: RepeatRule,
  range: Pick<NonNullable<EditTarget['series']>, 'startsFrom' | 'endOn' | 'occurrenceCount'>,
  appDate: string,
): EditTarget => ({
  id: 40,
  providerId: 7,
  seriesId: 4,
  appDate,
  isDeleted: false,
  isVideo: false,
  startsAt: new Date(`${appDate}T15:00:00Z`),
  timezone: 'America/New_York',
  series: { repeat: rule.repeat, repeatBy: rule.repeat_by, repeatFreq: rule.repeat_freq, repeatOn: rule.repeat_on.join(','), ...range },
});
