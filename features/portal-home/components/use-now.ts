/**
 * The clock the home reads: it ticks, so Join opens at its time and a
 * session that has ended leaves the card without a reload, and it is read
 * again when the phone brings the app back (timers sleep in the background).
 */
import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

export function useNow(onVisibleAgain?: () => void): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    const visible = () => {
      if (document.visibilityState !== 'visible') return;
      setNow(new Date());
      onVisibleAgain?.();
    };
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [onVisibleAgain]);
  return now;
}
