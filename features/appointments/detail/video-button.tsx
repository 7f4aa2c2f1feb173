/**
 * 'Start video session' (spec 2, 6): fetches the video service's address
 * when shown, then opens the session in a new tab on click. No address:
 * nothing opens and the video-login message shows; a blocked popup shows the
 * popup-blocker message (spec 8).
 */
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { AppointmentDetail } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { pushMessageAtom } from '../../api/popup-atoms';
import { getVideoBaseUrl } from '../api/get-video-base-url';
import { openVideoSession, videoSessionUrl } from './video-session';

export interface VideoButtonProps {
  appointment: AppointmentDetail;
  /** The signed-in user is a portal user (22, 25): they join with the client's code. */
  portalSide: boolean;
}

export function VideoButton({ appointment, portalSide }: VideoButtonProps) {
  const push = useSetAtom(pushMessageAtom);
  // undefined while the address loads.
  const [baseUrl, setBaseUrl] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    void getVideoBaseUrl(controller.signal).then((url) => {
      if (!controller.signal.aborted) setBaseUrl(url);
    });
    return () => controller.abort();
  }, []);

  const start = () => {
    const outcome = openVideoSession(videoSessionUrl(appointment, baseUrl ?? null, portalSide));
    if (outcome === 'noUrl') push({ key: 'videoLoginFailed' });
    else if (outcome === 'blocked') push({ key: 'popupBlocked' });
  };

  return (
    <Button fullWidth onClick={start} loading={baseUrl === undefined} loadingLabel={messages.startVideoSession}>
      {messages.startVideoSession}
    </Button>
  );
}
