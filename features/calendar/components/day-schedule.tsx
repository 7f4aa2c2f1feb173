/**
 * The daily view's day (spec 2, issue 17): the selected day's appointments
 * on an hour timeline, all-day ones in a strip at the top, the free time
 * between them. Those who may add book by tapping a free slot: the add form
 * opens on that day and time. Scrolls to the first appointment, or on an
 * empty today to the current hour.
 */
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { appointmentsOn, type WeekEntry } from '../../../domain/calendar/cache';
import { compareSummaries } from '../../../domain/calendar/summary';
import { bookingHref } from '../../../domain/calendar/timeline';
import { formatClock, hourLabel } from '../../../domain/time-style';
import { hourCycleAtom } from '../../session/time-style';
import { messages } from '../../../domain/messages';
import { DayTimeline, type DayTimelineItem } from '../../../ui/day-timeline/day-timeline';
import { nonPortalAtom, selectedProviderIdAtom } from '../../session/atoms';
import { weekRange } from '../../../domain/calendar/days';
import { useBusyWeek } from '../busy/use-busy-week';
import { calendarCopy } from '../copy';
import { AppointmentCard } from './appointment-card';
import * as styles from './calendar.css';
import { DayEmpty, DayLoadFailed, DayLoading } from './day-states';
import { useNow } from './use-day-format';
import { timelineItem } from './timeline-item';
import { useSummaryTitle } from './use-summary-title';

/** An hour's height: 56 px keeps nine hours on a 390×844 phone (issue 27 item 2), a half-hour slot 28 px tall. */
const DAY_HOUR_PX = 56;

/** Where an empty day other than today opens: the start of a working day. */
const WORKDAY_START_MINUTES = 8 * 60;

export interface DayScheduleProps {
  /** The day shown, 'YYYY-MM-DD'. */
  day: string;
  /** The cached week containing `day`. */
  week: WeekEntry | undefined;
  /** Names the timed appointments' list. */
  label: string;
}

export function DaySchedule({ day, week, label }: DayScheduleProps) {
  const titleOf = useSummaryTitle(week);
  const mayAdd = useAtomValue(nonPortalAtom);
  const [, navigate] = useLocation();
  const now = useNow();
  const hourCycle = useAtomValue(hourCycleAtom);
  const providerId = useAtomValue(selectedProviderIdAtom);
  const busy = useBusyWeek(providerId, weekRange(day).start);
  const appointments = appointmentsOn(week, day).sort(compareSummaries);
  if (week?.status === 'failed') return <DayLoadFailed day={day} />;
  if (appointments.length === 0 && (!week || week.status === 'loading')) return <DayLoading />;
  const empty = appointments.length === 0;
  // Nothing to book and nothing booked: a bare grid of hours would say nothing.
  if (empty && !mayAdd) return <DayEmpty day={day} withTimeline={false} />;

  const items: DayTimelineItem[] = [
    ...appointments.map((a) => timelineItem(a, <AppointmentCard appointment={a} title={titleOf(a)} layout="timeline" />)),
    // Busy time from the provider's personal calendars (issue 28 item 2): greyed, and the slots under it stay bookable.
    ...busy.itemsOf(day, hourCycle),
  ];
  const isToday = now.day === day;
  const firstStart = items.find((item) => !item.allDay)?.start;
  const scrollTo = firstStart ?? (isToday ? now.minutes - (now.minutes % 60) : WORKDAY_START_MINUTES);

  return (
    <>
      {empty ? <DayEmpty day={day} withTimeline /> : null}
      <DayTimeline
        items={items}
        label={label}
        allDayLabel={messages.allDay}
        formatHour={(hour) => hourLabel(hour, hourCycle)}
        onSlotPress={mayAdd ? (minutes) => navigate(bookingHref(day, minutes)) : undefined}
        slotLabel={(minutes) => calendarCopy.addAt(formatClock(minutes, hourCycle))}
        slotsLabel={calendarCopy.freeTimes}
        hourHeight={DAY_HOUR_PX}
        scrollTo={scrollTo}
        scrollKey={day}
        now={isToday ? now.minutes : undefined}
        className={styles.timeline}
      />
    </>
  );
}
