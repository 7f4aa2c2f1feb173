import { displayDate } from '../../../domain/contacts/dated-appointment';
import * as styles from './calendar.css';

/** Spec 9's date display (MM-DD-YYYY) under the readable day heading, so both readings stay on screen. */
export function SpecDate({ day }: { day: string }) {
  return (
    <span className={styles.specDate} data-testid="selected-day-date">
      {displayDate(day)}
    </span>
  );
}
