/**
 * Join, for a video appointment (issue 17, item 15): the portal side of the
 * detail screen's 'Start video session' flow. Open from
 * CONNECT_OPENS_BEFORE_MINUTES before the start until the end; before that
 * the (disabled) button says when it opens. The new tab is opened in the
 * click — popup blockers allow nothing later — and pointed at the session
 * once the server has given it; a failure closes it and shows the server's
 * message, a blocked tab the popup-blocker message (spec 8).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { joinState, sameViewerDay, formatDay, formatTime, type Upcoming, type ViewerClock } from '../../../domain/appointments/upcoming';
import { Button } from '../../../ui/button/button';
import { VideoIcon } from '../../../ui/icons/icons';
import { cx } from '../../../ui/utils/cx';
import { openBlankTab } from '../../../ui/utils/open-blank-tab';
import { videoFailureMessage } from '../../api/video-failure';
import { pushMessageAtom } from '../../api/popup-atoms';
import { selectedProviderIdAtom } from '../../session/atoms';
import { videoSessionUrl } from '../api/join-video';
import type { HomeAppointment } from '../atoms';
import { portalHomeCopy } from '../copy';
import * as styles from './portal-home.css';

export interface JoinButtonProps {
  session: Upcoming<HomeAppointment>;
  now: Date;
  clock: ViewerClock;
  className?: string;
}

export function JoinButton({ session, now, clock, className }: JoinButtonProps) {
  const push = useSetAtom(pushMessageAtom);
  const providerId = useAtomValue(selectedProviderIdAtom);
  const [busy, setBusy] = useState(false);
  const state = joinState(session, now);

  if (state.kind === 'ended') return null;
  if (state.kind === 'notYet') {
    const time = formatTime(state.opensAt, clock);
    const label = sameViewerDay(state.opensAt, now, clock)
      ? portalHomeCopy.joinOpensAt(time)
      : portalHomeCopy.joinOpensOn(formatDay(state.opensAt, clock), time);
    return (
      <Button fullWidth disabled variant="secondary" icon={<VideoIcon size={20} />} className={cx(styles.joinLater, className)}>
        {label}
      </Button>
    );
  }

  const join = () => {
    const tab = openBlankTab();
    if (!tab) {
      push({ key: 'popupBlocked' });
      return;
    }
    setBusy(true);
    videoSessionUrl(session.appointment.id, providerId, window.location.origin)
      .then((url) => tab.go(url))
      .catch((error: unknown) => {
        tab.close();
        push(videoFailureMessage(error));
      })
      .finally(() => setBusy(false));
  };

  return (
    <Button fullWidth className={className} onClick={join} loading={busy} loadingLabel={portalHomeCopy.joining} icon={<VideoIcon size={20} />}>
      {portalHomeCopy.join}
    </Button>
  );
}
