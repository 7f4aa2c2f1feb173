/**
 * /weekly (issue 27 item 1): the selected day's week, Sunday to Saturday
 * (WEEK_START), on one phone screen.
 *
 * Seven narrow columns on an hour scale rather than a day-by-day agenda:
 * what a practice looks for in a week is free time — where a client can
 * still be fitted in — and only a time grid shows it, at a glance and as a
 * place to tap ("book here"); an agenda lists what is booked and hides the
 * gaps. At 390 px a column is about 46 px wide, so an appointment is a
 * compact block (start time, then as much of the name as fits) whose full
 * title, time and place are its accessible name and hover text; the day
 * itself, one tap away on its heading, has the full cards.
 *
 * The header row's arrows and a swipe over 50 px change the week; a tap on
 * free time opens the add form at that day and time (those who may add); a
 * tap on an appointment opens it; a day's heading opens that day in
 * /daily. Data comes from the week cache, so refreshRequests apply live.
 */
import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { appointmentsOn } from '../../../domain/calendar/cache';
import { addIsoDays, weekRange } from '../../../domain/calendar/days';
import { formatDayHeading, formatDayLong } from '../../../domain/calendar/day-heading';
import { compareSummaries } from '../../../domain/calendar/summary';
import { bookingHref, timelineSpan } from '../../../domain/calendar/timeline';
import { shortWeekday, weekDays, weekScrollTarget, weekTitle } from '../../../domain/calendar/week';
import { formatClock, hourLabel } from '../../../domain/time-style';
import { messages } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { Loader } from '../../../ui/loader/loader';
import { useDragClickGuard } from '../../../ui/swipe/use-drag-click-guard';
import { useSwipe } from '../../../ui/swipe/use-swipe';
import { cx } from '../../../ui/utils/cx';
import { WeekGrid, type WeekGridDay } from '../../../ui/week-grid/week-grid';
import { nonPortalAtom, selectedProviderIdAtom } from '../../session/atoms';
import { selectedDayAtom } from '../atoms';
import { calendarCopy } from '../copy';
import { CalendarHeaderRow } from '../components/calendar-header-row';
import * as calendarStyles from '../components/calendar.css';
import { DayLoadFailed } from '../components/day-states';
import { useWeek } from '../components/use-calendar-data';
import { dayFormat, useNow } from '../components/use-day-format';
import { timelineItem } from '../components/timeline-item';
import { useBusyWeek } from '../busy/use-busy-week';
import { useSummaryTitle } from '../components/use-summary-title';
import { hourCycleAtom } from '../../session/time-style';
import { WeekBlock } from './week-block';
import * as styles from './week-view.css';

/** Spec 9: day and week swipes need more than 50 px. */
const WEEK_SWIPE_PX = 50;

export function WeekView() {
  const [day, setDay] = useAtom(selectedDayAtom);
  const week = useWeek(day);
  const busy = useBusyWeek(useAtomValue(selectedProviderIdAtom), weekRange(day).start);
  const mayAdd = useAtomValue(nonPortalAtom);
  const hourCycle = useAtomValue(hourCycleAtom);
  const titleOf = useSummaryTitle(week);
  const now = useNow();
  const [, navigate] = useLocation();
  const dragGuard = useDragClickGuard();
  const move = (days: number) => setDay(addIsoDays(day, days));
  const swipe = useSwipe({ onSwipeLeft: () => move(7), onSwipeRight: () => move(-7), threshold: WEEK_SWIPE_PX });

  const keys = weekDays(day);
  const first = keys[0]!;
  const last = keys[6]!;
  const format = dayFormat();
  const title = weekTitle(first, last, format.locale);
  const starts: number[] = [];

  const days: WeekGridDay[] = keys.map((key) => {
    const heading = formatDayHeading(key, format);
    const items = [
      ...appointmentsOn(week, key)
        .sort(compareSummaries)
        .map((a) => {
          const span = timelineSpan(a);
          if (span) starts.push(span.start);
          return timelineItem(a, <WeekBlock appointment={a} title={titleOf(a)} start={span ? formatClock(span.start, hourCycle, { compact: true }) : undefined} />);
        }),
      // Busy time from the provider's personal calendars (issue 28 item 2), greyed; its slots stay bookable.
      ...busy.itemsOf(key, hourCycle),
    ];
    const isToday = key === now.day;
    return {
      key,
      label: `${messages.appointmentsOf} ${heading}`,
      today: isToday,
      items,
      heading: (
        <button
          type="button"
          className={styles.dayButton}
          aria-label={calendarCopy.openDay(formatDayLong(key, format))}
          aria-current={isToday ? 'date' : undefined}
          data-testid="week-day-heading"
          data-day={key}
          onClick={() => {
            setDay(key);
            navigate(paths.daily);
          }}
        >
          <span className={styles.weekday}>{shortWeekday(key, format.locale)}</span>
          <span className={cx(styles.date, isToday && styles.todayDate, key === day && !isToday && styles.selectedDate)}>
            {Number(key.slice(8))}
          </span>
        </button>
      ),
    };
  });
  const inThisWeek = keys.includes(now.day);

  return (
    <section className={cx(calendarStyles.view, calendarStyles.fill, calendarStyles.tight)} aria-label={calendarCopy.weekView}>
      <CalendarHeaderRow
        view="week"
        title={title}
        titleAttributes={{ 'data-testid': 'week-title', 'data-week': first }}
        onPrevious={() => move(-7)}
        onNext={() => move(7)}
        previousLabel={calendarCopy.previousWeek}
        nextLabel={calendarCopy.nextWeek}
      />
      {week?.status === 'failed' ? <DayLoadFailed day={day} /> : null}
      {week === undefined || week.status === 'loading' ? (
        <div className={styles.loading}>
          <Loader size="sm" label={messages.loadingAppointments} />
        </div>
      ) : null}
      <div {...swipe} {...dragGuard} className={styles.swipeArea} data-testid="week-swipe-area">
        <WeekGrid
          days={days}
          allDayLabel={messages.allDay}
          formatHour={(hour) => hourLabel(hour, hourCycle, { compact: true })}
          onSlotPress={mayAdd ? (key, minutes) => navigate(bookingHref(key, minutes)) : undefined}
          slotLabel={(key, minutes) => calendarCopy.addOnAt(formatDayHeading(key, format), formatClock(minutes, hourCycle))}
          slotsLabel={calendarCopy.freeTimes}
          scrollTo={weekScrollTarget(starts, inThisWeek ? now.minutes : undefined)}
          scrollKey={`${first}:${week?.status === 'ready' ? 'ready' : 'pending'}`}
          now={inThisWeek ? now.minutes : undefined}
          className={styles.grid}
        />
      </div>
    </section>
  );
}
