import { describe, expect, it } from 'vitest';
import { freeSlots, nextSlot, placeInColumns, slotAtOrAfter } from '../../ui/day-timeline/day-timeline-layout';

describe('DayTimeline layout', () => {
  it('given spans that do not overlap, should give each the full width', () => {
    expect(placeInColumns([{ start: 600, end: 660 }, { start: 660, end: 720 }])).toEqual([
      { column: 0, columns: 1 },
      { column: 0, columns: 1 },
    ]);
  });

  it('given overlapping spans, should place them side by side and reuse a column once it is free', () => {
    // 9-11 overlaps 10-10:30 and 10:30-12; the last two can share the second column.
    const spans = [
      { start: 630, end: 720 },
      { start: 540, end: 660 },
      { start: 600, end: 630 },
      { start: 780, end: 840 },
    ];
    expect(placeInColumns(spans)).toEqual([
      { column: 1, columns: 2 },
      { column: 0, columns: 2 },
      { column: 1, columns: 2 },
      { column: 0, columns: 1 },
    ]);
  });

  it('given three at once, should use three columns', () => {
    const spans = [{ start: 600, end: 660 }, { start: 600, end: 660 }, { start: 615, end: 630 }];
    expect(placeInColumns(spans).map((p) => p.columns)).toEqual([3, 3, 3]);
    expect(new Set(placeInColumns(spans).map((p) => p.column)).size).toBe(3);
  });

  it('given busy spans, should leave out the slots they touch', () => {
    const free = freeSlots([{ start: 600, end: 660 }, { start: 810, end: 855 }], 30);
    expect(free).toHaveLength(48 - 2 - 2);
    expect(free).not.toContain(600);
    expect(free).not.toContain(630);
    expect(free).toContain(660);
    expect(free).not.toContain(810);
    expect(free).not.toContain(840);
    expect(free).toContain(780);
  });

  it('given keys, should move among the free slots and stop at the ends', () => {
    const slots = [0, 30, 60, 90, 120, 150];
    expect(nextSlot(slots, 30, 'ArrowDown', 30)).toBe(60);
    expect(nextSlot(slots, 0, 'ArrowUp', 30)).toBe(0);
    expect(nextSlot(slots, 0, 'PageDown', 30)).toBe(60);
    expect(nextSlot(slots, 150, 'PageDown', 30)).toBe(150);
    expect(nextSlot(slots, 90, 'Home', 30)).toBe(0);
    expect(nextSlot(slots, 0, 'End', 30)).toBe(150);
    expect(nextSlot([], 0, 'End', 30)).toBeUndefined();
    expect(slotAtOrAfter(slots, 95)).toBe(120);
    expect(slotAtOrAfter(slots, 1000)).toBe(150);
  });
});
