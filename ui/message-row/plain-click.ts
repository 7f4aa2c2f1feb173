import type { MouseEvent } from 'react';

/**
 * A primary-button click without modifier keys: the only click a router
 * should take over. Ctrl/Cmd/Shift/Alt-clicks open a new tab or window, or
 * download, and must reach the browser untouched.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
