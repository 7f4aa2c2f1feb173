/**
 * /connect/:code — the Meadow Connect room (issue 15). Public: a guest with
 * the link of their reminder needs no session; a signed-in user's session
 * goes with the socket (hosts must be signed in). The plumbing lives in
 * ConnectController; this component only wires it to the room's atoms.
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { messages } from '../../../domain/messages';
import type { HourCycle } from '../../../domain/time-style';
import { videoTexts } from '../copy';
import { paths } from '../../../domain/routes';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { Notice } from '../../../ui/notice/notice';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { pushMessageAtom } from '../../api/popup-atoms';
import { profileAtom, rememberedTargetAtom, sessionAtom } from '../../session/atoms';
import { hourCycleAtom } from '../../session/time-style';
import { resetRoomAtom, roomAtom, roomDispatchAtom } from '../atoms';
import { ConnectController } from '../connect-controller';
import { canShareScreen, countCameras, showsCameraSwitch } from '../rtc/media';
import { CallView } from './call-view';
import { Lobby } from './lobby';
import * as styles from './room.css';

/** Tests read the peer connections' stats through window.__meadowConnect when this flag is set. */
const TEST_HOOK_FLAG = 'meadow.rtcDebug';

function testHookWanted(): boolean {
  try {
    return new URLSearchParams(window.location.search).has('rtcDebug') || window.localStorage.getItem(TEST_HOOK_FLAG) === '1';
  } catch {
    return false;
  }
}

/** 'Monday, November 23, 2026, 15:00' (or '3:00 PM', the user's hour cycle) in the appointment's zone. */
function formatStart(iso: string | undefined, timeZone: string | undefined, hourCycle: HourCycle): string {
  if (!iso) return '';
  const hour = hourCycle === 'h12' ? 'numeric' : '2-digit';
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour, minute: '2-digit', hourCycle };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(new Date(iso));
  }
}

export function ConnectRoom({ code }: { code: string }) {
  const store = useStore();
  const room = useAtomValue(roomAtom);
  const profile = useAtomValue(profileAtom);
  const hourCycle = useAtomValue(hourCycleAtom);
  const push = useSetAtom(pushMessageAtom);
  const setRemembered = useSetAtom(rememberedTargetAtom);
  // Handlers read it; rendering never does (it lives outside React, see connect-controller.ts).
  const controllerRef = useRef<ConnectController | null>(null);
  const [cameras, setCameras] = useState(0);

  useEffect(() => {
    store.set(resetRoomAtom, code);
    // Read once: a renewed session must not rebuild the call.
    const session = store.get(sessionAtom);
    const next = new ConnectController({
      code,
      auth: session?.profile ? { userId: session.userId, token: session.token } : null,
      dispatch: (action) => store.set(roomDispatchAtom, action),
      getState: () => store.get(roomAtom),
      exposeForTests: testHookWanted(),
    });
    const abort = new AbortController();
    void next.load(abort.signal);
    controllerRef.current = next;
    const onPageHide = () => next.dispose();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      abort.abort();
      next.dispose();
      if (controllerRef.current === next) controllerRef.current = null;
    };
  }, [code, store]);

  // Cameras are listed fully only after permission: count again once the preview runs.
  const hasVideo = room.local.hasVideo;
  useEffect(() => {
    if (!hasVideo) return;
    void countCameras().then(setCameras);
  }, [hasVideo]);

  const coarse = useMemo(() => typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches, []);
  const startsAt = formatStart(room.info?.startsAt, room.info?.timezone, hourCycle);
  const defaultName = profile ? [profile.firstName, profile.lastName].filter(Boolean).join(' ') : '';
  const showMessage = (text: string | null) => {
    if (text) push({ text });
  };

  let body: React.ReactNode;
  if (room.code !== code || room.phase === 'loading') {
    body = <Loader label={videoTexts.loading} />;
  } else if (room.phase === 'unavailable') {
    body = <Notice title={room.message ?? messages.videoSessionNotFound} tone="danger" data-testid="connect-unavailable" />;
  } else if (room.phase === 'ended') {
    const signIn = room.message === messages.sessionInvalid;
    const final = room.message === messages.videoSessionPastTime || room.message === messages.videoSessionNotFound || room.message === messages.videoSessionCancelled;
    body = (
      <Notice
        title={room.message ?? messages.videoSessionEnded}
        data-testid="connect-ended"
        action={
          signIn ? (
            <Link href={paths.login} onClick={() => setRemembered(window.location.pathname)}>
              {videoTexts.signIn}
            </Link>
          ) : final ? undefined : (
            <Button variant="secondary" onClick={() => {
          const c = controllerRef.current;
          if (c) void c.backToLobby();
        }}>
              {videoTexts.rejoin}
            </Button>
          )
        }
      />
    );
  } else if (room.phase === 'lobby' || room.phase === 'joining') {
    body = (
      <Lobby
        room={room}
        defaultName={defaultName}
        busy={room.phase === 'joining'}
        startsAt={startsAt}
        onToggle={(kind) => controllerRef.current?.toggle(kind)}
        onRetryDevices={() => {
          const c = controllerRef.current;
          if (c) void c.acquire({ audio: true, video: true });
        }}
        onAudioOnly={() => {
          const c = controllerRef.current;
          if (c) void c.acquire({ audio: true, video: false });
        }}
        onWithoutDevices={() => {
          const c = controllerRef.current;
          if (c) void c.acquire({ audio: false, video: false });
        }}
        onJoin={(name) => controllerRef.current?.join(name)}
      />
    );
  } else if (room.phase === 'waiting') {
    body = (
      <div className={styles.room}>
        <Notice title={videoTexts.waitingForProvider} text={room.info?.title} data-testid="connect-waiting" />
        {room.reconnecting ? <p className={styles.banner}>{videoTexts.reconnecting}</p> : null}
        <Button variant="secondary" onClick={() => {
          const c = controllerRef.current;
          if (c) void c.leave();
        }}>
          {videoTexts.leave}
        </Button>
      </div>
    );
  } else {
    body = (
      <CallView
        room={room}
        showSwitchCamera={showsCameraSwitch(cameras, coarse, room.local.hasVideo)}
        showScreenShare={canShareScreen()}
        onToggle={(kind) => controllerRef.current?.toggle(kind)}
        onSwitchCamera={() => {
          const c = controllerRef.current;
          if (c) void c.switchCamera().catch(() => push({ text: videoTexts.mediaFailed }));
        }}
        onScreen={() => {
          const c = controllerRef.current;
          if (c) void c.toggleScreen().then(showMessage);
        }}
        onAdmit={(peerId) => void controllerRef.current?.admit(peerId).then(showMessage)}
        onDeny={(peerId) => void controllerRef.current?.deny(peerId).then(showMessage)}
        onLeave={() => void controllerRef.current?.leave()}
        onEnd={() => {
          const c = controllerRef.current;
          if (c) void c.endForEveryone().then(showMessage);
        }}
      />
    );
  }

  return (
    <div data-testid="connect-room" data-phase={room.phase}>
      {body}
      {/* Knocks, arrivals and departures, for screen readers. */}
      <VisuallyHidden role="status" aria-live="polite" data-testid="connect-announcement">
        {room.announcement}
      </VisuallyHidden>
    </div>
  );
}
