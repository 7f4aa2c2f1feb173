/**
 * Where the end goes when the user moves the start of an appointment being
 * edited. Spec 4 "Times": a new form's end is the start plus the increment,
 * and while editing the end time is kept: it is not reset by the increment.
 * It keeps its distance from the start instead, as in every calendar a
 * practice knows; an end left behind gave Save nothing but 'incorrect time'
 * (issue 17). Times are wall-clock hours and minutes of one day in the
 * appointment's zone; the instants come later from localToInstant, so a DST
 * change that day does not stretch or shrink the appointment.
 */
import { minutesOfDay, type TwentyFourHourTime } from '../clock';
import { DEFAULT_INCREMENT_MINUTES, endFromStart } from './rules';

export interface StartMove {
  oldStart: TwentyFourHourTime;
  oldEnd: TwentyFourHourTime;
  newStart: TwentyFourHourTime;
}

/**
 * `newStart + (oldEnd - oldStart)`; the default increment when the old end
 * was not after the old start (no length to keep); stopped at 23:59 as a new
 * appointment's default end is, since an appointment stays within its day.
 */
export function endFollowingStart({ oldStart, oldEnd, newStart }: StartMove): TwentyFourHourTime {
  const length = minutesOfDay(oldEnd) - minutesOfDay(oldStart);
  const end = endFromStart({ hr: newStart.hour, min: newStart.minute, sec: 0 }, length > 0 ? length : DEFAULT_INCREMENT_MINUTES);
  return { hour: end.hr, minute: end.min };
}
