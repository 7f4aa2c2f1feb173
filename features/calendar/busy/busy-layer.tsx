/**
 * A lane's busy blocks (issue 28 item 2) for views that place items
 * themselves (the team's day): greyed boxes at their hours, named
 * 'Busy, 10:00 AM–11:00 AM', letting taps through to the free slots below.
 */
import { useAtomValue } from 'jotai';
import { busySpanRange, busySpansOn } from '../../../domain/calendar/busy-day';
import { weekRange } from '../../../domain/calendar/days';
import { BUSY_BLOCK_TEXT, busyBlockName } from '../../../domain/messages';
import { hourCycleAtom } from '../../session/time-style';
import * as styles from './busy.css';
import { useBusyWeek } from './use-busy-week';

export interface BusyLayerProps {
  providerId: number;
  day: string;
  /** Minutes to pixels on the lane's scale. */
  px: (minutes: number) => number;
}

export function BusyLayer({ providerId, day, px }: BusyLayerProps) {
  const hourCycle = useAtomValue(hourCycleAtom);
  const { blocks } = useBusyWeek(providerId, weekRange(day).start);
  if (blocks.length === 0) return null;
  const spans = busySpansOn(blocks, day, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <>
      {spans.map((span) => (
        <div
          key={`${span.start}-${span.end}`}
          className={`${styles.busyBlock} ${styles.laneBusy}`}
          style={{ top: px(span.start), height: px(span.end - span.start) }}
          role="note"
          aria-label={busyBlockName(busySpanRange(span, hourCycle))}
          data-testid="busy-block"
        >
          <span aria-hidden="true">{BUSY_BLOCK_TEXT}</span>
        </div>
      ))}
    </>
  );
}
