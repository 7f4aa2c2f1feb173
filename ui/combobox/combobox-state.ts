/** Which option ArrowDown / ArrowUp make active in a combobox list. Pure: no DOM. */
export function nextActiveIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    default:
      return null;
  }
}
