/**
 * 'Start video session' (spec 2, 6; issue 15). The new tab is opened
 * synchronously in the click — popup blockers allow nothing later — and
 * pointed at the session once it is known: the Meadow Connect room (after
 * the server confirmed the session can be joined) or the Secure Video login
 * URI. A failure closes the tab and shows the server's message; a past
 * session is refused before anything opens; a blocked tab shows the
 * popup-blocker message (spec 8).
 */
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { AppointmentDetail } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { ApiError } from '../../api/api-error';
import { pushMessageAtom } from '../../api/popup-atoms';
import { checkConnectSession } from '../api/check-connect-session';
import { getSecureVideoLogin } from '../api/secure-video-login';
import { isPastSession, videoTarget } from './video-session';
import { openBlankTab } from '../../../ui/utils/open-blank-tab';
import { videoFailureMessage } from '../../api/video-failure';

export interface VideoButtonProps {
  appointment: AppointmentDetail;
  /** The signed-in user is a portal user (22, 25): they join with the client's code. */
  portalSide: boolean;
}

const OK = 200;
const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

export function VideoButton({ appointment, portalSide }: VideoButtonProps) {
  const push = useSetAtom(pushMessageAtom);
  const [busy, setBusy] = useState(false);

  const start = () => {
    if (isPastSession(appointment)) {
      push({ key: 'videoSessionPastTime' });
      return;
    }
    const target = videoTarget(appointment, window.location.origin, portalSide);
    if (target.kind === 'none') {
      push({ key: 'videoLoginFailed' });
      return;
    }
    const tab = openBlankTab();
    if (!tab) {
      push({ key: 'popupBlocked' });
      return;
    }
    setBusy(true);
    const where: Promise<string> =
      target.kind === 'connect'
        ? checkConnectSession(target.code).then(() => target.url)
        : getSecureVideoLogin(target.id).then((answer) => {
            if (answer.code !== OK || !isHttpUrl(answer.login_uri)) throw new ApiError(answer.code, messages.videoLoginFailed);
            return answer.login_uri;
          });
    where
      .then((url) => tab.go(url))
      .catch((error: unknown) => {
        tab.close();
        push(videoFailureMessage(error));
      })
      .finally(() => setBusy(false));
  };

  return (
    <Button fullWidth onClick={start} loading={busy} loadingLabel={messages.startVideoSession}>
      {messages.startVideoSession}
    </Button>
  );
}
