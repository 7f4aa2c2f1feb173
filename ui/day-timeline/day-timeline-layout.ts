/**
 * The pure geometry of DayTimeline (no DOM): side-by-side columns for
 * overlapping spans, the free slots between them, and roving focus among
 * the slots.
 */

/** A span of the day in minutes since midnight, end after start. */
export interface TimeSpan {
  readonly start: number;
  readonly end: number;
}

/** Column `column` (0-based) of `columns` equal columns. */
export interface ColumnPlacement {
  readonly column: number;
  readonly columns: number;
}

export const MINUTES_PER_DAY = 24 * 60;

/**
 * Places spans in columns so overlapping ones sit side by side: each run of
 * (transitively) overlapping spans shares a column count, each span takes the
 * first column free at its start. Returns placements in the input's order.
 */
export function placeInColumns(spans: readonly TimeSpan[]): ColumnPlacement[] {
  const order = spans.map((_, index) => index).sort((a, b) => spans[a]!.start - spans[b]!.start || spans[b]!.end - spans[a]!.end);
  const result: ColumnPlacement[] = spans.map(() => ({ column: 0, columns: 1 }));
  let run: number[] = [];
  let columnEnds: number[] = [];
  let runEnd = -Infinity;
  const closeRun = () => {
    for (const index of run) result[index] = { column: result[index]!.column, columns: columnEnds.length };
    run = [];
    columnEnds = [];
  };
  for (const index of order) {
    const span = spans[index]!;
    if (span.start >= runEnd) {
      closeRun();
      runEnd = -Infinity;
    }
    let column = columnEnds.findIndex((end) => end <= span.start);
    if (column === -1) column = columnEnds.push(span.end) - 1;
    else columnEnds[column] = span.end;
    result[index] = { column, columns: 1 };
    run.push(index);
    runEnd = Math.max(runEnd, span.end);
  }
  closeRun();
  return result;
}

/** Starts (minutes) of the `slotMinutes`-long slots of the day that no busy span touches. */
export function freeSlots(busy: readonly TimeSpan[], slotMinutes: number): number[] {
  const slots: number[] = [];
  for (let start = 0; start < MINUTES_PER_DAY; start += slotMinutes) {
    const end = start + slotMinutes;
    if (!busy.some((span) => span.start < end && span.end > start)) slots.push(start);
  }
  return slots;
}

/** The free slot to start keyboard focus on: the first at or after `minutes`, else the last one. */
export function slotAtOrAfter(slots: readonly number[], minutes: number): number | undefined {
  return slots.find((start) => start >= minutes) ?? slots[slots.length - 1];
}

export type SlotKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

const SLOT_KEYS = new Set<string>(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']);
export const isSlotKey = (key: string): key is SlotKey => SLOT_KEYS.has(key);

/** The slot a key moves focus to: ↑/↓ one slot, PageUp/PageDown an hour's worth, Home/End the ends. */
export function nextSlot(slots: readonly number[], current: number, key: SlotKey, slotMinutes: number): number | undefined {
  if (slots.length === 0) return undefined;
  const index = Math.max(0, slots.indexOf(current));
  const page = Math.max(1, Math.round(60 / slotMinutes));
  const target = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    PageDown: index + page,
    PageUp: index - page,
    Home: 0,
    End: slots.length - 1,
  }[key];
  return slots[Math.max(0, Math.min(slots.length - 1, target))];
}
