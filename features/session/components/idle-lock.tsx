/**
 * Locks a kept session after KEPT_SESSION_LOCK_IDLE_SECONDS without a touch,
 * click, key or scroll (issue 17 item 16). The server locks it on its own
 * after as long without a call and answers 423; this puts the lock screen up
 * as soon as the person is away, calls or not. Not during a video call:
 * watching is not idling.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useRoute } from 'wouter';
import { paths } from '../../../domain/routes';
import { KEPT_SESSION_LOCK_IDLE_SECONDS } from '../../../domain/session-lock';
import { lockedAtom, lockSessionAtom, sessionAtom } from '../atoms';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function IdleLock() {
  const session = useAtomValue(sessionAtom);
  const locked = useAtomValue(lockedAtom);
  const lock = useSetAtom(lockSessionAtom);
  const [inCall] = useRoute(paths.connect);
  const watching = session?.kept === true && session.profile != null && !locked && !inCall;

  useEffect(() => {
    if (!watching) return;
    const idleMs = KEPT_SESSION_LOCK_IDLE_SECONDS * 1000;
    let lastActivity = Date.now();
    let timer = 0;
    // One timer, checked when it fires: an event only notes the time, so scrolling costs nothing.
    const check = () => {
      const left = lastActivity + idleMs - Date.now();
      if (left <= 0) lock();
      else timer = window.setTimeout(check, left);
    };
    const noteActivity = () => {
      lastActivity = Date.now();
    };
    // A phone asleep in a pocket runs no timers: check again as soon as it is looked at.
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        window.clearTimeout(timer);
        check();
      }
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, noteActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    timer = window.setTimeout(check, idleMs);
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, noteActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [watching, lock]);

  return null;
}
