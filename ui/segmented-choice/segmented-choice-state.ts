/**
 * Keys that move the selection in a radio group (arrows either way) or the
 * focus in a horizontal toolbar (Left and Right only: Up and Down are left
 * to the page), and where they go. Pure: no DOM.
 */
export function nextIndex(key: string, current: number, count: number, arrows: 'both' | 'horizontal' = 'both'): number | null {
  if (count === 0) return null;
  const vertical = arrows === 'both';
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowDown':
      return vertical ? (current + 1) % count : null;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'ArrowUp':
      return vertical ? (current - 1 + count) % count : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
