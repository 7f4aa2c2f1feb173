import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { recordPathAtom } from './navigation-atoms';

/** Records each visited path for the back buttons. */
export function LocationTracker() {
  const [location] = useLocation();
  const record = useSetAtom(recordPathAtom);
  useEffect(() => record(location), [location, record]);
  return null;
}
