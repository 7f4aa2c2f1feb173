import { useRef, type PointerEvent, type TouchEvent } from 'react';
import { decideSwipe, toThresholds, type Point, type SwipeThresholds } from './swipe-state';

export interface UseSwipeOptions {
  /** Finger or pointer moved left (usually: go forward / next). */
  onSwipeLeft?: () => void;
  /** Finger or pointer moved right (usually: go back / previous). */
  onSwipeRight?: () => void;
  /** Minimum travel in px, one for both directions or `{ left, right }`. Default 50. */
  threshold?: number | SwipeThresholds;
  /** Ignore gestures while true. */
  disabled?: boolean;
}

/** Handlers to spread on the swiped element. Give it `touch-action: pan-y` so vertical scrolling still works. */
export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  onTouchCancel: () => void;
}

/**
 * Horizontal swipe detection for touch (touch events) and mouse or pen
 * (pointer events). Touch pointers are skipped in the pointer handlers so a
 * finger swipe fires once. Swipeable views must also offer buttons.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight, threshold, disabled = false }: UseSwipeOptions): SwipeHandlers {
  const start = useRef<Point | null>(null);

  const finish = (end: Point) => {
    const from = start.current;
    start.current = null;
    if (!from || disabled) return;
    const direction = decideSwipe(from, end, toThresholds(threshold));
    if (direction === 'left') onSwipeLeft?.();
    if (direction === 'right') onSwipeRight?.();
  };
  const cancel = () => {
    start.current = null;
  };

  return {
    onPointerDown: (event) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      if (event.pointerType === 'touch') return;
      finish({ x: event.clientX, y: event.clientY });
    },
    onPointerCancel: (event) => {
      // Touch gestures are tracked by the touch handlers; the browser may cancel the pointer when it pans.
      if (event.pointerType !== 'touch') cancel();
    },
    onTouchStart: (event) => {
      const touch = event.touches[0];
      // A second finger means pinch or zoom, not a swipe.
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event) => {
      const touch = event.changedTouches[0];
      if (touch) finish({ x: touch.clientX, y: touch.clientY });
    },
    onTouchCancel: cancel,
  };
}
