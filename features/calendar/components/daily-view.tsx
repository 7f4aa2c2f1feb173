/**
 * /daily (spec 2): the week strip (today highlighted, dots, swipe over 50 px
 * changes the week) and the selected day's appointments. Swiping or
 * dragging the day over 50 px moves one day back (rightward) or forward
 * (leftward), anywhere over the day's timeline; Previous/Next day buttons
 * do the same without gestures. The day heading reads 'Tue, Nov 24' in the
 * user's locale.
 */
import { useAtom } from 'jotai';
import { useLocation } from 'wouter';
import { addIsoDays } from '../../../domain/calendar/days';
import { messages } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { Button } from '../../../ui/button/button';
import { ChevronRightIcon } from '../../../ui/icons/icons';
import { formatDayHeading } from '../../../domain/calendar/day-heading';
import { fromIsoKey, toIsoKey, todayDate, weekOf } from '../../../ui/calendar/calendar-date';
import { defaultCalendarLabels, monthLabel } from '../../../ui/calendar/calendar-labels';
import { cx } from '../../../ui/utils/cx';
import { useSwipe } from '../../../ui/swipe/use-swipe';
import { WeekStrip } from '../../../ui/week-strip/week-strip';
import { selectedDayAtom } from '../atoms';
import { calendarCopy } from '../copy';
import { weekRangeCaption } from '../month-step';
import { CalendarViewSwitch } from './calendar-view-switch';
import { DaySchedule } from './day-schedule';
import * as styles from './calendar.css';
import { SpecDate } from './spec-date';
import { useMarkedDays, useWeek } from './use-calendar-data';
import { dayFormat } from './use-day-format';
import { useDragClickGuard } from '../../../ui/swipe/use-drag-click-guard';

/** Spec 9: day and week swipes need more than 50 px. */
const DAY_SWIPE_PX = 50;

export function DailyView() {
  const [day, setDay] = useAtom(selectedDayAtom);
  const selected = fromIsoKey(day) ?? todayDate();
  const week = useWeek(day);
  const marked = useMarkedDays();
  const move = (days: number) => setDay(addIsoDays(day, days));
  const swipe = useSwipe({ onSwipeLeft: () => move(1), onSwipeRight: () => move(-1), threshold: DAY_SWIPE_PX });
  const display = formatDayHeading(toIsoKey(selected), dayFormat());
  const dragGuard = useDragClickGuard();
  const stripGuard = useDragClickGuard();
  const [, navigate] = useLocation();
  const month = monthLabel(selected.year, selected.month, defaultCalendarLabels);
  const weekDays = weekOf(selected);

  return (
    <section className={cx(styles.view, styles.fill)} aria-label={messages.appointmentsOf}>
      <CalendarViewSwitch current="day" />
      {/* The month title opens the month: where users tap to 'zoom out' in phone calendars. */}
      <button
        type="button"
        className={styles.monthTitle}
        aria-label={`${month}, ${calendarCopy.openMonthView}`}
        onClick={() => navigate(paths.monthly)}
      >
        {month}
        <ChevronRightIcon size={18} strokeWidth={2.25} aria-hidden="true" />
      </button>
      <div {...stripGuard}>
        <WeekStrip
          caption={weekRangeCaption(weekDays[0] ?? selected, weekDays[6] ?? selected, defaultCalendarLabels.monthNames)}
          selected={selected}
          onSelect={(date) => setDay(toIsoKey(date))}
          onWeekChange={(delta) => move(delta)}
          markedDates={marked}
        />
      </div>
      <div className={styles.dayBar}>
        <Button variant="secondary" size="sm" onClick={() => move(-1)}>
          {messages.previousDay}
        </Button>
        <div className={styles.dayTitle} aria-live="polite">
          <h2 className={styles.dayHeading} data-testid="selected-day" data-day={day}>
            <time dateTime={day}>{display}</time>
          </h2>
          <SpecDate day={day} />
        </div>
        <Button variant="secondary" size="sm" onClick={() => move(1)}>
          {messages.nextDay}
        </Button>
      </div>
      <div {...swipe} {...dragGuard} className={styles.swipeArea} data-testid="day-swipe-area">
        <DaySchedule day={day} week={week} label={`${messages.appointmentsOf} ${display}`} />
      </div>
    </section>
  );
}
