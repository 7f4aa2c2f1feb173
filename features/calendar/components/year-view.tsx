/**
 * /year/{year} (spec 2): twelve month blocks with dots from the yearly call;
 * swipe or drag over 50 px (or the buttons) opens the previous or next
 * year; a month opens /monthly on it. Reloads when the provider changes.
 */
import { useAtom } from 'jotai';
import { useLocation } from 'wouter';
import { messages } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { fromIsoKey, toIsoKey } from '../../../ui/calendar/calendar-date';
import { Loader } from '../../../ui/loader/loader';
import { YearGrid } from '../../../ui/year-grid/year-grid';
import { selectedDayAtom } from '../atoms';
import { calendarCopy } from '../copy';
import { sameDayInMonth } from '../month-step';
import { CalendarHeaderRow } from './calendar-header-row';
import * as styles from './calendar.css';
import { useYear } from './use-calendar-data';
import { useDragClickGuard } from '../../../ui/swipe/use-drag-click-guard';

const noDates: readonly string[] = [];

export function YearView({ year }: { year: number }) {
  const [day, setDay] = useAtom(selectedDayAtom);
  const [, navigate] = useLocation();
  const entry = useYear(year);
  const selected = fromIsoKey(day);
  const marked = new Set(entry?.dates ?? noDates);
  const dragGuard = useDragClickGuard();

  const openMonth = (month: number) => {
    setDay(toIsoKey(sameDayInMonth(selected?.day ?? 1, year, month)));
    navigate(paths.monthly);
  };

  return (
    <div className={styles.view}>
      {/* The grid carries the year's caption and arrows: the row adds the view switch and whose calendar it is. */}
      <CalendarHeaderRow view="year" title={calendarCopy.year} />
      <div className={styles.view} data-testid="year-view" {...dragGuard}>
        <YearGrid
          year={year}
          selectedMonth={selected?.year === year ? selected.month : null}
          markedDates={marked}
          onSelectMonth={openMonth}
          onYearChange={(delta) => navigate(paths.year.replace(':year', String(year + delta)))}
        />
        {entry?.status === 'loading' ? (
          <div className={styles.loading}>
            <Loader size="sm" label={messages.loadingAppointments} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
