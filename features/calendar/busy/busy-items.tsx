/**
 * Busy blocks as timeline items of the day and week views (issue 28 item
 * 2): greyed, unlabelled but for 'Busy', named 'Busy, 10:00 AM–11:00 AM'.
 * They do not take the time: free slots under them stay bookable (booking
 * there asks the overlap question).
 */
import { busySpanRange, busySpansOn } from '../../../domain/calendar/busy-day';
import type { BusyBlock } from '../../../domain/contract/busy-calendars';
import { BUSY_BLOCK_TEXT, busyBlockName } from '../../../domain/messages';
import type { HourCycle } from '../../../domain/time-style';
import type { DayTimelineItem } from '../../../ui/day-timeline/day-timeline';
import * as styles from './busy.css';

const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function busyItems(blocks: readonly BusyBlock[], day: string, hourCycle: HourCycle): DayTimelineItem[] {
  if (blocks.length === 0) return [];
  return busySpansOn(blocks, day, viewerZone()).map((span) => ({
    key: `busy-${span.start}-${span.end}`,
    start: span.start,
    end: span.end,
    busy: false,
    content: (
      <div className={styles.busyBlock} role="note" aria-label={busyBlockName(busySpanRange(span, hourCycle))} data-testid="busy-block">
        <span aria-hidden="true">{BUSY_BLOCK_TEXT}</span>
      </div>
    ),
  }));
}
