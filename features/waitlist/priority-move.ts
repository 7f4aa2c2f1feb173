/**
 * Move up / Move down on the waitlist screen (issue 29) as priority writes.
 * The list is ordered by priority (higher first), then oldest; equal
 * priorities fall back to age, so giving one entry its neighbour's priority
 * + 1 can jump it past older entries further up. Instead the list as it
 * should read is numbered from the top (n-1 … 0, at most PRIORITY_MAX), and
 * only the entries whose number changes are written: after a first move the
 * numbers are distinct and a move writes two entries. Pure.
 */
import { PRIORITY_MAX, PRIORITY_MIN } from '../../domain/waitlist/wishes';

export interface Ranked {
  id: number;
  priority: number;
}

export interface PriorityWrite {
  entryId: number;
  priority: number;
}

/** The writes that move `id` one place up or down in `ordered` (the active list as shown); [] at an end or for an unknown id. */
export function priorityMoves(ordered: readonly Ranked[], id: number, direction: 'up' | 'down'): PriorityWrite[] {
  const at = ordered.findIndex((e) => e.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ordered.length) return [];
  const desired = [...ordered];
  [desired[at], desired[to]] = [desired[to]!, desired[at]!];
  const top = Math.min(PRIORITY_MAX, Math.max(desired.length - 1, desired[0]!.priority));
  return desired.flatMap((e, i) => {
    const priority = Math.max(PRIORITY_MIN, top - i);
    return priority === e.priority ? [] : [{ entryId: e.id, priority }];
  });
}
