/**
 * Before the call: the preview of one's own camera, what went wrong with the
 * devices and what one can do instead, the guest's name, and Join / Ask to join.
 */
import { useState } from 'react';
import { messages } from '../../../domain/messages';
import { connectStartsAt, videoTexts } from '../copy';
import { CONNECT_NAME_MAX } from '../../../domain/contract/video';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import type { MediaProblem } from '../rtc/media';
import type { RoomState } from '../room-state';
import { MediaToggles } from './media-toggles';
import { VideoTile } from './video-tile';
import * as styles from './room.css';

const problemText: Record<MediaProblem, string> = {
  denied: videoTexts.mediaDenied,
  missing: videoTexts.mediaMissing,
  busy: videoTexts.mediaBusy,
  unsupported: videoTexts.mediaUnsupported,
  failed: videoTexts.mediaFailed,
};

/** The problem's text; when the microphone still works, say that the camera alone failed. */
export function mediaProblemText(problem: MediaProblem, hasAudio: boolean): string {
  return hasAudio && problem !== 'denied' ? videoTexts.cameraOnlyProblem : problemText[problem];
}

export interface LobbyProps {
  room: RoomState;
  defaultName: string;
  busy: boolean;
  startsAt: string;
  onToggle: (kind: 'audio' | 'video') => void;
  onRetryDevices: () => void;
  onAudioOnly: () => void;
  onWithoutDevices: () => void;
  onJoin: (name: string) => void;
}

export function Lobby({ room, defaultName, busy, startsAt, onToggle, onRetryDevices, onAudioOnly, onWithoutDevices, onJoin }: LobbyProps) {
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | null>(null);
  const { local } = room;
  const guest = room.role === 'guest';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (guest && name.trim() === '') {
      setNameError(messages.nameRequired);
      return;
    }
    onJoin(name);
  };

  return (
    <form className={styles.room} onSubmit={submit} noValidate>
      <div className={styles.column}>
        <h2 className={styles.heading}>{room.info?.title}</h2>
        <p className={styles.sub}>{connectStartsAt(startsAt)}</p>
      </div>
      <div className={styles.preview}>
        <VideoTile
          stream={local.stream}
          version={local.version}
          label={videoTexts.preview}
          showVideo={local.hasVideo && local.video}
          placeholder={local.acquiring ? videoTexts.connecting : videoTexts.cameraOff}
          muted
          mirrored={local.facing === 'user'}
          data-testid="self-preview"
        />
      </div>
      {local.problem ? (
        <div role="alert" className={styles.banner} data-testid="media-problem">
          <p style={{ margin: 0 }}>{mediaProblemText(local.problem, local.hasAudio)}</p>
          <div className={styles.row} style={{ marginTop: 8 }}>
            <Button variant="secondary" size="sm" onClick={onRetryDevices} disabled={local.acquiring}>
              {videoTexts.tryAgain}
            </Button>
            {!local.hasAudio ? (
              <>
                <Button variant="ghost" size="sm" onClick={onAudioOnly} disabled={local.acquiring}>
                  {videoTexts.joinAudioOnly}
                </Button>
                <Button variant="ghost" size="sm" onClick={onWithoutDevices} disabled={local.acquiring}>
                  {videoTexts.joinWithoutDevices}
                </Button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className={styles.controls} role="group" aria-label={videoTexts.callControls}>
        <MediaToggles local={local} onToggle={onToggle} />
      </div>
      {guest ? (
        <TextField
          label={videoTexts.yourName}
          value={name}
          maxLength={CONNECT_NAME_MAX}
          autoComplete="name"
          error={nameError ?? undefined}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
        />
      ) : null}
      {room.message ? (
        <p role="alert" className={styles.banner}>
          {room.message}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={busy} loadingLabel={videoTexts.joining} disabled={local.acquiring}>
        {guest ? videoTexts.askToJoin : videoTexts.join}
      </Button>
    </form>
  );
}
