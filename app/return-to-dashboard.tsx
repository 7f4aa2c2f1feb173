/**
 * Spec 2: coming back to the app on a mobile device opens the dashboard,
 * unless the user was writing an e-mail (the rule is domain's returnToAppTarget).
 */
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { returnToAppTarget } from '../domain/route-guards';
import { signedInAtom } from '../features/session';

/** Touch-first devices: the phones and tablets the rule is about. */
const MOBILE_QUERY = '(pointer: coarse)';

export function ReturnToDashboard() {
  const [location, navigate] = useLocation();
  const signedIn = useAtomValue(signedInAtom);
  const latest = useRef({ location, signedIn });
  useEffect(() => {
    latest.current = { location, signedIn };
  }, [location, signedIn]);

  useEffect(() => {
    let wasHidden = document.visibilityState === 'hidden';
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        wasHidden = true;
        return;
      }
      if (!wasHidden) return;
      wasHidden = false;
      const mobile = window.matchMedia(MOBILE_QUERY).matches;
      const target = returnToAppTarget(latest.current.location, { mobile, signedIn: latest.current.signedIn });
      if (target) navigate(target);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [navigate]);

  return null;
}
