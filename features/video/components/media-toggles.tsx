/** The microphone and camera toggles, the same in the lobby and in the call. */
import { videoTexts } from '../copy';
import { ToggleButton } from '../../../ui/toggle-button/toggle-button';
import type { RoomState } from '../room-state';
import { MicIcon, MicOffIcon, VideoIcon, VideoOffIcon } from '../../../ui/icons/icons';

export interface MediaTogglesProps {
  local: RoomState['local'];
  onToggle: (kind: 'audio' | 'video') => void;
}

export function MediaToggles({ local, onToggle }: MediaTogglesProps) {
  const micOn = local.audio && local.hasAudio;
  const cameraOn = local.video && local.hasVideo;
  return (
    <>
      <ToggleButton label={videoTexts.microphone} pressed={micOn} disabled={!local.hasAudio} onPressedChange={() => onToggle('audio')}>
        {micOn ? <MicIcon aria-hidden /> : <MicOffIcon aria-hidden />}
      </ToggleButton>
      <ToggleButton label={videoTexts.camera} pressed={cameraOn} disabled={!local.hasVideo} onPressedChange={() => onToggle('video')}>
        {cameraOn ? <VideoIcon aria-hidden /> : <VideoOffIcon aria-hidden />}
      </ToggleButton>
    </>
  );
}
