/**
 * Camera, microphone and screen for Meadow Connect: getUserMedia with the
 * front camera first, what a refusal means for the person in front of it,
 * and the browser's abilities (a back camera, screen share). Plain module.
 */

export type Facing = 'user' | 'environment';

/** Why the camera or microphone could not be used; each has its own message (features/video/copy.ts videoTexts). */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

/** Maps a getUserMedia rejection to what the user can do about it. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

export type MediaWish = { audio: boolean; video: boolean };

/** Constraints for a call: voice processing on, a phone-friendly camera size, the chosen camera. */
export function callConstraints(wish: MediaWish, facing: Facing = 'user'): MediaStreamConstraints {
  return {
    audio: wish.audio ? { echoCancellation: true, noiseSuppression: true, autoGainControl: true } : false,
    video: wish.video ? { facingMode: facing, width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 24, max: 30 } } : false,
  };
}

export interface AcquireResult {
  stream: MediaStream;
  /** What was asked and refused (e.g. the camera when only the microphone worked). */
  problem: MediaProblem | null;
}

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

const browserGetUserMedia: GetUserMedia = (c) => {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    // An insecure (http) origin or an old browser: there is no API to ask.
    return Promise.reject(new TypeError('getUserMedia is not available'));
  }
  return navigator.mediaDevices.getUserMedia(c);
};

/**
 * Asks for camera and microphone; when that fails, for the microphone alone
 * (a laptop with its camera in use, a refused camera). Never rejects: with
 * nothing usable the stream is empty and `problem` says why.
 */
export async function acquireMedia(wish: MediaWish, facing: Facing = 'user', getUserMedia: GetUserMedia = browserGetUserMedia): Promise<AcquireResult> {
  if (!wish.audio && !wish.video) return { stream: new MediaStream(), problem: null };
  try {
    return { stream: await getUserMedia(callConstraints(wish, facing)), problem: null };
  } catch (error) {
    const problem = mediaProblemOf(error);
    if (wish.video && wish.audio && problem !== 'unsupported') {
      try {
        return { stream: await getUserMedia(callConstraints({ audio: true, video: false })), problem };
      } catch {
        // Neither works: fall through with the first reason, which names the camera and the microphone.
      }
    }
    return { stream: new MediaStream(), problem };
  }
}

/** A camera track facing the other way; the caller stops the old one first (phones cannot open both). */
export async function cameraTrack(facing: Facing, getUserMedia: GetUserMedia = browserGetUserMedia): Promise<MediaStreamTrack> {
  const stream = await getUserMedia(callConstraints({ audio: false, video: true }, facing));
  const track = stream.getVideoTracks()[0];
  if (!track) throw new DOMException('no camera track', 'NotFoundError');
  return track;
}

export const otherFacing = (facing: Facing): Facing => (facing === 'user' ? 'environment' : 'user');

/** Screen share exists (desktop browsers; not on iOS or Android). */
export const canShareScreen = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/** How many cameras the browser will name (labels need permission; counting does not). */
export async function countCameras(): Promise<number> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((d) => d.kind === 'videoinput').length;
  } catch {
    return 0;
  }
}

/**
 * Whether to offer 'Switch camera': more than one camera, or a phone (whose
 * front and back cameras are often listed only after permission).
 */
export function showsCameraSwitch(cameras: number, coarsePointer: boolean, hasVideo: boolean): boolean {
  return hasVideo && (cameras > 1 || coarsePointer);
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
