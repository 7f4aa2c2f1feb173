import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PlusIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import {
  MINUTES_PER_DAY,
  freeSlots,
  isSlotKey,
  nextSlot,
  placeInColumns,
  slotAtOrAfter,
  type TimeSpan,
} from './day-timeline-layout';
import * as styles from './day-timeline.css';

export const timelineSlotLengths = [15, 30, 60] as const;
export type TimelineSlotLength = (typeof timelineSlotLengths)[number];

export interface DayTimelineItem {
  /** Unique within the day. */
  key: string | number;
  /** Minutes since midnight (0–1440); ignored when `allDay`. */
  start: number;
  /** Minutes since midnight, after `start`; ignored when `allDay`. */
  end: number;
  /** Shown in the strip at the top instead of on the hours. */
  allDay?: boolean;
  /** Whether the item's time is taken: free slots are not offered under it. Default true (pass false for a cancelled one). */
  busy?: boolean;
  /** What the item shows; usually one link to its details, filling the box. */
  content: ReactNode;
}

export interface DayTimelineProps {
  items: readonly DayTimelineItem[];
  /** Names the timed items' list (e.g. "Appointments of Tue, Nov 24"). */
  label: string;
  /** Text and name of the all-day strip (e.g. "All day"). */
  allDayLabel: string;
  /** The text beside each hour line; default 24-hour 'HH:00'. */
  formatHour?: (hour: number) => string;
  /**
   * A free slot was tapped, clicked or activated from the keyboard, with its
   * start in minutes. Without it the free time shows but offers no action.
   */
  onSlotPress?: (minutes: number) => void;
  /** Accessible name (and hover text) of the free slot starting at `minutes`, e.g. "New at 09:30". Needed with `onSlotPress`. */
  slotLabel?: (minutes: number) => string;
  /** Names the group of free slots (e.g. "Free times"). Needed with `onSlotPress`. */
  slotsLabel?: string;
  /** Length of a free slot in minutes (default 30). */
  slotMinutes?: TimelineSlotLength;
  /** Height of an hour in px (default 72). */
  hourHeight?: number;
  /** Minutes of the day to scroll to when shown, and again whenever `scrollKey` changes (e.g. the first item, or now). */
  scrollTo?: number;
  /** Changing it scrolls to `scrollTo` again (e.g. the day shown). */
  scrollKey?: string;
  /** The current time in minutes, drawn as a line; leave out on other days. */
  now?: number;
  className?: string;
}

/** A timed item is never shorter than a touch target. */
const MIN_ITEM_PX = 44;
/** Room above the scroll target, so the hour label above it shows. */
const SCROLL_LEAD_MINUTES = 30;

const pad = (n: number) => String(n).padStart(2, '0');
const defaultFormatHour = (hour: number) => `${pad(hour)}:00`;
const clampMinutes = (minutes: number) => Math.max(0, Math.min(MINUTES_PER_DAY, minutes));

/**
 * One day on an hour scale: hours down the side, timed items placed by start
 * and end (overlapping ones side by side), all-day items in a strip at the
 * top, the free time between them. A free slot is a button (`onSlotPress`);
 * the slots form one Tab stop, ↑/↓ (PageUp/PageDown, Home/End) move between
 * them. The day scrolls in its own box: give it a height through
 * `className`. Horizontal drags are not used, so a caller's swipe works over
 * the whole day.
 */
export function DayTimeline({
  items,
  label,
  allDayLabel,
  formatHour = defaultFormatHour,
  onSlotPress,
  slotLabel,
  slotsLabel,
  slotMinutes = 30,
  hourHeight = 72,
  scrollTo,
  scrollKey,
  now,
  className,
}: DayTimelineProps) {
  devAssert(
    !onSlotPress || (slotLabel !== undefined && slotsLabel !== undefined),
    'DayTimeline with `onSlotPress` needs `slotLabel` and `slotsLabel`: a free slot button must have a name.',
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const allDayRef = useRef<HTMLDivElement>(null);
  const slotRefs = useRef(new Map<number, HTMLButtonElement>());
  const px = (minutes: number) => (minutes / 60) * hourHeight;

  const allDay = items.filter((item) => item.allDay);
  const timed = items.filter((item) => !item.allDay);
  const spans: TimeSpan[] = timed.map((item) => {
    const start = clampMinutes(item.start);
    return { start, end: Math.max(start + 1, clampMinutes(item.end)) };
  });
  const placements = placeInColumns(spans);
  const free = freeSlots(
    spans.filter((_, index) => timed[index]!.busy !== false),
    slotMinutes,
  );

  const [focusedSlot, setFocusedSlot] = useState<number | undefined>(undefined);
  const tabSlot = focusedSlot !== undefined && free.includes(focusedSlot) ? focusedSlot : slotAtOrAfter(free, scrollTo ?? 0);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || scrollTo === undefined) return;
    const stripHeight = allDayRef.current?.offsetHeight ?? 0;
    root.scrollTop = Math.max(0, px(Math.max(0, scrollTo - SCROLL_LEAD_MINUTES)) - stripHeight);
    // Only a new day (scrollKey) scrolls again: a reload of the same day keeps the user's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollKey]);

  const onSlotKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSlotKey(event.key) || tabSlot === undefined) return;
    const target = nextSlot(free, tabSlot, event.key, slotMinutes);
    if (target === undefined) return;
    event.preventDefault();
    setFocusedSlot(target);
    const button = slotRefs.current.get(target);
    button?.focus();
    button?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      {allDay.length > 0 ? (
        <div ref={allDayRef} className={styles.allDay}>
          <span aria-hidden="true" className={styles.allDayLabel}>
            {allDayLabel}
          </span>
          <ul aria-label={allDayLabel} className={styles.allDayList}>
            {allDay.map((item) => (
              <li key={item.key} className={styles.itemInner}>
                {item.content}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.day} style={{ height: px(MINUTES_PER_DAY) }}>
        {Array.from({ length: 24 }, (_, hour) => (
          <div key={hour} aria-hidden="true" data-hour={hour} className={styles.hour} style={{ top: px(hour * 60), height: hourHeight }}>
            <span className={styles.hourLabel}>{formatHour(hour)}</span>
          </div>
        ))}
        {onSlotPress ? (
          <div role="group" aria-label={slotsLabel} className={styles.slots} onKeyDown={onSlotKeyDown}>
            {free.map((start) => (
              <button
                key={start}
                ref={(element) => {
                  if (element) slotRefs.current.set(start, element);
                  else slotRefs.current.delete(start);
                }}
                type="button"
                tabIndex={start === tabSlot ? 0 : -1}
                aria-label={slotLabel?.(start)}
                data-slot-start={start}
                className={styles.slot}
                style={{ top: px(start), height: px(slotMinutes) }}
                onFocus={() => setFocusedSlot(start)}
                onClick={() => onSlotPress(start)}
              >
                <PlusIcon size={16} aria-hidden="true" />
                <span aria-hidden="true">{slotLabel?.(start)}</span>
              </button>
            ))}
          </div>
        ) : null}
        {timed.length > 0 ? (
          <ul aria-label={label} className={styles.items}>
            {timed.map((item, index) => {
              const span = spans[index]!;
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
        {now !== undefined ? <div aria-hidden="true" className={styles.now} style={{ top: px(clampMinutes(now)) }} /> : null}
      </div>
    </div>
  );
}
