/** A point in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

export type SwipeDirection = 'left' | 'right';

/** Minimum horizontal travel (px) for each direction; a swipe must go further than this. */
export interface SwipeThresholds {
  left: number;
  right: number;
}

export const defaultSwipeThreshold = 50;

/** Normalises the `threshold` option: one number for both directions, or one per direction. */
export function toThresholds(threshold: number | SwipeThresholds = defaultSwipeThreshold): SwipeThresholds {
  return typeof threshold === 'number' ? { left: threshold, right: threshold } : threshold;
}

/**
 * Decides a horizontal swipe from where a gesture started and ended.
 * Returns null for short moves and for mostly vertical ones (scrolling).
 * Pure: no DOM.
 */
export function decideSwipe(start: Point, end: Point, thresholds: SwipeThresholds): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= Math.abs(dy)) return null;
  if (dx < 0 && -dx > thresholds.left) return 'left';
  if (dx > 0 && dx > thresholds.right) return 'right';
  return null;
}
