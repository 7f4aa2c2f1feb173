/** Characters of the stem kept beside the extension, so "report-v2.pdf" and "report-v3.pdf" stay apart when cut. */
const stemTail = 5;
/** Longer "extensions" are part of the name (e.g. "notes.from-the-meeting"). */
const maxExtension = 8;

/**
 * Splits a file name for a middle ellipsis: CSS cuts `head` when space runs
 * out while `tail` (the end of the stem and the extension) always shows.
 * Counts code points, so an emoji is never cut in half.
 */
export function splitFileName(name: string): { head: string; tail: string } {
  const chars = Array.from(name);
  const dot = name.lastIndexOf('.');
  const extensionLength = dot > 0 && name.length - dot <= maxExtension ? Array.from(name.slice(dot)).length : 0;
  const tailLength = extensionLength + stemTail;
  // Too short to be worth cutting in the middle: an end ellipsis will do.
  if (chars.length <= tailLength * 2) return { head: name, tail: '' };
  return { head: chars.slice(0, -tailLength).join(''), tail: chars.slice(-tailLength).join('') };
}
