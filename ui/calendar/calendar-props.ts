import type { SwipeThresholds } from '../swipe/swipe-state';
import type { CalendarDate, WeekStart } from './calendar-date';
import type { CalendarLabels } from './calendar-labels';

/** Props the week strip, month grid and year grid share. */
export interface CalendarBaseProps {
  /** Days that get a dot, as ISO keys 'YYYY-MM-DD' (see `toIsoKey`). */
  markedDates?: ReadonlySet<string>;
  /** Today, highlighted and announced as the current date. Default: the device's today; pin it in stories and tests. */
  today?: CalendarDate;
  /** First day of the week: 0 = Sunday (default) … 6 = Saturday. */
  weekStartsOn?: WeekStart;
  /** Minimum horizontal travel in px for a swipe, one number or `{ left, right }` (each primitive documents its default). */
  swipeThreshold?: number | SwipeThresholds;
  /** Text shown between the Previous/Next buttons and naming the grid. */
  caption?: string;
  /** Words shown and announced; English defaults. */
  labels?: Partial<CalendarLabels>;
  className?: string;
}
