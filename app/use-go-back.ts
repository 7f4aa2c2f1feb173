import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { backDecision } from '../domain/route-guards';
import { previousPathAtom } from './navigation-atoms';

/** Back in history, or /daily when there is no previous route or it is the root (spec 2). */
export function useGoBack(): () => void {
  const previous = useAtomValue(previousPathAtom);
  const [, navigate] = useLocation();
  return useCallback(() => {
    const decision = backDecision(previous);
    if (decision.kind === 'history') window.history.back();
    else navigate(decision.to, { replace: true });
  }, [previous, navigate]);
}
