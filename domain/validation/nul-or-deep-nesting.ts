/** Deepest structure searched; a deeper one is refused as if it held a NUL (no honest request nests this far). */
export const NUL_SEARCH_DEPTH_MAX = 64;

/**
 * Whether a request's params, query or body hold a NUL character anywhere
 * (keys included). PostgreSQL's text cannot store one, so a NUL would fail
 * deep in a query; refusing it up front gives a clear 400 instead. Walks
 * without recursion: a hostile body may nest thousands of levels.
 */
export function hasNulOrDeepNesting(value: unknown): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= NUL_SEARCH_DEPTH_MAX) return true;
    if (ArrayBuffer.isView(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return true;
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}
