/**
 * A tab opened synchronously in a click (popup blockers allow only that),
 * pointed at its address once that is known, e.g. after a server call.
 * 'noopener' is not passed because window.open then returns null, which would
 * read as blocked; the opener is cut on the handle instead.
 */
export interface PendingTab {
  go: (url: string) => void;
  close: () => void;
}

/** The pending tab, or null when the browser blocked it. */
export function openBlankTab(open: typeof window.open = window.open.bind(window)): PendingTab | null {
  const handle = open('about:blank', '_blank');
  if (handle === null) return null;
  try {
    handle.opener = null;
  } catch {
    // Some browsers make opener read-only on a fresh window: the same-origin page is harmless anyway.
  }
  return {
    go: (url) => {
      handle.location.href = url;
    },
    close: () => handle.close(),
  };
}
