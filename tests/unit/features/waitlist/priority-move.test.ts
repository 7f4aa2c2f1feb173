import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareEntries } from '../../../../domain/waitlist/statuses';
import { priorityMoves } from '../../../../features/waitlist/priority-move';

interface Row {
  id: number;
  priority: number;
  created_at: string;
}

const ordered = (rows: Row[]) => [...rows].sort(compareEntries);
const apply = (rows: Row[], writes: { entryId: number; priority: number }[]) =>
  ordered(rows.map((r) => ({ ...r, priority: writes.find((w) => w.entryId === r.id)?.priority ?? r.priority })));

describe('priorityMoves', () => {
  it('given three entries of equal priority when the last moves up should write priorities that put it second, not first', () => {
    const rows = ordered([
      { id: 1, priority: 0, created_at: '2026-01-01' },
      { id: 2, priority: 0, created_at: '2026-01-02' },
      { id: 3, priority: 0, created_at: '2026-01-03' },
    ]);
    expect(apply(rows, priorityMoves(rows, 3, 'up')).map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('given the first entry when it moves up should write nothing', () => {
    const rows = [{ id: 1, priority: 0, created_at: 'a' }];
    expect(priorityMoves(rows, 1, 'up')).toEqual([]);
    expect(priorityMoves(rows, 1, 'down')).toEqual([]);
  });

  it('given any list of up to 40 entries when one moves a place should swap exactly it and its neighbour, the others keeping their order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ priority: fc.integer({ min: 0, max: 100 }), day: fc.integer({ min: 1, max: 28 }) }), { minLength: 2, maxLength: 40 }),
        fc.nat(),
        fc.boolean(),
        (raw, pick, up) => {
          const rows = ordered(raw.map((r, i) => ({ id: i + 1, priority: r.priority, created_at: `2026-02-${String(r.day).padStart(2, '0')}T00:00:${String(i).padStart(2, '0')}Z` })));
          const at = pick % rows.length;
          const to = up ? at - 1 : at + 1;
          const after = apply(rows, priorityMoves(rows, rows[at]!.id, up ? 'up' : 'down')).map((r) => r.id);
          const expected = rows.map((r) => r.id);
          if (to >= 0 && to < rows.length) [expected[at], expected[to]] = [expected[to]!, expected[at]!];
          expect(after).toEqual(expected);
        },
      ),
      { seed: 29, numRuns: 300 },
    );
  });
});
