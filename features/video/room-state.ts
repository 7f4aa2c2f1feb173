/**
 * The Meadow Connect room as a pure reducer: what the screen shows, from the
 * first load to the end of the call. The plumbing (connect-controller.ts)
 * dispatches what the server, the browser and the user do; components only
 * read. MediaStreams are held as opaque values.
 */
import type { ConnectInfoResponse, ConnectPeer, ConnectRole } from '../../domain/contract/video';
import type { Facing, MediaProblem } from './rtc/media';

export type RoomPhase =
  | 'loading' // GET video/connect/:code
  | 'unavailable' // past, unknown, cancelled: `message`
  | 'lobby' // preview, name, Join / Ask to join
  | 'joining' // socket connecting, join or knock sent
  | 'waiting' // guest: knocked, the provider has not answered
  | 'call'
  | 'ended'; // ended, denied, left, refused: `message`

export interface RemotePeer extends ConnectPeer {
  audio: boolean;
  video: boolean;
  screen: boolean;
  stream: MediaStream | null;
  connection: RTCPeerConnectionState | 'new';
}

export interface LocalMedia {
  stream: MediaStream | null;
  /** The user's choice (a track may exist and be disabled). */
  audio: boolean;
  video: boolean;
  /** Tracks exist at all (joined with audio only, or without devices). */
  hasAudio: boolean;
  hasVideo: boolean;
  facing: Facing;
  sharing: boolean;
  problem: MediaProblem | null;
  /** Asking the browser for devices. */
  acquiring: boolean;
  /** Bumped when the stream's tracks change in place (camera switched), so views re-attach it. */
  version: number;
}

export interface RoomState {
  phase: RoomPhase;
  code: string;
  info: ConnectInfoResponse | null;
  role: ConnectRole | null;
  /** A message for 'unavailable' / 'ended', or a refusal shown in the lobby. */
  message: string | null;
  self: ConnectPeer | null;
  /** Host: guests knocking now, in arrival order. */
  waiting: ConnectPeer[];
  /** Peers in the call, in arrival order. */
  peers: RemotePeer[];
  local: LocalMedia;
  /** The signalling socket dropped; the call is being re-entered. */
  reconnecting: boolean;
  /** The latest polite announcement for screen readers (knocks, arrivals, departures). */
  announcement: string;
}

export const initialLocal: LocalMedia = {
  stream: null,
  audio: true,
  video: true,
  hasAudio: false,
  hasVideo: false,
  facing: 'user',
  sharing: false,
  problem: null,
  acquiring: false,
  version: 0,
};

export const initialRoom = (code: string): RoomState => ({
  phase: 'loading',
  code,
  info: null,
  role: null,
  message: null,
  self: null,
  waiting: [],
  peers: [],
  local: initialLocal,
  reconnecting: false,
  announcement: '',
});

export type RoomAction =
  | { type: 'loaded'; info: ConnectInfoResponse }
  | { type: 'unavailable'; message: string }
  | { type: 'acquiring' }
  | { type: 'media'; stream: MediaStream; problem: MediaProblem | null }
  | { type: 'localToggle'; kind: 'audio' | 'video'; on: boolean }
  | { type: 'facing'; facing: Facing }
  | { type: 'streamChanged' }
  | { type: 'sharing'; on: boolean }
  | { type: 'joining' }
  /** A refusal that leaves the user in the lobby (e.g. the session is full, not open yet). */
  | { type: 'refused'; message: string }
  | { type: 'knocked'; self: ConnectPeer }
  | { type: 'entered'; self: ConnectPeer; peers: ConnectPeer[]; waiting: ConnectPeer[] }
  | { type: 'knocking'; peer: ConnectPeer }
  | { type: 'knockWithdrawn'; peerId: string }
  | { type: 'peerJoined'; peer: ConnectPeer }
  | { type: 'peerLeft'; peerId: string }
  | { type: 'peerStream'; peerId: string; stream: MediaStream }
  | { type: 'peerConnection'; peerId: string; state: RTCPeerConnectionState }
  | { type: 'peerMedia'; peerId: string; audio: boolean; video: boolean; screen: boolean }
  | { type: 'reconnecting'; on: boolean }
  | { type: 'ended'; message: string };

/** Announcement texts come from the caller (domain/messages.ts), so the reducer stays free of wording. */
export interface RoomWords {
  knocking: (name: string) => string;
  joined: (name: string) => string;
  left: (name: string) => string;
}

const remote = (peer: ConnectPeer): RemotePeer => ({ ...peer, audio: true, video: true, screen: false, stream: null, connection: 'new' });

const updatePeer = (state: RoomState, peerId: string, change: Partial<RemotePeer>): RoomState => ({
  ...state,
  peers: state.peers.map((p) => (p.id === peerId ? { ...p, ...change } : p)),
});

export function roomReducer(state: RoomState, action: RoomAction, words: RoomWords): RoomState {
  switch (action.type) {
    case 'loaded':
      return { ...state, phase: 'lobby', info: action.info, role: action.info.role, message: null };
    case 'unavailable':
      return { ...state, phase: 'unavailable', message: action.message };
    case 'acquiring':
      return { ...state, local: { ...state.local, acquiring: true } };
    case 'media': {
      const hasAudio = action.stream.getAudioTracks().length > 0;
      const hasVideo = action.stream.getVideoTracks().length > 0;
      return {
        ...state,
        local: {
          ...state.local,
          stream: action.stream,
          hasAudio,
          hasVideo,
          audio: hasAudio,
          video: hasVideo,
          problem: action.problem,
          acquiring: false,
          version: state.local.version + 1,
        },
      };
    }
    case 'localToggle':
      return { ...state, local: { ...state.local, [action.kind]: action.on } };
    case 'facing':
      return { ...state, local: { ...state.local, facing: action.facing } };
    case 'streamChanged':
      return { ...state, local: { ...state.local, version: state.local.version + 1 } };
    case 'sharing':
      return { ...state, local: { ...state.local, sharing: action.on } };
    case 'joining':
      return { ...state, phase: 'joining', message: null };
    case 'refused':
      return { ...state, phase: 'lobby', message: action.message, reconnecting: false };
    case 'knocked':
      return { ...state, phase: 'waiting', self: action.self, reconnecting: false };
    case 'entered': {
      // Re-entering after a reconnect keeps what is known of peers still there.
      const known = new Map(state.peers.map((p) => [p.id, p]));
      return {
        ...state,
        phase: 'call',
        self: action.self,
        peers: action.peers.map((p) => known.get(p.id) ?? remote(p)),
        waiting: action.waiting,
        reconnecting: false,
        message: null,
      };
    }
    case 'knocking':
      if (state.waiting.some((p) => p.id === action.peer.id)) return state;
      return { ...state, waiting: [...state.waiting, action.peer], announcement: words.knocking(action.peer.name) };
    case 'knockWithdrawn':
      return { ...state, waiting: state.waiting.filter((p) => p.id !== action.peerId) };
    case 'peerJoined':
      if (state.peers.some((p) => p.id === action.peer.id)) return state;
      return {
        ...state,
        peers: [...state.peers, remote(action.peer)],
        // An admitted guest leaves the waiting list of every host.
        waiting: state.waiting.filter((p) => p.id !== action.peer.id),
        announcement: words.joined(action.peer.name),
      };
    case 'peerLeft': {
      const gone = state.peers.find((p) => p.id === action.peerId);
      if (!gone) return { ...state, waiting: state.waiting.filter((p) => p.id !== action.peerId) };
      return { ...state, peers: state.peers.filter((p) => p.id !== action.peerId), announcement: words.left(gone.name) };
    }
    case 'peerStream':
      return updatePeer(state, action.peerId, { stream: action.stream });
    case 'peerConnection':
      return updatePeer(state, action.peerId, { connection: action.state });
    case 'peerMedia':
      return updatePeer(state, action.peerId, { audio: action.audio, video: action.video, screen: action.screen });
    case 'reconnecting':
      return { ...state, reconnecting: action.on };
    case 'ended':
      return { ...state, phase: 'ended', message: action.message, peers: [], waiting: [], reconnecting: false };
  }
}

/** The peer shown large on a phone: a screen being shared first, then the first with video, then the first. */
export function featuredPeer(peers: readonly RemotePeer[]): RemotePeer | null {
  return peers.find((p) => p.screen) ?? peers.find((p) => p.video && p.stream) ?? peers[0] ?? null;
}

/** Grid columns for n remote peers on a screen `wide` or not: one large tile on a phone call of two. */
export function gridColumns(remoteCount: number, wide: boolean): number {
  if (remoteCount <= 1) return 1;
  if (!wide) return remoteCount <= 2 ? 1 : 2;
  return 2;
}
