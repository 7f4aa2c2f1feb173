/**
 * A day's busy blocks (issue 28 item 2) where there is no hour scale to
 * place them on (the team's week mini-lanes): greyed, hatched chips with the
 * word 'Busy' and their hours, named 'Busy, 6:00 AM–7:00 AM'. Never a title:
 * the job keeps none.
 */
import { useAtomValue } from 'jotai';
import { busySpansOn } from '../../../domain/calendar/busy-day';
import type { BusyBlock } from '../../../domain/contract/busy-calendars';
import { BUSY_BLOCK_TEXT, busyBlockName } from '../../../domain/messages';
import { hourCycleAtom } from '../../session/time-style';
import { busySpanRange } from '../../../domain/calendar/busy-day';
import * as styles from './busy.css';

export interface BusyChipsProps {
  /** The lane's busy blocks around the week (useBusyWeek). */
  blocks: readonly BusyBlock[];
  day: string;
  className?: string;
}

export function BusyChips({ blocks, day, className }: BusyChipsProps) {
  const hourCycle = useAtomValue(hourCycleAtom);
  const spans = blocks.length === 0 ? [] : busySpansOn(blocks, day, Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (spans.length === 0) return null;
  return (
    <div className={className} data-testid="busy-chips">
      {spans.map((span) => {
        const range = busySpanRange(span, hourCycle);
        return (
          <div key={`${span.start}-${span.end}`} className={`${styles.busyBlock} ${styles.chipBusy}`} role="note" aria-label={busyBlockName(range)} data-testid="busy-block">
            <span aria-hidden="true">
              {BUSY_BLOCK_TEXT} {range}
            </span>
          </div>
        );
      })}
    </div>
  );
}
