import { useId, useLayoutEffect, useRef, useState } from 'react';
import * as calendar from '../calendar/calendar.css';
import { CalendarHeader } from '../calendar/calendar-header';
import type { CalendarBaseProps } from '../calendar/calendar-props';
import {
  assertCalendarDate,
  assertMarkedDates,
  assertWeekStart,
  isSameCalendarDate,
  monthWeeks,
  todayDate,
  toIsoKey,
  weekdayOrder,
} from '../calendar/calendar-date';
import { monthLabel, resolveLabels } from '../calendar/calendar-labels';
import { usePageSwipe } from '../calendar/use-page-swipe';
import { useSlideDirection } from '../calendar/use-slide-direction';
import { defaultSwipeThreshold } from '../swipe/swipe-state';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { useYearGrid } from './use-year-grid';
import { monthRows, yearGridColumns, type YearColumns } from './year-grid-state';
import * as styles from './year-grid.css';

const noMarks: ReadonlySet<string> = new Set();

/** Months per row from the grid's width, kept in React so ARIA rows, arrow keys and layout agree. */
function useYearColumns() {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState<YearColumns>(3);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setColumns(yearGridColumns(element.getBoundingClientRect().width));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, columns };
}

export interface YearGridProps extends CalendarBaseProps {
  /** The year shown, e.g. 2026. */
  year: number;
  /** Called with the month (0-based) whose block the user picked. */
  onSelectMonth: (month: number) => void;
  /**
   * The user asked for the previous (-1) or next (+1) year: swipe or drag
   * over `swipeThreshold`, the Previous/Next year buttons, PageUp/PageDown,
   * or arrows past January or December. Usually change `year`.
   */
  onYearChange: (delta: 1 | -1) => void;
  /** A month to show as selected (0-based), e.g. the month the user came from. */
  selectedMonth?: number | null;
}

/**
 * Twelve month blocks of a year, each a button (named "November 2026, 3
 * marked days") above a small calendar with dots. A `role="grid"` of rows of
 * two, three or four months (as the width allows) with one Tab stop: arrows,
 * Home/End (row; with Ctrl the year), PageUp/PageDown (year); moving past the
 * year calls `onYearChange` and focus follows. Swipe or drag over 50 px, or
 * the Previous/Next year buttons, change the year.
 */
export function YearGrid({
  year,
  onSelectMonth,
  onYearChange,
  selectedMonth = null,
  markedDates = noMarks,
  today: todayProp,
  weekStartsOn = 0,
  swipeThreshold = defaultSwipeThreshold,
  caption,
  labels: labelsProp,
  className,
}: YearGridProps) {
  assertCalendarDate({ year, month: 0, day: 1 }, 'YearGrid `year`');
  devAssert(
    selectedMonth === null || (Number.isInteger(selectedMonth) && selectedMonth >= 0 && selectedMonth <= 11),
    `YearGrid selectedMonth must be 0–11 (0-based), got ${selectedMonth}.`,
  );
  assertCalendarDate(todayProp, 'YearGrid `today`');
  assertWeekStart(weekStartsOn, 'YearGrid');
  assertMarkedDates(markedDates, 'YearGrid');
  devAssert(typeof onYearChange === 'function', 'YearGrid needs `onYearChange`: the year cannot change without it.');
  const labels = resolveLabels(labelsProp, 'YearGrid');
  const today = todayProp ?? todayDate();
  const captionId = useId();

  const markedCounts = new Array<number>(12).fill(0);
  const yearPrefix = `${String(year).padStart(4, '0')}-`;
  for (const key of markedDates) {
    if (!key.startsWith(yearPrefix)) continue;
    const month = Number(key.slice(5, 7)) - 1;
    if (month >= 0 && month <= 11) markedCounts[month]! += 1;
  }

  const layout = useYearColumns();
  const columns = layout.columns;
  const grid = useYearGrid({
    defaultFocus: selectedMonth ?? (today.year === year ? today.month : 0),
    columns,
    onYearChange,
  });
  const swipe = usePageSwipe({ onNext: () => onYearChange(1), onPrevious: () => onYearChange(-1), threshold: swipeThreshold });
  const direction = useSlideDirection(String(year).padStart(6, '0'));
  const weekdays = weekdayOrder(weekStartsOn);

  return (
    <div className={cx(calendar.root, className)}>
      <CalendarHeader
        captionId={captionId}
        caption={caption ?? String(year)}
        previousLabel={labels.previousYear}
        nextLabel={labels.nextYear}
        onPrevious={() => onYearChange(-1)}
        onNext={() => onYearChange(1)}
      />
      <div
        {...swipe}
        ref={layout.ref}
        role="grid"
        aria-labelledby={captionId} onKeyDown={grid.onKeyDown}
        className={calendar.grid}
      >
        <div key={year} role="rowgroup" className={cx(calendar.slide({ direction }), styles.months)}>
          {monthRows(columns).map((row, rowIndex) => (
            <div key={rowIndex} role="row" className={styles.monthRow({ columns })}>
              {row.map((month) => {
                const isSelected = month === selectedMonth;
                const count = markedCounts[month] ?? 0;
                const name = monthLabel(year, month, labels);
                return (
                  <div key={month} role="gridcell" aria-selected={isSelected || undefined} className={styles.monthCell}>
                    <button
                      type="button"
                      {...grid.monthButtonProps(month)}
                      aria-label={count > 0 ? `${name}, ${labels.markedDays(count)}` : name}
                      onClick={() => onSelectMonth(month)}
                      className={styles.monthButton({ current: today.year === year && today.month === month })}
                    >
                      {labels.monthNames[month]}
                    </button>
                    <span aria-hidden="true" className={styles.mini}>
                      <span className={styles.miniRow}>
                        {weekdays.map((weekday) => (
                          <span key={weekday} className={styles.miniHeader}>
                            {labels.weekdayShort[weekday]}
                          </span>
                        ))}
                      </span>
                      {monthWeeks({ year, month }, weekStartsOn).map((week, weekIndex) => (
                        <span key={weekIndex} className={styles.miniRow}>
                          {week.map((date, column) =>
                            date ? (
                              <span
                                key={column}
                                className={styles.miniDay({ today: isSameCalendarDate(date, today), marked: markedDates.has(toIsoKey(date)) })}
                              >
                                {date.day}
                              </span>
                            ) : (
                              <span key={column} />
                            ),
                          )}
                        </span>
                      ))}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
