/**
 * Where app/ mounts the portal home on /daily: nothing for staff, who never
 * download it; for a portal user (22, 25) the home, loaded on demand.
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { isPortalRole } from '../../../domain/roles';
import { profileAtom } from '../../session/atoms';

const PortalHome = lazy(() => import('./portal-home').then((m) => ({ default: m.PortalHome })));

/** `waitlist`: the waitlist's card (issue 29), which app/ passes in (features do not import each other); rendered only inside a portal user's home. */
export function PortalHomeSlot({ waitlist }: { waitlist?: ReactNode }) {
  const role = useAtomValue(profileAtom)?.userRole;
  if (role === undefined || !isPortalRole(role)) return null;
  return (
    <Suspense fallback={null}>
      <PortalHome waitlist={waitlist} />
    </Suspense>
  );
}
