/**
 * The team week's busy time (issue 28 item 2). The week is drawn day by day
 * while busy time is read provider by provider: each lane's week comes
 * through useBusyWeek once (one busy/get per provider and week, as the team
 * day's lanes read it, not one per day row) and is handed up, so each day's
 * mini-lane draws its part. A week without busy time draws nothing.
 */
import { useCallback, useEffect, useState } from 'react';
import type { BusyBlock } from '../../../domain/contract/busy-calendars';
import { useBusyWeek } from '../busy/use-busy-week';

/** One empty list for every lane without busy time, so reporting "none" again changes nothing. */
export const NO_BUSY: readonly BusyBlock[] = [];

type Report = (providerId: number, blocks: readonly BusyBlock[]) => void;

/** Each lane's busy blocks by provider id, and the report its loader calls. */
export function useLanesBusy(): [ReadonlyMap<number, readonly BusyBlock[]>, Report] {
  const [byLane, setByLane] = useState<ReadonlyMap<number, readonly BusyBlock[]>>(() => new Map());
  const report = useCallback<Report>(
    (providerId, blocks) => setByLane((prev) => ((prev.get(providerId) ?? NO_BUSY) === blocks ? prev : new Map(prev).set(providerId, blocks))),
    [],
  );
  return [byLane, report];
}

/** Reads one lane's busy week and reports it; draws nothing itself. */
export function LaneBusyLoader({ providerId, sunday, onBlocks }: { providerId: number; sunday: string; onBlocks: Report }) {
  const { blocks } = useBusyWeek(providerId, sunday);
  // Until loaded (and for another week) the hook answers a fresh empty list: report the one NO_BUSY.
  const stable = blocks.length === 0 ? NO_BUSY : blocks;
  useEffect(() => onBlocks(providerId, stable), [providerId, stable, onBlocks]);
  return null;
}
