import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { PlusIcon } from '../icons/icons';
import {
  MINUTES_PER_DAY,
  freeSlots,
  isSlotKey,
  nextSlot,
  placeInColumns,
  slotAtOrAfter,
  type TimeSpan,
} from '../day-timeline/day-timeline-layout';
import type { DayTimelineItem, DayTimelineProps } from '../day-timeline/day-timeline';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import * as timelineStyles from '../day-timeline/day-timeline.css';
import * as styles from './week-grid.css';

/** An item of a day: the same shape as DayTimeline's. */
export type WeekGridItem = DayTimelineItem;

export interface WeekGridDay {
  /** Unique within the week (e.g. the ISO day); handed back by `onSlotPress`. */
  key: string;
  /** The column's heading: usually a button that opens the day. */
  heading: ReactNode;
  /** Names the day's list of timed items (e.g. "Tue, Nov 24"). */
  label: string;
  items: readonly WeekGridItem[];
  /** Tinted, and carries the `now` line. */
  today?: boolean;
}

/** DayTimeline's options, read the same way across the week (hourHeight defaults to 48 here). */
type SharedTimelineProps = Pick<
  DayTimelineProps,
  'allDayLabel' | 'formatHour' | 'slotsLabel' | 'slotMinutes' | 'hourHeight' | 'scrollTo' | 'scrollKey' | 'className'
>;

export interface WeekGridProps extends SharedTimelineProps {
  /** The seven days, in order. */
  days: readonly WeekGridDay[];
  /** A free slot was tapped, clicked or activated from the keyboard: the day's key and the slot's start in minutes. */
  onSlotPress?: (dayKey: string, minutes: number) => void;
  /** Accessible name (and hover text) of a free slot, e.g. "New on Tue, Nov 24 at 09:30". Needed with `onSlotPress`. */
  slotLabel?: (dayKey: string, minutes: number) => string;
  /** The current time in minutes, drawn across the day marked `today`. */
  now?: number;
}

/** A timed item is never shorter than WCAG's 24 px target. */
const MIN_ITEM_PX = 24;
/** Room above the scroll target, so the hour label above it shows. */
const SCROLL_LEAD_MINUTES = 30;

const pad = (n: number) => String(n).padStart(2, '0');
const defaultFormatHour = (hour: number) => pad(hour);
const clampMinutes = (minutes: number) => Math.max(0, Math.min(MINUTES_PER_DAY, minutes));

interface LaidOutDay {
  day: WeekGridDay;
  allDay: WeekGridItem[];
  timed: WeekGridItem[];
  spans: TimeSpan[];
  free: number[];
}

function layOut(day: WeekGridDay, slotMinutes: number): LaidOutDay {
  const allDay = day.items.filter((item) => item.allDay);
  const timed = day.items.filter((item) => !item.allDay);
  const spans = timed.map((item) => {
    const start = clampMinutes(item.start);
    return { start, end: Math.max(start + 1, clampMinutes(item.end)) };
  });
  const free = freeSlots(
    spans.filter((_, index) => timed[index]!.busy !== false),
    slotMinutes,
  );
  return { day, allDay, timed, spans, free };
}

interface SlotPosition {
  day: number;
  minutes: number;
}

/**
 * A week on an hour scale: seven narrow day columns side by side under their
 * headings, hours down the side, timed items placed by start and end
 * (overlapping ones side by side within their day), all-day items in a row
 * at the top, and the free time between them as buttons (`onSlotPress`).
 * The free slots of the whole week are one Tab stop: ↑/↓ (PageUp/PageDown,
 * Home/End) move within a day, ←/→ to the same time of the neighbouring
 * day. The week scrolls in its own box: give it a height through
 * `className`. Horizontal drags are not used, so a caller's swipe works
 * over the whole week.
 */
export function WeekGrid({
  days,
  allDayLabel,
  formatHour = defaultFormatHour,
  onSlotPress,
  slotLabel,
  slotsLabel,
  slotMinutes = 30,
  hourHeight = 48,
  scrollTo,
  scrollKey,
  now,
  className,
}: WeekGridProps) {
  devAssert(days.length === 7, 'WeekGrid shows seven days.');
  devAssert(
    !onSlotPress || (slotLabel !== undefined && slotsLabel !== undefined),
    'WeekGrid with `onSlotPress` needs `slotLabel` and `slotsLabel`: a free slot button must have a name.',
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const slotRefs = useRef(new Map<string, HTMLButtonElement>());
  const px = (minutes: number) => (minutes / 60) * hourHeight;
  const laidOut = days.map((day) => layOut(day, slotMinutes));
  const hasAllDay = laidOut.some((d) => d.allDay.length > 0);

  const [focused, setFocused] = useState<SlotPosition | undefined>(undefined);
  const defaultDay = Math.max(
    0,
    laidOut.findIndex((d) => d.day.today),
  );
  const tabSlot: SlotPosition | undefined =
    focused !== undefined && laidOut[focused.day]?.free.includes(focused.minutes)
      ? focused
      : firstSlotFrom(laidOut, defaultDay, scrollTo ?? 0);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || scrollTo === undefined) return;
    // The headings and all-day row are sticky: scrolling by the body's offset puts that time just under them.
    root.scrollTop = Math.max(0, px(Math.max(0, scrollTo - SCROLL_LEAD_MINUTES)));
    // Only a new week (scrollKey) scrolls again: a reload of the same week keeps the user's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollKey]);

  const focusSlot = (target: SlotPosition) => {
    setFocused(target);
    const button = slotRefs.current.get(refKey(target));
    button?.focus();
    button?.scrollIntoView({ block: 'nearest' });
  };

  const onSlotKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (tabSlot === undefined) return;
    let target: SlotPosition | undefined;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      target = neighbourDaySlot(laidOut, tabSlot, event.key === 'ArrowLeft' ? -1 : 1);
    } else if (isSlotKey(event.key)) {
      const minutes = nextSlot(laidOut[tabSlot.day]!.free, tabSlot.minutes, event.key, slotMinutes);
      target = minutes === undefined ? undefined : { day: tabSlot.day, minutes };
    } else {
      return;
    }
    event.preventDefault();
    if (target) focusSlot(target);
  };

  const style = { [styles.hourVar]: `${hourHeight}px` } as CSSProperties;

  return (
    <div ref={rootRef} className={cx(timelineStyles.root, styles.root, className)} style={style}>
      <div className={styles.top}>
        <div className={styles.headings}>
          <span aria-hidden="true" />
          {days.map((day) => (
            <div key={day.key} className={styles.heading}>
              {day.heading}
            </div>
          ))}
        </div>
        {hasAllDay ? (
          <div className={styles.allDay}>
            <span aria-hidden="true" className={styles.allDayLabel}>
              {allDayLabel}
            </span>
            {laidOut.map((d) =>
              d.allDay.length > 0 ? (
                <ul key={d.day.key} aria-label={`${allDayLabel}, ${d.day.label}`} className={styles.allDayList}>
                  {d.allDay.map((item) => (
                    <li key={item.key} className={styles.itemInner}>
                      {item.content}
                    </li>
                  ))}
                </ul>
              ) : (
                <span key={d.day.key} />
              ),
            )}
          </div>
        ) : null}
      </div>
      <div
        className={styles.body}
        style={{ height: px(MINUTES_PER_DAY) }}
        role={onSlotPress ? 'group' : undefined}
        aria-label={onSlotPress ? slotsLabel : undefined}
        onKeyDown={onSlotPress ? onSlotKeyDown : undefined}
      >
        <div aria-hidden="true" className={styles.hours}>
          {Array.from({ length: 24 }, (_, hour) => (
            <span key={hour} className={styles.hourLabel} style={{ top: px(hour * 60) }}>
              {hour === 0 ? '' : formatHour(hour)}
            </span>
          ))}
        </div>
        {laidOut.map((d, dayIndex) => {
          const placements = placeInColumns(d.spans);
          return (
            <div key={d.day.key} className={cx(styles.day, d.day.today && styles.today)} data-day={d.day.key}>
              {onSlotPress
                ? d.free.map((start) => {
                    const position = { day: dayIndex, minutes: start };
                    const key = refKey(position);
                    const isTab = tabSlot?.day === dayIndex && tabSlot.minutes === start;
                    const name = slotLabel?.(d.day.key, start);
                    return (
                      <button
                        key={start}
                        ref={(element) => {
                          if (element) slotRefs.current.set(key, element);
                          else slotRefs.current.delete(key);
                        }}
                        type="button"
                        tabIndex={isTab ? 0 : -1}
                        aria-label={name}
                        title={name}
                        data-slot-start={start}
                        className={styles.slot}
                        style={{ top: px(start), height: px(slotMinutes) }}
                        onFocus={() => setFocused(position)}
                        onClick={() => onSlotPress(d.day.key, start)}
                      >
                        <PlusIcon size={14} aria-hidden="true" />
                      </button>
                    );
                  })
                : null}
              {d.timed.length > 0 ? (
                <ul aria-label={d.day.label} className={styles.items}>
                  {d.timed.map((item, index) => {
                    const span = d.spans[index]!;
                    const { column, columns } = placements[index]!;
                    return (
                      <li
                        key={item.key}
                        className={styles.item}
                        style={{
                          top: px(span.start),
                          height: Math.max(MIN_ITEM_PX, px(span.end - span.start)),
                          left: `${(column / columns) * 100}%`,
                          width: `${100 / columns}%`,
                        }}
                      >
                        <div className={styles.itemInner}>{item.content}</div>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {d.day.today && now !== undefined ? (
                <div aria-hidden="true" className={styles.now} style={{ top: px(clampMinutes(now)) }} />
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}

const refKey = ({ day, minutes }: SlotPosition) => `${day}:${minutes}`;

/** The first free slot at or after `minutes`, from day `from` on (wrapping round the week). */
function firstSlotFrom(days: readonly LaidOutDay[], from: number, minutes: number): SlotPosition | undefined {
  for (let step = 0; step < days.length; step += 1) {
    const day = (from + step) % days.length;
    const found = slotAtOrAfter(days[day]!.free, minutes);
    if (found !== undefined) return { day, minutes: found };
  }
  return undefined;
}

/** ←/→: the nearest free slot at or after the same time on the next day in that direction that has one. */
function neighbourDaySlot(days: readonly LaidOutDay[], from: SlotPosition, direction: 1 | -1): SlotPosition | undefined {
  for (let day = from.day + direction; day >= 0 && day < days.length; day += direction) {
    const found = slotAtOrAfter(days[day]!.free, from.minutes);
    if (found !== undefined) return { day, minutes: found };
  }
  return undefined;
}
