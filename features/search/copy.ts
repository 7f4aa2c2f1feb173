/**
 * Screen copy of the header search that only the browser uses. The spec's
 * texts ('Searches contacts and appointments:', 'From', 'To', 'Go', …) stay
 * in domain/messages.ts.
 */
export const searchCopy = {
  /** The control the From / To range folds behind (issue 27 item 8). */
  dates: 'Dates',
} as const;

