/**
 * Saves the scroll position per route and restores it on return; other
 * arrivals start at the top (spec 2). The monthly view will scroll to the
 * selected month itself.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

const positions = new Map<string, number>();

export function ScrollRestoration() {
  const [location] = useLocation();
  const current = useRef(location);

  useEffect(() => {
    // The browser's own restoration fights ours on back/forward.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Recorded synchronously: a deferred write could land under the next route.
    const onScroll = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    current.current = location;
    window.scrollTo(0, positions.get(location) ?? 0);
  }, [location]);

  return null;
}
