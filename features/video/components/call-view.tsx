/**
 * The call: remote peers large, one's own video small in a corner, the
 * host's waiting list, and the controls. Thin: every action is a callback.
 * On a phone propped sideways (issue 27 item 10) the call takes the whole
 * screen: the video on the left, the controls in a column on the right.
 */
import { useEffect, useState } from 'react';
import { connectAdmitLabel, connectDenyLabel, connectPeerVideoLabel, videoTexts } from '../copy';
import { Button } from '../../../ui/button/button';
import { ToggleButton } from '../../../ui/toggle-button/toggle-button';
import { featuredPeer, gridColumns, type RemotePeer, type RoomState } from '../room-state';
import { ScreenShareIcon, SwitchCameraIcon } from '../../../ui/icons/icons';
import { MediaToggles } from './media-toggles';
import { VideoTile } from './video-tile';
import * as styles from './room.css';

export interface CallViewProps {
  room: RoomState;
  showSwitchCamera: boolean;
  showScreenShare: boolean;
  onToggle: (kind: 'audio' | 'video') => void;
  onSwitchCamera: () => void;
  onScreen: () => void;
  onAdmit: (peerId: string) => void;
  onDeny: (peerId: string) => void;
  onLeave: () => void;
  onEnd: () => void;
}

function useWide(): boolean {
  const query = '(min-width: 768px)';
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setWide(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return wide;
}

function peerStatus(peer: RemotePeer): string | undefined {
  const parts = [!peer.audio ? videoTexts.microphoneOff : null, peer.screen ? videoTexts.sharingScreen : null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

export function CallView({ room, showSwitchCamera, showScreenShare, onToggle, onSwitchCamera, onScreen, onAdmit, onDeny, onLeave, onEnd }: CallViewProps) {
  const wide = useWide();
  const { local, peers, waiting } = room;
  const host = room.role === 'host';
  const featured = featuredPeer(peers);
  // The featured peer first, so that on a phone it gets the large tile.
  const ordered = featured ? [featured, ...peers.filter((p) => p.id !== featured.id)] : [];
  const columns = gridColumns(ordered.length, wide);

  return (
    <div className={styles.callRoom}>
      {room.reconnecting ? (
        <p role="status" className={styles.callBanner}>
          {videoTexts.reconnecting}
        </p>
      ) : null}
      {host && waiting.length > 0 ? (
        <section className={styles.callWaiting} aria-labelledby="connect-waiting-title" data-testid="waiting-list">
          <h2 id="connect-waiting-title" className={styles.heading} style={{ fontSize: 'inherit' }}>
            {videoTexts.waitingList}
          </h2>
          <ul className={styles.waitingList}>
            {waiting.map((peer) => (
              <li key={peer.id} className={styles.waitingItem}>
                <span className={styles.waitingName}>{peer.name}</span>
                <Button size="sm" aria-label={connectAdmitLabel(peer.name)} onClick={() => onAdmit(peer.id)}>
                  {videoTexts.admit}
                </Button>
                <Button size="sm" variant="secondary" aria-label={connectDenyLabel(peer.name)} onClick={() => onDeny(peer.id)}>
                  {videoTexts.deny}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.stage} style={{ ['--columns' as string]: String(columns) }} aria-label={videoTexts.participants}>
        {ordered.length === 0 ? (
          <div className={styles.placeholder} data-testid="waiting-for-others">
            {host ? videoTexts.waitingForOthers : videoTexts.connecting}
          </div>
        ) : (
          ordered.map((peer) => (
            <VideoTile
              key={peer.id}
              stream={peer.stream}
              label={connectPeerVideoLabel(peer.name)}
              status={peerStatus(peer)}
              showVideo={peer.video && peer.stream !== null}
              placeholder={peer.stream ? peer.name : videoTexts.connecting}
              contain={peer.screen}
              data-testid="remote-video"
              data-peer={peer.id}
            />
          ))
        )}
        <VideoTile
          className={styles.selfView}
          stream={local.stream}
          version={local.version}
          label={videoTexts.you}
          showVideo={local.hasVideo && local.video}
          placeholder={videoTexts.cameraOff}
          muted
          mirrored={local.facing === 'user'}
          data-testid="self-video"
        />
      </section>
      {/* Beside the video on a sideways phone, under it upright. */}
      <div className={styles.side}>
        <div className={styles.controls} role="group" aria-label={videoTexts.callControls}>
          <MediaToggles local={local} onToggle={onToggle} />
          {showSwitchCamera ? (
            <ToggleButton label={videoTexts.switchCamera} pressed={local.facing === 'environment'} disabled={local.sharing} onPressedChange={onSwitchCamera}>
              <SwitchCameraIcon aria-hidden />
            </ToggleButton>
          ) : null}
          {showScreenShare ? (
            <ToggleButton label={videoTexts.shareScreen} pressed={local.sharing} onPressedChange={onScreen}>
              <ScreenShareIcon aria-hidden />
            </ToggleButton>
          ) : null}
        </div>
        <div className={styles.row} style={{ justifyContent: 'center' }}>
          <Button variant="danger" onClick={onLeave}>
            {videoTexts.leave}
          </Button>
          {host ? (
            <Button variant="secondary" onClick={onEnd}>
              {videoTexts.endForEveryone}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
