/**
 * The compose screen's side of leave-guard.ts: one guard while the screen
 * is mounted, armed while there are unsaved changes, and the attempt to
 * confirm as React state. Signing out (or a lost session) stands the guard
 * down first, so logout's reload is never held up by a "leave site?" prompt.
 */
import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loggingOutAtom } from '../../session/atoms';
import { createLeaveGuard, type LeaveAttempt, type LeaveGuard } from './leave-guard';

export interface LeaveGuardControls {
  /** A way out the user took while there were unsaved changes, waiting for their answer. */
  attempt: LeaveAttempt | null;
  /** Keep editing: forget the attempt (the guard is still in place). */
  dismiss: () => void;
  /** Go where the attempt was going, without asking again. */
  proceed: (attempt: LeaveAttempt) => void;
  /** Leave by the screen's own decision (after a send, Discard). */
  leave: (then: () => void) => void;
  /** The screen's own address change (a saved draft's address). */
  release: (then: () => void) => void;
}

export function useLeaveGuard(armed: boolean): LeaveGuardControls {
  const store = useStore();
  const guard = useRef<LeaveGuard | null>(null);
  const [attempt, setAttempt] = useState<LeaveAttempt | null>(null);

  useEffect(() => {
    const created = createLeaveGuard(window, setAttempt);
    guard.current = created;
    const unsubscribe = store.sub(loggingOutAtom, () => {
      if (store.get(loggingOutAtom)) created.leave(() => undefined);
    });
    return () => {
      unsubscribe();
      created.dispose();
      if (guard.current === created) guard.current = null;
    };
  }, [store]);

  useEffect(() => {
    guard.current?.setArmed(armed);
  }, [armed]);

  const dismiss = useCallback(() => setAttempt(null), []);
  const proceed = useCallback((next: LeaveAttempt) => {
    setAttempt(null);
    guard.current?.proceed(next);
  }, []);
  const leave = useCallback((then: () => void) => {
    if (guard.current) guard.current.leave(then);
    else then();
  }, []);
  const release = useCallback((then: () => void) => {
    if (guard.current) guard.current.release(then);
    else then();
  }, []);

  return useMemo(() => ({ attempt, dismiss, proceed, leave, release }), [attempt, dismiss, proceed, leave, release]);
}
