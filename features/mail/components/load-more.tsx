import { useEffect } from 'react';

/**
 * Rendered with the last row: the virtual list mounts it once the end comes
 * within its overscan, i.e. near the end, and the next page is asked for.
 */
export function LoadMoreWhenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}
