/**
 * Pure parts of the avatar: the initials of a name and a stable tone index.
 * No DOM: unit-testable on their own.
 */

/** Words of a name in reading order: 'Last, First' reads as 'First Last'. */
function nameWords(name: string): string[] {
  const comma = name.indexOf(',');
  const ordered = comma >= 0 ? `${name.slice(comma + 1)} ${name.slice(0, comma)}` : name;
  return ordered.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** The first letter or digit of a word (a whole code point, so accents and non-Latin scripts survive). */
const firstSign = (word: string): string => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '';

/** Up to two initials: first and last word ('Priya Shah' → 'PS', 'Shah, Priya' → 'PS', 'Team' → 'T'). */
export function initialsOf(name: string): string {
  const words = nameWords(name);
  if (words.length === 0) return '';
  const first = firstSign(words[0] ?? '');
  const last = words.length > 1 ? firstSign(words[words.length - 1] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/**
 * FNV-1a over the name in reading order: the same person gets the same tone
 * on every device and whether a screen shows 'Alex Morgan' or 'Morgan, Alex'.
 */
export function toneIndex(name: string, tones: number): number {
  let hash = 0x811c9dc5;
  for (const char of nameWords(name).join(' ').toLocaleLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return tones > 0 ? hash % tones : 0;
}
