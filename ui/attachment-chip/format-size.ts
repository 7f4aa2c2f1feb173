const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file size for people: "820 B", "14 KB", "1.2 MB" (binary steps of 1024,
 * one decimal below 10, none above). Pure, so screens and tests agree.
 */
export function formatSize(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const decimals = unit === 0 || value >= 10 ? 0 : 1;
  let rounded = Number(value.toFixed(decimals));
  // 1023.7 KB rounds to 1024 KB, which reads better as the next unit.
  if (rounded >= 1024 && unit < units.length - 1) {
    rounded = 1;
    unit += 1;
  }
  return `${rounded} ${units[unit]}`;
}
