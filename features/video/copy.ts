/**
 * Screen copy of the Meadow Connect room (issue 15): labels, states and the
 * camera and microphone problems. Browser-only words, so they live with the
 * feature; the server's refusals (videoSession*) are in the spec's message
 * table, domain/messages.ts.
 */

export const videoTexts = {
  loading: 'Loading the video session',
  preview: 'Your camera preview',
  you: 'You',
  yourName: 'Your name',
  askToJoin: 'Ask to join',
  join: 'Join',
  joining: 'Joining',
  waitingForProvider: 'Waiting for your provider to let you in',
  waitingList: 'Waiting to join',
  waitingForOthers: 'Waiting for others to join',
  admit: 'Admit',
  deny: 'Deny',
  participants: 'Participants',
  callControls: 'Call controls',
  microphone: 'Microphone',
  camera: 'Camera',
  switchCamera: 'Switch camera',
  shareScreen: 'Share screen',
  leave: 'Leave',
  endForEveryone: 'End for everyone',
  cameraOff: 'Camera off',
  microphoneOff: 'Microphone off',
  sharingScreen: 'Sharing screen',
  connecting: 'Connecting',
  reconnecting: 'Connection lost. Reconnecting…',
  left: 'You left the video session',
  rejoin: 'Rejoin',
  signIn: 'Sign in',
  tryAgain: 'Try again',
  joinAudioOnly: 'Join with audio only',
  joinWithoutDevices: 'Join without camera or microphone',
  mediaDenied: 'Meadow needs your camera and microphone for the session. Allow them in your browser settings, then try again.',
  mediaMissing: 'No camera or microphone was found. Connect one and try again, or join without them.',
  mediaBusy: 'Your camera or microphone is being used by another app. Close it, then try again.',
  mediaUnsupported: 'This browser cannot use a camera or microphone here. Open the link in an up-to-date browser.',
  mediaFailed: 'Your camera or microphone could not be started. Try again, or join without them.',
  cameraOnlyProblem: 'Your camera could not be started: you can join with your microphone only.',
  shareFailed: 'Your screen could not be shared',
} as const;

export const connectStartsAt = (time: string): string => `Starts at ${time}`;
export const connectKnockingAnnouncement = (name: string): string => `${name} is asking to join`;
export const connectJoinedAnnouncement = (name: string): string => `${name} joined`;
export const connectLeftAnnouncement = (name: string): string => `${name} left`;
export const connectAdmitLabel = (name: string): string => `Admit ${name}`;
export const connectDenyLabel = (name: string): string => `Deny ${name}`;
export const connectPeerVideoLabel = (name: string): string => `Video of ${name}`;
