/**
 * One video: a MediaStream in a <video>, with a name label and a placeholder
 * when the camera is off. The self-view is muted (no echo) and mirrored when
 * it shows the front camera.
 */
import { useEffect, useRef } from 'react';
import { cx } from '../../../ui/utils/cx';
import * as styles from './room.css';

export interface VideoTileProps {
  stream: MediaStream | null;
  /** Bumped when the stream's tracks change in place (camera switched). */
  version?: number;
  label: string;
  /** The camera is on (else the placeholder shows over a black tile). */
  showVideo: boolean;
  placeholder: string;
  muted?: boolean;
  mirrored?: boolean;
  /** A shared screen is shown whole, not cropped. */
  contain?: boolean;
  className?: string;
  /** Extra label text for screen readers (e.g. 'Microphone off'). */
  status?: string;
  'data-testid'?: string;
  'data-peer'?: string;
}

export function VideoTile({ stream, version = 0, label, showVideo, placeholder, muted = false, mirrored = false, contain = false, className, status, ...data }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (!stream) return;
    video.play().catch(() => {
      // Autoplay with sound refused (no gesture yet): play muted rather than not at all.
      video.muted = true;
      void video.play().catch(() => undefined);
    });
  }, [stream, version]);

  return (
    <figure className={cx(styles.tile, className)} style={{ margin: 0 }} aria-label={status ? `${label}, ${status}` : label}>
      <video
        ref={ref}
        className={cx(styles.video, mirrored && styles.mirrored, contain && styles.contain)}
        autoPlay
        playsInline
        muted={muted}
        hidden={!showVideo}
        data-testid={data['data-testid']}
        data-peer={data['data-peer']}
      />
      {!showVideo ? (
        <div className={styles.placeholder} aria-hidden="true">
          {placeholder}
        </div>
      ) : null}
      <figcaption className={styles.tileLabel}>{status ? `${label} · ${status}` : label}</figcaption>
    </figure>
  );
}
