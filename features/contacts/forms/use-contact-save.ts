/**
 * The save step every contact form shares: the contract's zod body checks
 * the fields first (its messages are the table's, spec 5) and the first
 * failure shows in the global message popup; then the call runs with the
 * header's Save showing a loader. A success refreshes the contacts list
 * (invalidateContactsAtom) and shows its text; a failure shows the server's
 * message and leaves the form as it was (spec 8).
 */
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { messages } from '../../../domain/messages';
import { pushMessageAtom } from '../../api/popup-atoms';
import { reportFailureAtom } from '../../api/report-failure';
import { invalidateContactsAtom } from '../atoms';
import { contactFormSavingAtom } from './atoms';

export function useContactSave() {
  const push = useSetAtom(pushMessageAtom);
  const report = useSetAtom(reportFailureAtom);
  const invalidate = useSetAtom(invalidateContactsAtom);
  const setSavingAtom = useSetAtom(contactFormSavingAtom);
  const [busy, setBusyState] = useState(false);
  const busyRef = useRef(false);

  // The header's Save reads the shared flag: it must not outlive the screen.
  useEffect(() => () => setSavingAtom(false), [setSavingAtom]);

  const setBusy = useCallback(
    (on: boolean) => {
      busyRef.current = on;
      setBusyState(on);
      setSavingAtom(on);
    },
    [setSavingAtom],
  );

  /** True when `body` passes `schema`; otherwise shows the first problem and answers false. */
  const check = useCallback(
    (schema: z.ZodType, body: unknown): boolean => {
      const parsed = schema.safeParse(body);
      if (parsed.success) return true;
      push({ text: parsed.error.issues[0]?.message ?? messages.invalidRequest });
      return false;
    },
    [push],
  );

  /** Runs the call once at a time; answers true after a success (its text shown, the list refreshed). */
  const submit = useCallback(
    async <T>(call: () => Promise<T>, successText: (answer: T) => string): Promise<boolean> => {
      if (busyRef.current) return false;
      setBusy(true);
      try {
        const answer = await call();
        setBusy(false);
        invalidate();
        push({ text: successText(answer) });
        return true;
      } catch (error) {
        setBusy(false);
        report(error);
        return false;
      }
    },
    [invalidate, push, report, setBusy],
  );

  return { busy, check, submit };
}
