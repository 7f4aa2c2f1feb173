import { useState } from 'react';

export const slideDirections = ['none', 'forward', 'back'] as const;
export type SlideDirection = (typeof slideDirections)[number];

/**
 * Which way the page (week, month, year) just moved, from a key that sorts in
 * time order (an ISO date, a zero-padded 'YYYY-MM'). 'none' on the first render.
 */
export function useSlideDirection(pageKey: string): SlideDirection {
  const [previous, setPrevious] = useState(pageKey);
  const [direction, setDirection] = useState<SlideDirection>('none');
  // Adjusting state while rendering when a prop changes (react.dev "You might not need an effect").
  if (previous !== pageKey) {
    setPrevious(pageKey);
    setDirection(pageKey > previous ? 'forward' : 'back');
  }
  return direction;
}
