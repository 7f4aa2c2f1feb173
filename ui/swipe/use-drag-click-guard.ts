import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** Travel (px) after which a press is a drag, not a tap. */
const TAP_SLOP_PX = 10;

/**
 * A mouse drag that starts and ends on the same link would also click it:
 * swiping a list must not open the item under the finger. Spread the returned
 * capture handlers on the swiped element, beside useSwipe's.
 */
export function useDragClickGuard() {
  const downAt = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDownCapture: (event: PointerEvent<HTMLElement>) => {
      downAt.current = { x: event.clientX, y: event.clientY };
    },
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      const from = downAt.current;
      downAt.current = null;
      // detail 0: a click from the keyboard (Enter, Space), never a drag.
      if (event.detail === 0) return;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > TAP_SLOP_PX) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
  };
}
