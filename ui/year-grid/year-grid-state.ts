/** Months per row of the year grid, as a tuple for the recipe variant and the prop-free layout choice. */
export const yearColumnCounts = [2, 3, 4] as const;
export type YearColumns = (typeof yearColumnCounts)[number];

/**
 * How many month blocks fit a row of a grid `width` px wide while the small
 * calendars' day numbers stay readable at 14 px (about 22 px per day
 * column): two on phones, three from about 520 px of grid, four on wide
 * tablets. Pure: no DOM.
 */
export function yearGridColumns(width: number): YearColumns {
  if (width >= 760) return 4;
  if (width >= 520) return 3;
  return 2;
}

/** The 12 months (0–11) in rows of `columns`. */
export function monthRows(columns: YearColumns): number[][] {
  return Array.from({ length: 12 / columns }, (_, row) => Array.from({ length: columns }, (_, column) => row * columns + column));
}
