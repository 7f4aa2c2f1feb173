/**
 * The team's day: one lane per chosen provider side by side on one hour
 * scale, their names and all-day appointments above the hours, which scroll
 * together. A tap on a lane's free time books for that lane's provider; an
 * appointment opens its detail. The lanes share the width (no sideways
 * scroll): at 390 px two to four lanes read, and the chooser trims the rest.
 */
import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { appointmentsOn, type WeekEntry } from '../../../domain/calendar/cache';
import { compareSummaries } from '../../../domain/calendar/summary';
import type { TeamLane } from '../../../domain/calendar/team-lanes';
import { bookingHref, timelineSpan } from '../../../domain/calendar/timeline';
import { formatClock, hourLabel } from '../../../domain/time-style';
import { hourCycleAtom } from '../../session/time-style';
import type { CalendarAppointmentFields } from '../../../domain/contract/calendar';
import { messages } from '../../../domain/messages';
import { formatFullName } from '../../../domain/names';
import {
  MINUTES_PER_DAY,
  freeSlots,
  isSlotKey,
  nextSlot,
  placeInColumns,
  slotAtOrAfter,
} from '../../../ui/day-timeline/day-timeline-layout';
import { PlusIcon } from '../../../ui/icons/icons';
import { cx } from '../../../ui/utils/cx';
import { nonPortalAtom } from '../../session/atoms';
import { AppointmentCard } from '../components/appointment-card';
import { useSummaryTitle } from '../components/use-summary-title';
import { useNow } from '../components/use-day-format';
import { BusyLayer } from '../busy/busy-layer';
import { laneTone } from './lane-tone';
import { teamCopy } from './team-copy';
import * as styles from './team.css';

const SLOT_MINUTES = 30;
/** A timed appointment is never shorter than a touch target. */
const MIN_ITEM_PX = 44;
/** Where a day with nothing booked opens (other than today): the start of a working day. */
const WORKDAY_START_MINUTES = 8 * 60;
const SCROLL_LEAD_MINUTES = 30;

const px = (minutes: number) => (minutes / 60) * styles.HOUR_PX;

interface Timed {
  appointment: CalendarAppointmentFields;
  start: number;
  end: number;
}

function splitDay(week: WeekEntry | undefined, day: string): { allDay: CalendarAppointmentFields[]; timed: Timed[] } {
  const allDay: CalendarAppointmentFields[] = [];
  const timed: Timed[] = [];
  for (const a of appointmentsOn(week, day).sort(compareSummaries)) {
    const span = timelineSpan(a);
    if (span === null) allDay.push(a);
    else timed.push({ appointment: a, start: span.start, end: Math.max(span.start + 1, Math.min(MINUTES_PER_DAY, span.end)) });
  }
  return { allDay, timed };
}

export interface TeamDayProps {
  day: string;
  lanes: readonly TeamLane[];
  weeks: ReadonlyMap<number, WeekEntry | undefined>;
}

export function TeamDay({ day, lanes, weeks }: TeamDayProps) {
  const now = useNow();
  const hourCycle = useAtomValue(hourCycleAtom);
  const scrollRef = useRef<HTMLDivElement>(null);
  const split = lanes.map((lane) => splitDay(weeks.get(lane.provider.id), day));
  const anyAllDay = split.some((s) => s.allDay.length > 0);
  const isToday = now.day === day;
  const firstStart = Math.min(...split.map((s) => s.timed[0]?.start ?? Infinity));
  const scrollTo = Number.isFinite(firstStart) ? firstStart : isToday ? now.minutes - (now.minutes % 60) : WORKDAY_START_MINUTES;

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = Math.max(0, px(scrollTo - SCROLL_LEAD_MINUTES));
    // A new day scrolls again; a reload of the same day (a live update) keeps the user's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day, Number.isFinite(firstStart)]);

  const columns = { '--lanes': String(lanes.length) } as CSSProperties;
  return (
    <div className={styles.day} style={columns} data-testid="team-day">
      <div className={styles.dayRow}>
        <span aria-hidden="true" />
        {lanes.map((lane) => (
          <div key={lane.provider.id} className={cx(styles.laneHead, laneTone(lane.colour))} data-testid="team-lane-head" data-provider={lane.provider.id}>
            <span className={styles.laneHeadName}>{formatFullName(lane.provider)}</span>
          </div>
        ))}
      </div>
      {anyAllDay ? (
        <div className={cx(styles.dayRow, styles.allDayRow)}>
          <span aria-hidden="true" className={styles.allDayLabel}>
            {messages.allDay}
          </span>
          {lanes.map((lane, index) => (
            <AllDayCell key={lane.provider.id} lane={lane} week={weeks.get(lane.provider.id)} appointments={split[index]!.allDay} />
          ))}
        </div>
      ) : null}
      <div ref={scrollRef} className={styles.dayScroll}>
        <div className={styles.dayBody} style={{ height: px(MINUTES_PER_DAY) }}>
          <div aria-hidden="true" className={styles.gutterColumn}>
            {Array.from({ length: 23 }, (_, i) => (
              <span key={i} className={styles.hourLabel} style={{ top: px((i + 1) * 60) }}>
                {hourLabel(i + 1, hourCycle)}
              </span>
            ))}
          </div>
          {lanes.map((lane, index) => (
            <LaneColumn
              key={lane.provider.id}
              lane={lane}
              day={day}
              week={weeks.get(lane.provider.id)}
              timed={split[index]!.timed}
              now={isToday ? now.minutes : undefined}
              focusFrom={scrollTo}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

function AllDayCell({ lane, week, appointments }: { lane: TeamLane; week: WeekEntry | undefined; appointments: CalendarAppointmentFields[] }) {
  const titleOf = useSummaryTitle(week);
  if (appointments.length === 0) return <span />;
  return (
    <ul className={cx(styles.cellList, laneTone(lane.colour))} aria-label={`${messages.allDay}, ${formatFullName(lane.provider)}`}>
      {appointments.map((a) => (
        <li key={a.id}>
          <AppointmentCard appointment={a} title={titleOf(a)} layout="timeline" />
        </li>
      ))}
    </ul>
  );
}

interface LaneColumnProps {
  lane: TeamLane;
  day: string;
  week: WeekEntry | undefined;
  timed: Timed[];
  now: number | undefined;
  /** Where the free times' one Tab stop starts. */
  focusFrom: number;
}

function LaneColumn({ lane, day, week, timed, now, focusFrom }: LaneColumnProps) {
  const mayAdd = useAtomValue(nonPortalAtom);
  const hourCycle = useAtomValue(hourCycleAtom);
  const titleOf = useSummaryTitle(week);
  const [, navigate] = useLocation();
  const slotRefs = useRef(new Map<number, HTMLButtonElement>());
  const [focused, setFocused] = useState<number | undefined>(undefined);
  const name = formatFullName(lane.provider);
  const placements = placeInColumns(timed);
  // A cancelled appointment leaves its time free to book.
  const free = freeSlots(
    timed.filter((t) => t.appointment.is_cancelled !== 1),
    SLOT_MINUTES,
  );
  const tabSlot = focused !== undefined && free.includes(focused) ? focused : slotAtOrAfter(free, focusFrom);
  const pending = week === undefined || week.status === 'loading';

  // The free times are one Tab stop; ↑/↓ (PageUp/PageDown, Home/End) move between them, as in the daily timeline.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSlotKey(event.key) || tabSlot === undefined) return;
    const target = nextSlot(free, tabSlot, event.key, SLOT_MINUTES);
    if (target === undefined) return;
    event.preventDefault();
    setFocused(target);
    slotRefs.current.get(target)?.focus();
  };

  return (
    <div className={cx(styles.lane, laneTone(lane.colour))} aria-busy={pending} data-testid="team-lane" data-provider={lane.provider.id}>
      {pending && timed.length === 0 ? <span className={styles.laneNote}>{teamCopy.loading}</span> : null}
      {week?.status === 'failed' ? <span className={styles.laneNote}>{teamCopy.notLoaded}</span> : null}
      {mayAdd ? (
        <div role="group" aria-label={teamCopy.freeTimesOf(name)} className={styles.slots} onKeyDown={onKeyDown}>
          {free.map((start) => (
            <button
              key={start}
              ref={(element) => {
                if (element) slotRefs.current.set(start, element);
                else slotRefs.current.delete(start);
              }}
              type="button"
              tabIndex={start === tabSlot ? 0 : -1}
              aria-label={teamCopy.newAt(name, formatClock(start, hourCycle))}
              data-slot-start={start}
              className={styles.slot}
              style={{ top: px(start), height: px(SLOT_MINUTES) }}
              onFocus={() => setFocused(start)}
              onClick={() => navigate(bookingHref(day, start, lane.provider.id))}
            >
              <PlusIcon size={16} aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : null}
      {/* Busy time from the provider's personal calendars (issue 28 item 2): greyed, under the appointments; the slots stay bookable. */}
      <BusyLayer providerId={lane.provider.id} day={day} px={px} />
      {timed.length > 0 ? (
        <ul aria-label={teamCopy.appointmentsOf(name)} className={styles.items}>
          {timed.map((t, index) => {
            const { column, columns } = placements[index]!;
            return (
              <li
                key={t.appointment.id}
                className={styles.item}
                style={{
                  top: px(t.start),
                  height: Math.max(MIN_ITEM_PX, px(t.end - t.start)),
                  left: `${(column / columns) * 100}%`,
                  width: `${100 / columns}%`,
                }}
              >
                <AppointmentCard appointment={t.appointment} title={titleOf(t.appointment)} layout="timeline" />
              </li>
            );
          })}
        </ul>
      ) : null}
      {now !== undefined ? <div aria-hidden="true" className={styles.now} style={{ top: px(now) }} /> : null}
    </div>
  );
}
