/**
 * The portal home (issue 17, item 15): what a portal user (22, 25) sees at
 * the top of /daily, above their calendar. Their next appointment — with
 * whom, what kind, when in their own zone, Join for video — the ones after
 * it, and the ways to reach the practice (Chat, and Mail for those who have
 * it). It follows the practice's changes live: the server sends a portal
 * user a refreshRequest for their own appointments (issue 17, item 10), and
 * this tab's own changes publish 'appointments:changed'.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { upcomingAppointments, type ViewerClock } from '../../../domain/appointments/upcoming';
import { isoDayIn, viewerTimeZone } from '../../../domain/mail/viewer-zone';
import { messages } from '../../../domain/messages';
import { DELEGATE_ROLE } from '../../../domain/roles';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { CalendarClockIcon } from '../../../ui/icons/icons';
import { SkeletonList } from '../../../ui/skeleton/skeleton';
import { useRealtimeEvent } from '../../realtime';
import { profileAtom, selectedProviderIdAtom } from '../../session/atoms';
import { hourCycleAtom } from '../../session/time-style';
import { loadPortalHomeAtom, portalHomeAtom } from '../atoms';
import { portalHomeCopy } from '../copy';
import { NextAppointment } from './next-appointment';
import * as styles from './portal-home.css';
import { Shortcuts } from './shortcuts';
import { UpcomingList } from './upcoming-list';
import { useNow } from './use-now';

/** The card and a few after it: a glance, not a second calendar. */
const LATER_COUNT = 4;

const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
const deviceLocales = (): readonly string[] | undefined => (typeof navigator === 'undefined' ? undefined : navigator.languages);

/** `waitlist`: the waitlist's card (issue 29), shown under the appointments once they are there. */
export function PortalHome({ waitlist }: { waitlist?: ReactNode }) {
  const profile = useAtomValue(profileAtom);
  const providerId = useAtomValue(selectedProviderIdAtom);
  const state = useAtomValue(portalHomeAtom);
  const load = useSetAtom(loadPortalHomeAtom);
  const timeZone = viewerTimeZone(profile?.loggedInTimezone, deviceZone());
  const hourCycle = useAtomValue(hourCycleAtom);
  const clock = useMemo<ViewerClock>(() => ({ timeZone, locale: deviceLocales(), hourCycle }), [timeZone, hourCycle]);

  const reloadNow = useCallback(() => void load({ providerId, today: isoDayIn(new Date(), timeZone) }), [load, providerId, timeZone]);
  const now = useNow(reloadNow);
  const today = isoDayIn(now, timeZone);

  // On entry, when the provider changes, and when the viewer's day turns.
  useEffect(() => {
    void load({ providerId, today });
  }, [load, providerId, today]);
  useRealtimeEvent('refreshRequest', reloadNow);
  useRealtimeEvent('appointments:changed', reloadNow);

  const shown = state.providerId === providerId ? state : null;
  const upcoming = useMemo(() => upcomingAppointments(shown?.appointments ?? [], now, timeZone), [shown, now, timeZone]);
  if (!profile) return null;

  const loaded = shown !== null && (shown.status === 'ready' || (shown.status === 'loading' && shown.appointments.length > 0) || shown.status === 'failed');
  const [next, ...later] = upcoming;
  // Spec 6: only a delegate (24) needs per-provider mail permission; portal users always have mail.
  const hasMail = profile.userRole !== DELEGATE_ROLE || profile.emailPermission[String(providerId)] === true;

  return (
    <>
      <section aria-label={portalHomeCopy.region} className={styles.home} data-testid="portal-home">
        {!loaded ? (
          <SkeletonList label={portalHomeCopy.loading} rows={2} lines={3} />
        ) : (
          <>
            {shown.status === 'failed' ? (
              <div role="alert" className={styles.failed}>
                <span>{messages.calendarLoadFailed}</span>
                <Button variant="secondary" size="sm" onClick={reloadNow}>
                  {messages.tryAgain}
                </Button>
              </div>
            ) : null}
            {next ? (
              <NextAppointment session={next} now={now} clock={clock} />
            ) : shown.status !== 'failed' ? (
              <EmptyState
                headingLevel={2}
                icon={<CalendarClockIcon size={32} />}
                title={portalHomeCopy.emptyTitle}
                text={portalHomeCopy.emptyText}
              />
            ) : null}
            <UpcomingList
              sessions={later.slice(0, LATER_COUNT)}
              clock={clock}
              viewerRole={profile.userRole}
              clientNameFormat={shown.clientNameFormat}
              clientNameOrder={shown.clientNameOrder}
            />
          </>
        )}
        {loaded && waitlist ? <Suspense fallback={null}>{waitlist}</Suspense> : null}
        <Shortcuts hasMail={hasMail} />
      </section>
      <h2 className={styles.calendarHeading}>{portalHomeCopy.calendar}</h2>
    </>
  );
}
