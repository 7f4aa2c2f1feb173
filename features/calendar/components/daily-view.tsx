/**
 * /daily (spec 2): the calendar's header row (the day heading between the
 * Previous/Next day arrows, whose calendar it is, the view switch), the
 * week strip (today highlighted, dots, swipe over 50 px changes the week)
 * and the selected day's appointments. Swiping or dragging the day over
 * 50 px moves one day back (rightward) or forward (leftward), anywhere over
 * the day's timeline. The day heading reads 'Tue, Nov 24' in the user's
 * locale. Everything above the timeline is kept to about 140 px, so a
 * 390×844 phone shows nine hours of the day (issue 27 item 2).
 */
import { useAtom } from 'jotai';
import { addIsoDays } from '../../../domain/calendar/days';
import { messages } from '../../../domain/messages';
import { formatDayHeading } from '../../../domain/calendar/day-heading';
import { fromIsoKey, toIsoKey, todayDate, weekOf } from '../../../ui/calendar/calendar-date';
import { defaultCalendarLabels } from '../../../ui/calendar/calendar-labels';
import { cx } from '../../../ui/utils/cx';
import { useSwipe } from '../../../ui/swipe/use-swipe';
import { WeekStrip } from '../../../ui/week-strip/week-strip';
import { selectedDayAtom } from '../atoms';
import { weekRangeCaption } from '../month-step';
import { CalendarHeaderRow } from './calendar-header-row';
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
  const weekDays = weekOf(selected);

  return (
    <section className={cx(styles.view, styles.fill, styles.tight)} aria-label={messages.appointmentsOf}>
      <CalendarHeaderRow
        view="day"
        title={<time dateTime={day}>{display}</time>}
        titleAttributes={{ 'data-testid': 'selected-day', 'data-day': day }}
        subtitle={<SpecDate day={day} />}
        onPrevious={() => move(-1)}
        onNext={() => move(1)}
        previousLabel={messages.previousDay}
        nextLabel={messages.nextDay}
      />
      <div {...stripGuard} data-testid="week-strip">
        <WeekStrip
          caption={weekRangeCaption(weekDays[0] ?? selected, weekDays[6] ?? selected, defaultCalendarLabels.monthNames)}
          selected={selected}
          onSelect={(date) => setDay(toIsoKey(date))}
          onWeekChange={(delta) => move(delta)}
          markedDates={marked}
          compact
        />
      </div>
      <div {...swipe} {...dragGuard} className={styles.swipeArea} data-testid="day-swipe-area">
        <DaySchedule day={day} week={week} label={`${messages.appointmentsOf} ${display}`} />
      </div>
    </section>
  );
}
