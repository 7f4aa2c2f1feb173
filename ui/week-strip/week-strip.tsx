import { useId } from 'react';
import * as calendar from '../calendar/calendar.css';
import { CalendarHeader } from '../calendar/calendar-header';
import type { CalendarBaseProps } from '../calendar/calendar-props';
import { DayCell } from '../calendar/day-cell';
import {
  assertCalendarDate,
  assertMarkedDates,
  assertWeekStart,
  todayDate,
  toIsoKey,
  weekOf,
  weekdayOf,
  type CalendarDate,
} from '../calendar/calendar-date';
import { monthLabel, resolveLabels } from '../calendar/calendar-labels';
import { useDayGrid } from '../calendar/use-day-grid';
import { usePageSwipe } from '../calendar/use-page-swipe';
import { useSlideDirection } from '../calendar/use-slide-direction';
import { defaultSwipeThreshold } from '../swipe/swipe-state';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './week-strip.css';

const noMarks: ReadonlySet<string> = new Set();

export interface WeekStripProps extends CalendarBaseProps {
  /** The selected day; the strip shows the seven days of its week. Plain `{ year, month (0-based), day }`. */
  selected: CalendarDate;
  /** Called with the day the user picked (tap, click, Enter or Space on a focused day). */
  onSelect: (date: CalendarDate) => void;
  /**
   * The user asked for the previous (-7) or next (+7) week: swipe or drag
   * over `swipeThreshold`, the Previous/Next week buttons, or keys that leave
   * the week. Usually move `selected` by that many days.
   */
  onWeekChange: (deltaDays: 7 | -7) => void;
  /**
   * Leaves out the caption row with its Previous/Next week buttons (the
   * caption still names the grid for screen readers), for a screen whose
   * own header already steps through the days: 52 px of a phone's height.
   * Swipes and the grid's keys still change the week.
   */
  compact?: boolean;
}

/**
 * Seven days around `selected` with Previous/Next week buttons; swipe left
 * for the next week, right for the previous one. A `role="grid"` with one
 * Tab stop: ←/→ move a day, ↑/↓ and PageUp/PageDown a week (changing the
 * week through `onWeekChange`), Home/End to the ends of the week.
 */
export function WeekStrip({
  selected,
  onSelect,
  onWeekChange,
  markedDates = noMarks,
  today: todayProp,
  weekStartsOn = 0,
  swipeThreshold = defaultSwipeThreshold,
  caption,
  labels: labelsProp,
  compact = false,
  className,
}: WeekStripProps) {
  assertCalendarDate(selected, 'WeekStrip `selected`');
  assertCalendarDate(todayProp, 'WeekStrip `today`');
  assertWeekStart(weekStartsOn, 'WeekStrip');
  assertMarkedDates(markedDates, 'WeekStrip');
  devAssert(typeof onWeekChange === 'function', 'WeekStrip needs `onWeekChange`: the week cannot change without it.');
  const labels = resolveLabels(labelsProp, 'WeekStrip');
  const today = todayProp ?? todayDate();
  const captionId = useId();
  const captionText = caption ?? monthLabel(selected.year, selected.month, labels);

  const days = weekOf(selected, weekStartsOn);
  const first = days[0]!;
  const last = days[6]!;
  const firstKey = toIsoKey(first);
  const lastKey = toIsoKey(last);
  const isInView = (date: CalendarDate) => {
    const key = toIsoKey(date);
    return key >= firstKey && key <= lastKey;
  };

  const grid = useDayGrid({
    isInView,
    defaultFocus: selected,
    weekStartsOn,
    page: 'week',
    onLeaveView: (target) => onWeekChange(toIsoKey(target) > lastKey ? 7 : -7),
  });
  const swipe = usePageSwipe({ onNext: () => onWeekChange(7), onPrevious: () => onWeekChange(-7), threshold: swipeThreshold });
  const direction = useSlideDirection(firstKey);

  return (
    <div className={cx(calendar.root, className)}>
      {compact ? (
        <VisuallyHidden id={captionId}>{captionText}</VisuallyHidden>
      ) : (
        <CalendarHeader
          captionId={captionId}
          caption={captionText}
          previousLabel={labels.previousWeek}
          nextLabel={labels.nextWeek}
          onPrevious={() => onWeekChange(-7)}
          onNext={() => onWeekChange(7)}
        />
      )}
      <div
        {...swipe}
        role="grid"
        aria-labelledby={captionId}
        onKeyDown={grid.onKeyDown}
        className={cx(calendar.grid, styles.strip)}
      >
        <div role="row" className={calendar.row}>
          {days.map((date) => {
            const weekday = weekdayOf(date);
            return (
              <div key={weekday} role="columnheader" className={calendar.columnHeader}>
                <VisuallyHidden>{labels.weekdayNames[weekday]}</VisuallyHidden>
                <span aria-hidden="true">{labels.weekdayShort[weekday]}</span>
              </div>
            );
          })}
        </div>
        <div key={firstKey} role="rowgroup" className={calendar.slide({ direction })}>
          <div role="row" className={calendar.row}>
            {days.map((date) => (
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
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
