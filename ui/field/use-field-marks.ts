/**
 * Which fields of a form show their error, and the focus that follows a
 * failed save. The caller computes every field's problem (its own rules);
 * this decides when a problem shows:
 *
 * - leaving a field (`leave`) marks it when it has a problem, without more;
 * - a mark goes as soon as the field is valid again, and comes back only on
 *   the next leave or save, so typing is never scolded midway;
 * - a failed save (`markAll`) marks every field with a problem, scrolls the
 *   first into view at once and focuses it once `focusBlocked` is false
 *   (a modal popup that named the problem has closed: focusing while its
 *   focus trap holds would be undone).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { revealField } from './reveal-field';

export interface FieldMarksOptions<K extends string> {
  /** The id of the control to focus for a field (the one its label points at). */
  idOf: (key: K) => string;
  /** While true (a popup is open), the focus after a failed save waits. */
  focusBlocked?: boolean;
}

export interface FieldMarks<K extends string> {
  /** The error to show under a field, or undefined. */
  errorOf: (key: K) => string | undefined;
  /** The user left the field: mark it if it has a problem. */
  leave: (key: K) => void;
  /** A save found problems: mark them all, reveal `first` now and focus it when nothing blocks. */
  markAll: (first: K) => void;
}

export function useFieldMarks<K extends string>(
  problems: Partial<Record<K, string>>,
  { idOf, focusBlocked = false }: FieldMarksOptions<K>,
): FieldMarks<K> {
  const [marked, setMarked] = useState<ReadonlySet<K>>(() => new Set());
  const pending = useRef<K | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const latest = useRef({ problems, idOf });
  useLayoutEffect(() => {
    latest.current = { problems, idOf };
  });

  // A field made valid loses its mark at once (adjusting state while rendering, as React allows).
  const healed = [...marked].filter((key) => !problems[key]);
  if (healed.length > 0) {
    setMarked((current) => new Set([...current].filter((key) => !healed.includes(key))));
  }

  useEffect(() => {
    const key = pending.current;
    if (key === null || focusBlocked) return;
    // After the popup's own focus handling, which runs in a timeout when it closes.
    const timer = window.setTimeout(() => {
      pending.current = null;
      revealField(latest.current.idOf(key));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [focusBlocked, focusRequest]);

  const leave = useCallback((key: K) => {
    if (!latest.current.problems[key]) return;
    setMarked((current) => (current.has(key) ? current : new Set([...current, key])));
  }, []);

  const markAll = useCallback((first: K) => {
    const keys = (Object.keys(latest.current.problems) as K[]).filter((key) => latest.current.problems[key]);
    setMarked((current) => new Set([...current, ...keys, first]));
    pending.current = first;
    setFocusRequest((n) => n + 1);
    // Into view now, behind the popup, so the marked field is what the user sees when it closes.
    revealField(latest.current.idOf(first), { focus: false });
  }, []);

  const errorOf = (key: K) => (marked.has(key) ? problems[key] : undefined);

  return { errorOf, leave, markAll };
}
