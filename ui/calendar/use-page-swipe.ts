import { useRef, type MouseEvent } from 'react';
import { useSwipe, type SwipeHandlers } from '../swipe/use-swipe';
import type { SwipeThresholds } from '../swipe/swipe-state';

export interface UsePageSwipeOptions {
  onNext: () => void;
  onPrevious: () => void;
  threshold: number | SwipeThresholds;
}

/**
 * `useSwipe` for a calendar page (left = next, right = previous) plus a guard:
 * a mouse drag that starts and ends on the same day or month button would
 * also click it, so the click that follows a swipe in the same task is
 * swallowed.
 */
export function usePageSwipe({ onNext, onPrevious, threshold }: UsePageSwipeOptions): SwipeHandlers & {
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
} {
  const swallowClick = useRef(false);
  const swiped = (go: () => void) => () => {
    swallowClick.current = true;
    // The click of the same gesture comes in this task; later clicks are the user's.
    setTimeout(() => {
      swallowClick.current = false;
    }, 0);
    go();
  };
  const handlers = useSwipe({ onSwipeLeft: swiped(onNext), onSwipeRight: swiped(onPrevious), threshold });
  return {
    ...handlers,
    onClickCapture: (event) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
