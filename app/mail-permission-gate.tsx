/**
 * Role 24 and mail (spec 6, 8): entering any mail route asks
 * email/checkPermission for the selected provider. Refused — by that check
 * or later by the server's 403 on any mail call — the user is told the spec
 * 6 text and leaves: to the previous route, or /daily when there is none, it
 * is the root, or it is a mail route (which would only refuse again).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { mailTexts } from '../domain/messages';
import { isMailPath } from '../domain/mail/mail-routes';
import { DELEGATE_ROLE } from '../domain/roles';
import { paths } from '../domain/routes';
import { pushMessageAtom } from '../features/api';
import { checkMailPermissionAtom, selectedMailPermissionAtom } from '../features/mail';
import { profileAtom, selectedProviderIdAtom } from '../features/session';
import { Loader } from '../ui/loader/loader';
import { previousPathAtom } from './navigation-atoms';
import { useGoBack } from './use-go-back';

/** Go Back (spec 2), except that a previous mail route counts as none. */
function useLeaveMail(): () => void {
  const goBack = useGoBack();
  const previous = useAtomValue(previousPathAtom);
  const [, navigate] = useLocation();
  return () => {
    if (previous !== null && isMailPath(previous)) navigate(paths.daily, { replace: true });
    else goBack();
  };
}

export function MailPermissionGate({ children }: { children: ReactNode }) {
  const delegate = useAtomValue(profileAtom)?.userRole === DELEGATE_ROLE;
  const providerId = useAtomValue(selectedProviderIdAtom);
  const status = useAtomValue(selectedMailPermissionAtom);
  const check = useSetAtom(checkMailPermissionAtom);
  const push = useSetAtom(pushMessageAtom);
  const leave = useLeaveMail();
  const previousStatus = useRef(status);

  // Each mail route mounts the gate anew: every entry (and a provider switch) asks again.
  useEffect(() => {
    if (delegate) void check(providerId);
  }, [delegate, providerId, check]);

  // A refusal that happens now (not one left from an earlier visit, which the check above replaces).
  useEffect(() => {
    const was = previousStatus.current;
    previousStatus.current = status;
    if (delegate && status === 'denied' && was !== 'denied') {
      push({ key: 'emailPermissionDenied' });
      leave();
    }
  }, [delegate, status, push, leave]);

  if (!delegate || status === 'permitted') return <>{children}</>;
  return <Loader label={mailTexts.checkingPermission} />;
}
