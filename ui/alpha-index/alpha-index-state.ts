/**
 * Pure rules of the alphabet index: which letter a pointer position names,
 * and where the keyboard moves (skipping letters that have no entries).
 */

/** The letter at a fraction (0 top … 1 bottom) of the strip's height. */
export function indexAtFraction(fraction: number, count: number): number {
  if (count <= 0) return -1;
  const clamped = Math.min(Math.max(fraction, 0), 0.999_999);
  return Math.floor(clamped * count);
}

/** The next enabled index from `from` in `step` direction (±1), or `from` when there is none. */
export function stepEnabled(enabled: readonly boolean[], from: number, step: 1 | -1): number {
  for (let i = from + step; i >= 0 && i < enabled.length; i += step) if (enabled[i]) return i;
  return from;
}

/** The first (or last) enabled index, or -1 when none is. */
export function edgeEnabled(enabled: readonly boolean[], edge: 'first' | 'last'): number {
  return edge === 'first' ? enabled.indexOf(true) : enabled.lastIndexOf(true);
}

export type AlphaIndexKeyMove = { kind: 'step'; step: 1 | -1 } | { kind: 'edge'; edge: 'first' | 'last' };

/** What a key does on the index (a vertical slider): arrows step, Home/End jump to the ends. */
export function keyMove(key: string): AlphaIndexKeyMove | null {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
    case 'PageDown':
      return { kind: 'step', step: 1 };
    case 'ArrowUp':
    case 'ArrowLeft':
    case 'PageUp':
      return { kind: 'step', step: -1 };
    case 'Home':
      return { kind: 'edge', edge: 'first' };
    case 'End':
      return { kind: 'edge', edge: 'last' };
    default:
      return null;
  }
}
