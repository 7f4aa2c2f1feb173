/**
 * /monthly (spec 2): the month grid with dots, a link back to the year and,
 * with split-screen on, the selected day's list under the grid; with it off
 * a tapped day opens /daily. Swipes need more than 100 px forward and more
 * than 50 px back (MonthGrid's defaults). Scrolls to the month on entry.
 */
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { messages } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { formatDayHeading } from '../../../domain/calendar/day-heading';
import { fromIsoKey, todayDate, toIsoKey } from '../../../ui/calendar/calendar-date';
import { MonthGrid } from '../../../ui/month-grid/month-grid';
import { splitScreenMonthlyAtom } from '../../session/atoms';
import { selectedDayAtom } from '../atoms';
import { calendarCopy } from '../copy';
import { shiftMonthKeepingDay } from '../month-step';
import { CalendarHeaderRow } from './calendar-header-row';
import { AppointmentList } from './appointment-list';
import { SplitScreenToggle } from './split-screen-toggle';
import * as styles from './calendar.css';
import { SpecDate } from './spec-date';
import { useMarkedDays, useWeek, useYear } from './use-calendar-data';
import { dayFormat } from './use-day-format';
import { useDragClickGuard } from '../../../ui/swipe/use-drag-click-guard';

function DayList({ day }: { day: string }) {
  const week = useWeek(day);
  const display = formatDayHeading(toIsoKey(fromIsoKey(day) ?? todayDate()), dayFormat());
  return (
    <section className={styles.view} aria-labelledby="monthly-day-heading">
      <div className={styles.dayTitle}>
        <h2 id="monthly-day-heading" className={styles.dayHeading} data-testid="selected-day" data-day={day}>
          <time dateTime={day}>{display}</time>
        </h2>
        <SpecDate day={day} />
      </div>
      <AppointmentList day={day} week={week} label={`${messages.appointmentsOf} ${display}`} />
    </section>
  );
}

export function MonthlyView() {
  const [day, setDay] = useAtom(selectedDayAtom);
  const split = useAtomValue(splitScreenMonthlyAtom);
  const [, navigate] = useLocation();
  const selected = fromIsoKey(day) ?? todayDate();
  // The grid shows the selected day's month, so the day list under it always belongs to the month in view.
  const visible = { year: selected.year, month: selected.month };
  useYear(visible.year);
  const marked = useMarkedDays();
  const gridRef = useRef<HTMLDivElement>(null);
  const dragGuard = useDragClickGuard();

  useEffect(() => {
    // Spec 2: the monthly view scrolls to the selected month on entry (instead of a restored position);
    // 'nearest' leaves the page alone when the month is already in view.
    gridRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  // Paging months keeps the day number (clamped to the month's length), as opening a month from the year does.
  const changeMonth = (delta: 1 | -1) => setDay(toIsoKey(shiftMonthKeepingDay(selected, delta)));

  return (
    <div className={styles.view}>
      {/* The grid under it carries the month's caption and arrows: the row adds the view switch and whose calendar it is. */}
      <CalendarHeaderRow view="month" title={calendarCopy.month} />
      <div className={styles.toolbar}>
        <Link href={paths.year.replace(':year', String(visible.year))} className={styles.yearLink}>
          {messages.backToYear} {visible.year}
        </Link>
        {/* In the view, not the header bar: a phone's bar has no room beside the provider switcher and menu. */}
        <SplitScreenToggle />
      </div>
      <div ref={gridRef} data-testid="month-grid" className={styles.monthGrid} {...dragGuard}>
        <MonthGrid
          visibleMonth={visible}
          selected={selected}
          markedDates={marked}
          onMonthChange={changeMonth}
          onSelect={(date) => {
            setDay(toIsoKey(date));
            if (!split) navigate(paths.daily);
          }}
        />
      </div>
      {split ? <DayList day={day} /> : null}
    </div>
  );
}
