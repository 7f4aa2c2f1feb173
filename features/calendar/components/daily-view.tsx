/**
 * /daily (spec 2): the week strip (today highlighted, dots, swipe over 50 px
 * changes the week) and the selected day's appointments. Swiping or
 * dragging the day over 50 px moves one day back (rightward) or forward
 * (leftward); Previous/Next day buttons do the same without gestures.
 */
import { useAtom } from 'jotai';
import { addIsoDays } from '../../../domain/calendar/days';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { formatDisplayDate, fromIsoKey, toIsoKey, todayDate } from '../../../ui/calendar/calendar-date';
import { useSwipe } from '../../../ui/swipe/use-swipe';
import { WeekStrip } from '../../../ui/week-strip/week-strip';
import { selectedDayAtom } from '../atoms';
import { AppointmentList } from './appointment-list';
import * as styles from './calendar.css';
import { useMarkedDays, useWeek } from './use-calendar-data';
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
  const display = formatDisplayDate(selected);
  const dragGuard = useDragClickGuard();
  const stripGuard = useDragClickGuard();

  return (
    <section className={styles.view} aria-label={messages.appointmentsOf}>
      <div {...stripGuard}>
        <WeekStrip
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
        <h2 className={styles.dayHeading} data-testid="selected-day" aria-live="polite">
          {display}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => move(1)}>
          {messages.nextDay}
        </Button>
      </div>
      <div {...swipe} {...dragGuard} className={styles.swipeArea} data-testid="day-swipe-area">
        <AppointmentList day={day} week={week} label={`${messages.appointmentsOf} ${display}`} />
      </div>
    </section>
  );
}
