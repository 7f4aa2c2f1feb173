/**
 * The team's week on a phone: the seven days down the screen, each with one
 * mini-lane per chosen provider (its colour down the side, its name, its
 * appointments, a button that books for it that day).
 *
 * Why rows and not columns: seven days times two or more providers would be
 * fourteen or more columns of about 25 px at 390 px, too narrow for a name or
 * a time; sideways-scrolling provider columns would show one or two days at
 * a time and hide that there is more. Day rows read top to bottom like an
 * agenda, keep every provider's day in view together (who is free on
 * Thursday), and scroll only the way a phone scrolls. The day's heading opens
 * that day with its lanes on the hour scale. Busy time from a provider's
 * personal calendars (issue 28 item 2) shows in its mini-lane as greyed
 * chips with their hours; the + still books over it (the server then asks
 * the overlap question).
 */
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import type { WeekEntry } from '../../../domain/calendar/cache';
import { formatDayHeading } from '../../../domain/calendar/day-heading';
import { weekRange } from '../../../domain/calendar/days';
import type { BusyBlock } from '../../../domain/contract/busy-calendars';
import { teamWeekRows, type TeamLane, type TeamWeekCell } from '../../../domain/calendar/team-lanes';
import { bookingHref } from '../../../domain/calendar/timeline';
import { formatFullName } from '../../../domain/names';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { PlusIcon } from '../../../ui/icons/icons';
import { cx } from '../../../ui/utils/cx';
import { nonPortalAtom } from '../../session/atoms';
import { BusyChips } from '../busy/busy-chips';
import { AppointmentCard } from '../components/appointment-card';
import * as calendarStyles from '../components/calendar.css';
import { dayFormat, useNow } from '../components/use-day-format';
import { useSummaryTitle } from '../components/use-summary-title';
import { laneTone } from './lane-tone';
import { teamCopy } from './team-copy';
import * as styles from './team.css';
import { LaneBusyLoader, NO_BUSY, useLanesBusy } from './team-week-busy';

export interface TeamWeekProps {
  day: string;
  /** Names the list, e.g. 'Nov 22 – 28, 2026'. */
  caption: string;
  lanes: readonly TeamLane[];
  weeks: ReadonlyMap<number, WeekEntry | undefined>;
  onOpenDay: (day: string) => void;
}

export function TeamWeek({ day, caption, lanes, weeks, onOpenDay }: TeamWeekProps) {
  const today = useNow().day;
  const rows = teamWeekRows(day, lanes, weeks);
  const sunday = weekRange(day).start;
  const [busyByLane, reportBusy] = useLanesBusy();
  return (
    <>
      {lanes.map((lane) => (
        <LaneBusyLoader key={lane.provider.id} providerId={lane.provider.id} sunday={sunday} onBlocks={reportBusy} />
      ))}
      <ol className={calendarStyles.list} aria-label={teamCopy.weekOf(caption)} data-testid="team-week">
        {rows.map((row) => {
          const heading = formatDayHeading(row.day, dayFormat());
          return (
            <li key={row.day} className={styles.weekDay} data-day={row.day}>
              <h3 className={styles.weekDayHeading}>
                <button
                  type="button"
                  className={styles.weekDayButton}
                  aria-current={row.day === today ? 'date' : undefined}
                  aria-label={teamCopy.openDay(heading)}
                  onClick={() => onOpenDay(row.day)}
                >
                  {heading}
                </button>
              </h3>
              {row.cells.map((cell, index) => (
                <WeekCell
                  key={cell.providerId}
                  day={row.day}
                  heading={heading}
                  lane={lanes[index]!}
                  week={weeks.get(cell.providerId)}
                  cell={cell}
                  busy={busyByLane.get(cell.providerId) ?? NO_BUSY}
                />
              ))}
            </li>
          );
        })}
      </ol>
    </>
  );
}

interface WeekCellProps {
  day: string;
  heading: string;
  lane: TeamLane;
  week: WeekEntry | undefined;
  cell: TeamWeekCell;
  /** The lane's busy blocks around the week. */
  busy: readonly BusyBlock[];
}

function WeekCell({ day, heading, lane, week, cell, busy }: WeekCellProps) {
  const mayAdd = useAtomValue(nonPortalAtom);
  const titleOf = useSummaryTitle(week);
  const [, navigate] = useLocation();
  const name = formatFullName(lane.provider);
  const empty = cell.appointments.length === 0;
  return (
    <div role="group" aria-label={name} className={cx(styles.weekCell, laneTone(lane.colour))} data-testid="team-week-cell" data-provider={lane.provider.id}>
      <div className={styles.weekCellBody}>
        <span aria-hidden="true" className={styles.weekCellName}>
          {name}
        </span>
        {empty ? (
          <span className={styles.weekCellEmpty}>
            {week?.status === 'failed' ? teamCopy.notLoaded : cell.pending ? teamCopy.loading : teamCopy.noAppointments}
          </span>
        ) : (
          <ul className={styles.cellList} aria-label={teamCopy.appointmentsOf(name)}>
            {cell.appointments.map((a) => (
              <li key={a.id}>
                <AppointmentCard appointment={a} title={titleOf(a)} layout="timeline" />
              </li>
            ))}
          </ul>
        )}
        <BusyChips blocks={busy} day={day} className={styles.weekCellBusy} />
      </div>
      {mayAdd ? (
        <IconButton label={teamCopy.newOn(name, heading)} onClick={() => navigate(bookingHref(day, undefined, lane.provider.id))}>
          <PlusIcon size={20} />
        </IconButton>
      ) : null}
    </div>
  );
}
