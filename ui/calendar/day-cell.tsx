import * as calendar from './calendar.css';
import { isSameCalendarDate, toIsoKey, type CalendarDate } from './calendar-date';
import { dayLabel, type CalendarLabels } from './calendar-labels';
import type { DayButtonProps } from './use-day-grid';

export interface DayCellProps {
  date: CalendarDate;
  selected: CalendarDate | null | undefined;
  today: CalendarDate;
  markedDates: ReadonlySet<string>;
  labels: CalendarLabels;
  /** From `useDayGrid`: roving tab index, focus tracking and the button's ref. */
  buttonProps: DayButtonProps;
  onSelect: (date: CalendarDate) => void;
}

/** One day of the week strip or month grid: a gridcell holding the day's button, number and dot. */
export function DayCell({ date, selected, today, markedDates, labels, buttonProps, onSelect }: DayCellProps) {
  const isSelected = isSameCalendarDate(date, selected);
  const isToday = isSameCalendarDate(date, today);
  const isMarked = markedDates.has(toIsoKey(date));
  return (
    <div role="gridcell" aria-selected={isSelected || undefined} className={calendar.cell}>
      <button
        type="button"
        {...buttonProps}
        aria-label={dayLabel(date, labels, isMarked)}
        aria-current={isToday ? 'date' : undefined}
        onClick={() => onSelect(date)}
        className={calendar.dayButton}
      >
        <span className={calendar.dayNumber({ selected: isSelected, today: isToday })}>{date.day}</span>
        <span aria-hidden="true" className={calendar.dot({ marked: isMarked })} />
      </button>
    </div>
  );
}
