/**
 * Day / Month / Year: the calendar screens' switch between /daily, /monthly
 * and /year/{year} (the year of the selected day). Links in a named nav
 * rather than ui/segmented-choice: that primitive is a radiogroup whose
 * arrow keys select at once, which here would navigate on every arrow
 * press; links keep Tab/Enter, open-in-new-tab and aria-current="page".
 */
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { paths } from '../../../domain/routes';
import { yearOfIsoDay } from '../../../domain/calendar/days';
import { selectedDayAtom } from '../atoms';
import { calendarCopy } from '../copy';
import * as styles from './calendar.css';

export type CalendarViewKind = 'day' | 'month' | 'year';

export function CalendarViewSwitch({ current }: { current: CalendarViewKind }) {
  const day = useAtomValue(selectedDayAtom);
  const views: ReadonlyArray<{ kind: CalendarViewKind; label: string; href: string }> = [
    { kind: 'day', label: calendarCopy.day, href: paths.daily },
    { kind: 'month', label: calendarCopy.month, href: paths.monthly },
    { kind: 'year', label: calendarCopy.year, href: paths.year.replace(':year', String(yearOfIsoDay(day))) },
  ];
  return (
    <nav aria-label={calendarCopy.viewSwitch} className={styles.viewSwitch}>
      {views.map((view) => (
        <Link
          key={view.kind}
          href={view.href}
          aria-current={view.kind === current ? 'page' : undefined}
          className={styles.viewSwitchLink}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
