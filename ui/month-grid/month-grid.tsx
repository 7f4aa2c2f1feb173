import { useId } from 'react';
import * as calendar from '../calendar/calendar.css';
import { CalendarHeader } from '../calendar/calendar-header';
import type { CalendarBaseProps } from '../calendar/calendar-props';
import { DayCell } from '../calendar/day-cell';
import {
  assertCalendarDate,
  assertMarkedDates,
  assertWeekStart,
  isInMonth,
  monthWeeks,
  todayDate,
  toIsoKey,
  weekdayOrder,
  type CalendarDate,
  type CalendarMonth,
} from '../calendar/calendar-date';
import { monthLabel, resolveLabels } from '../calendar/calendar-labels';
import { useDayGrid } from '../calendar/use-day-grid';
import { usePageSwipe } from '../calendar/use-page-swipe';
import { useSlideDirection } from '../calendar/use-slide-direction';
import type { SwipeThresholds } from '../swipe/swipe-state';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './month-grid.css';

const noMarks: ReadonlySet<string> = new Set();

/** Spec: a swipe needs more than 100 px to go forward (left) and more than 50 px to go back (right). */
export const defaultMonthSwipeThreshold: SwipeThresholds = { left: 100, right: 50 };

export interface MonthGridProps extends CalendarBaseProps {
  /** The month shown: `{ year, month }`, month 0-based. */
  visibleMonth: CalendarMonth;
  /** The selected day, if any (may be outside `visibleMonth`). */
  selected?: CalendarDate | null;
  /** Called with the day the user picked (tap, click, Enter or Space on a focused day). */
  onSelect: (date: CalendarDate) => void;
  /**
   * The user asked for the previous (-1) or next (+1) month: swipe, the
   * Previous/Next month buttons, or keys that leave the month. Usually move
   * `visibleMonth`; focus follows onto the new month's day.
   */
  onMonthChange: (delta: 1 | -1) => void;
  /** Minimum horizontal travel in px for a swipe. Default `{ left: 100, right: 50 }` (the spec's month thresholds). */
  swipeThreshold?: number | SwipeThresholds;
}

/**
 * A month of days under S M T W T F S headers, with blanks before the first
 * and after the last day, a dot on marked days, the selected day and today.
 * A `role="grid"` with one Tab stop: arrows, Home/End (week), PageUp/PageDown
 * (month); moving past the month calls `onMonthChange` and focus follows.
 */
export function MonthGrid({
  visibleMonth,
  selected = null,
  onSelect,
  onMonthChange,
  markedDates = noMarks,
  today: todayProp,
  weekStartsOn = 0,
  swipeThreshold = defaultMonthSwipeThreshold,
  caption,
  labels: labelsProp,
  className,
}: MonthGridProps) {
  const { year, month } = visibleMonth;
  assertCalendarDate({ year, month, day: 1 }, 'MonthGrid `visibleMonth`');
  assertCalendarDate(selected, 'MonthGrid `selected`');
  assertCalendarDate(todayProp, 'MonthGrid `today`');
  assertWeekStart(weekStartsOn, 'MonthGrid');
  assertMarkedDates(markedDates, 'MonthGrid');
  devAssert(typeof onMonthChange === 'function', 'MonthGrid needs `onMonthChange`: the month cannot change without it.');
  const labels = resolveLabels(labelsProp, 'MonthGrid');
  const today = todayProp ?? todayDate();
  const captionId = useId();

  const weeks = monthWeeks(visibleMonth, weekStartsOn);
  const isInView = (date: CalendarDate) => isInMonth(date, visibleMonth);
  const defaultFocus =
    selected && isInView(selected) ? selected : isInView(today) ? today : { year, month, day: 1 };
  const monthKey = `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`;

  const grid = useDayGrid({
    isInView,
    defaultFocus,
    weekStartsOn,
    page: 'month',
    onLeaveView: (target) => onMonthChange(target.year * 12 + target.month > year * 12 + month ? 1 : -1),
  });
  const swipe = usePageSwipe({ onNext: () => onMonthChange(1), onPrevious: () => onMonthChange(-1), threshold: swipeThreshold });
  const direction = useSlideDirection(monthKey);

  return (
    <div className={cx(calendar.root, className)}>
      <CalendarHeader
        captionId={captionId}
        caption={caption ?? monthLabel(year, month, labels)}
        previousLabel={labels.previousMonth}
        nextLabel={labels.nextMonth}
        onPrevious={() => onMonthChange(-1)}
        onNext={() => onMonthChange(1)}
      />
      <div
        {...swipe}
        role="grid"
        aria-labelledby={captionId}
        onKeyDown={grid.onKeyDown}
        className={cx(calendar.grid, styles.month)}
      >
        <div role="row" className={calendar.row}>
          {weekdayOrder(weekStartsOn).map((weekday) => (
            <div key={weekday} role="columnheader" className={calendar.columnHeader}>
              <VisuallyHidden>{labels.weekdayNames[weekday]}</VisuallyHidden>
              <span aria-hidden="true">{labels.weekdayShort[weekday]}</span>
            </div>
          ))}
        </div>
        <div key={monthKey} role="rowgroup" className={cx(calendar.slide({ direction }), styles.weeks)}>
          {weeks.map((week, rowIndex) => (
            <div key={rowIndex} role="row" className={calendar.row}>
              {week.map((date, column) => {
                if (!date) return <div key={`blank-${column}`} role="gridcell" className={calendar.cell} />;
                return (
                  <DayCell
                    key={toIsoKey(date)}
                    date={date}
                    selected={selected}
                    today={today}
                    markedDates={markedDates}
                    labels={labels}
                    buttonProps={grid.dayButtonProps(date)}
                    onSelect={onSelect}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
