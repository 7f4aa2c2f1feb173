/** The pure parts of MultiSelect: no DOM. */
import { nextIndex } from '../segmented-choice/segmented-choice-state';

/** The selection after one option is checked or unchecked; values stay in the order they were picked. */
export function toggleValue(value: readonly string[], option: string, checked: boolean): string[] {
  const without = value.filter((v) => v !== option);
  return checked ? [...without, option] : without;
}

/** How many of a section's options are selected: one Set lookup each, so hundreds stay cheap. */
export function countSelected(options: readonly { value: string }[], selected: ReadonlySet<string>): number {
  let count = 0;
  for (const option of options) if (selected.has(option.value)) count += 1;
  return count;
}

/**
 * Where a key moves focus among the section headers (the ARIA accordion's
 * optional keys): ArrowDown / ArrowUp wrap, Home / End jump. Headers stack
 * vertically, so ArrowLeft / ArrowRight stay with the page.
 */
export function nextHeaderIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowLeft' || key === 'ArrowRight') return null;
  return nextIndex(key, current, count);
}
