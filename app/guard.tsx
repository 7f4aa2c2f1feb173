/** Applies the pure guard decisions of domain/route-guards to a route. */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { decideAccess, type RouteAccess } from '../domain/route-guards';
import { canReadAuditAtom } from '../features/audit';
import { forgotUserIdAtom } from '../features/forgot-password';
import { nonPortalAtom, rememberedTargetAtom, signedInAtom } from '../features/session';

function RedirectTo({ to, remember }: { to: string; remember: boolean }) {
  const [, navigate] = useLocation();
  const setRemembered = useSetAtom(rememberedTargetAtom);
  // Read while rendering: by the time an effect re-runs (StrictMode) the address is already `to`.
  const [target] = useState(() => `${window.location.pathname}${window.location.search}`);
  useEffect(() => {
    if (remember) setRemembered(target);
    navigate(to, { replace: true });
  }, [to, remember, target, navigate, setRemembered]);
  return null;
}

export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const signedIn = useAtomValue(signedInAtom);
  const nonPortal = useAtomValue(nonPortalAtom);
  const hasForgotUserId = useAtomValue(forgotUserIdAtom) !== null;
  const provider = useAtomValue(canReadAuditAtom);
  const decision = decideAccess(access, { signedIn, nonPortal, hasForgotUserId, provider });
  if (decision.kind === 'redirect') return <RedirectTo to={decision.to} remember={decision.rememberTarget} />;
  return <>{children}</>;
}
