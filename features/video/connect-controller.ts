/**
 * The Meadow Connect plumbing: the signalling socket, one PeerLink per peer
 * (mesh), the local camera and microphone. It turns what happens into
 * RoomActions (room-state.ts) and leaves the screen to the components. No
 * React: the room component makes one per code and disposes of it.
 */
import type { ConnectPeer, ConnectRole, IceServer, ConnectSignal } from '../../domain/contract/video';
import { messages } from '../../domain/messages';
import { videoTexts } from './copy';
import { ApiError } from '../api/api-error';
import { getConnectInfo } from './api/get-connect-info';
import type { RoomAction, RoomState } from './room-state';
import { acquireMedia, cameraTrack, otherFacing, stopStream, type MediaWish } from './rtc/media';
import { isPolite, PeerLink } from './rtc/peer-link';
import { ACK_TIMEOUT_MS, openConnectSocket, refusalKind, type ConnectSocket } from './rtc/signalling';

export interface ControllerOptions {
  code: string;
  /** The signed-in user's credentials (hosts need them; a guest's only give its name). */
  auth: { userId: number; token: string } | null;
  dispatch: (action: RoomAction) => void;
  getState: () => RoomState;
  /** Expose the peer connections as window.__meadowConnect (tests read getStats through it). */
  exposeForTests?: boolean;
}

interface TestHook {
  connections: () => RTCPeerConnection[];
  /** Live camera tracks of the local stream: 0 once the camera is off. */
  localVideoTracks: () => number;
}

declare global {
  interface Window {
    __meadowConnect?: TestHook;
  }
}

export class ConnectController {
  private readonly options: ControllerOptions;
  private socket: ConnectSocket | null = null;
  private readonly links = new Map<string, PeerLink>();
  private iceServers: IceServer[] = [];
  private role: ConnectRole | null = null;
  private guestName = '';
  /** Entered the call or the waiting room at least once on this socket's life: a reconnect re-enters. */
  private entered = false;
  private leaving = false;
  private screenTrack: MediaStreamTrack | null = null;
  private disposed = false;

  constructor(options: ControllerOptions) {
    this.options = options;
    if (options.exposeForTests && typeof window !== 'undefined') {
      window.__meadowConnect = {
        connections: () => [...this.links.values()].map((l) => l.pc),
        localVideoTracks: () => this.state.local.stream?.getVideoTracks().filter((t) => t.readyState === 'live').length ?? 0,
      };
    }
  }

  private get state(): RoomState {
    return this.options.getState();
  }

  private dispatch(action: RoomAction): void {
    if (!this.disposed) this.options.dispatch(action);
  }

  /** GET video/connect/:code, then the preview. */
  async load(signal?: AbortSignal): Promise<void> {
    try {
      const info = await getConnectInfo(this.options.code, signal);
      this.iceServers = info.iceServers;
      this.role = info.role;
      this.dispatch({ type: 'loaded', info });
      await this.acquire({ audio: true, video: true });
    } catch (error) {
      if (signal?.aborted) return;
      this.dispatch({ type: 'unavailable', message: error instanceof ApiError ? error.message : messages.serverError });
    }
  }

  /** (Re)asks for devices; an empty wish joins without them. */
  async acquire(wish: MediaWish): Promise<void> {
    stopStream(this.state.local.stream);
    this.dispatch({ type: 'acquiring' });
    const { stream, problem } = await acquireMedia(wish, this.state.local.facing);
    if (this.disposed) {
      stopStream(stream);
      return;
    }
    this.dispatch({ type: 'media', stream, problem });
  }

  /** Host: join directly. Guest: knock with `name`. */
  join(name: string): void {
    this.guestName = name.trim();
    this.leaving = false;
    this.dispatch({ type: 'joining' });
    this.socket?.disconnect();
    const { auth, code } = this.options;
    const socket = openConnectSocket(auth ? { code, userId: auth.userId, token: auth.token } : { code });
    this.socket = socket;
    this.entered = false;

    socket.on('connect', () => {
      this.dispatch({ type: 'reconnecting', on: false });
      // A new socket is a new peer id: the old links lead nowhere.
      this.closeLinks();
      void this.enter();
    });
    socket.on('connect_error', (error) => {
      const kind = refusalKind(error.message);
      if (kind === 'transient') {
        if (this.entered) this.dispatch({ type: 'reconnecting', on: true });
        return;
      }
      socket.disconnect();
      if (kind === 'lobby' && !this.entered) this.dispatch({ type: 'refused', message: error.message });
      else this.finish(error.message);
    });
    socket.on('disconnect', (reason) => {
      if (this.leaving || this.disposed) return;
      if (reason === 'io server disconnect') {
        // The server hung up on us without 'ended' first (e.g. the host's session ended).
        if (this.state.phase !== 'ended') this.finish(messages.videoSessionEnded);
        return;
      }
      if (reason !== 'io client disconnect') this.dispatch({ type: 'reconnecting', on: true });
    });

    socket.on('knocking', ({ peer }) => this.dispatch({ type: 'knocking', peer }));
    socket.on('knockWithdrawn', ({ peerId }) => this.dispatch({ type: 'knockWithdrawn', peerId }));
    socket.on('admitted', ({ self, peers, iceServers }) => this.inCall(self, peers, [], iceServers));
    socket.on('denied', ({ message }) => this.finish(message));
    socket.on('peerJoined', ({ peer }) => {
      this.dispatch({ type: 'peerJoined', peer });
      // The newcomer offers (contract); it also needs to know whether we are muted.
      this.announceMedia();
    });
    socket.on('peerLeft', ({ peerId }) => {
      this.links.get(peerId)?.close();
      this.links.delete(peerId);
      this.dispatch({ type: 'peerLeft', peerId });
    });
    socket.on('signal', ({ from, signal }) => void this.onSignal(from, signal));
    socket.on('media', ({ peerId, audio, video, screen }) => this.dispatch({ type: 'peerMedia', peerId, audio, video, screen }));
    socket.on('ended', ({ message }) => this.finish(message));
  }

  private async enter(): Promise<void> {
    const socket = this.socket;
    if (!socket) return;
    try {
      if (this.role === 'host') {
        const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('join', {});
        if (!ack.ok) return this.refuse(ack.message);
        this.inCall(ack.self, ack.peers, ack.waiting, ack.iceServers);
      } else {
        const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('knock', { name: this.guestName });
        if (!ack.ok) return this.refuse(ack.message);
        this.entered = true;
        this.dispatch({ type: 'knocked', self: ack.self });
      }
    } catch {
      // No ack in time: the socket is reconnecting or gone; its own events say which.
    }
  }

  private refuse(message: string): void {
    if (refusalKind(message) === 'final') this.finish(message);
    else {
      this.socket?.disconnect();
      this.dispatch({ type: 'refused', message });
    }
  }

  private inCall(self: ConnectPeer, peers: ConnectPeer[], waiting: ConnectPeer[], iceServers: IceServer[]): void {
    this.entered = true;
    if (iceServers.length > 0) this.iceServers = iceServers;
    this.dispatch({ type: 'entered', self, peers, waiting });
    // The newcomer offers: adding our tracks fires negotiationneeded on each link.
    for (const peer of peers) this.linkTo(peer);
    this.announceMedia();
  }

  private linkTo(peer: Pick<ConnectPeer, 'id' | 'role'>): PeerLink {
    const existing = this.links.get(peer.id);
    if (existing) return existing;
    const self = this.state.self;
    const link = new PeerLink({
      peerId: peer.id,
      polite: self ? isPolite(self, peer) : true,
      iceServers: this.iceServers,
      send: (signal) => {
        this.socket?.emit('signal', { to: peer.id, signal }, () => undefined);
      },
      onStream: (stream) => this.dispatch({ type: 'peerStream', peerId: peer.id, stream }),
      onState: (state) => this.dispatch({ type: 'peerConnection', peerId: peer.id, state }),
    });
    this.links.set(peer.id, link);
    const local = this.state.local.stream;
    if (local) link.addTracks(local);
    if (this.screenTrack && local) void link.setTrack('video', this.screenTrack, local);
    return link;
  }

  private async onSignal(from: string, signal: ConnectSignal): Promise<void> {
    // A peer we have not linked yet is a newcomer offering: answer it (its role decides politeness).
    const known = this.state.peers.find((p) => p.id === from);
    const link = this.links.get(from) ?? this.linkTo({ id: from, role: known?.role ?? 'guest' });
    await link.receive(signal);
  }

  private announceMedia(): void {
    const { audio, video, hasAudio, hasVideo, sharing } = this.state.local;
    this.socket?.emit('media', { audio: audio && hasAudio, video: (video && hasVideo) || sharing, screen: sharing }, () => undefined);
  }

  admit(peerId: string): Promise<string | null> {
    return this.ask('admit', peerId);
  }

  deny(peerId: string): Promise<string | null> {
    return this.ask('deny', peerId);
  }

  /** Admit or deny; resolves to the server's refusal (e.g. the session is full), or null. */
  private async ask(event: 'admit' | 'deny', peerId: string): Promise<string | null> {
    const socket = this.socket;
    if (!socket) return messages.serverError;
    try {
      const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, { peerId });
      if (!ack.ok) return ack.message;
      if (event === 'deny') this.dispatch({ type: 'knockWithdrawn', peerId });
      return null;
    } catch {
      return messages.serverError;
    }
  }

  toggle(kind: 'audio' | 'video'): void {
    const local = this.state.local;
    const on = !local[kind];
    if (kind === 'video') {
      void this.toggleCamera(on);
      return;
    }
    // A disabled track sends silence, so turning it back on needs no renegotiation.
    for (const track of local.stream?.getAudioTracks() ?? []) track.enabled = on;
    this.dispatch({ type: 'localToggle', kind, on });
    this.announceMedia();
  }

  /**
   * Camera off releases the camera itself (its light goes out: in a therapy
   * session 'off' must mean off), and on opens it again. The senders keep
   * their place with replaceTrack, so neither needs a renegotiation.
   */
  private async toggleCamera(on: boolean): Promise<void> {
    const { stream, facing } = this.state.local;
    if (!stream) return;
    if (!on) {
      for (const track of stream.getVideoTracks()) {
        track.stop();
        stream.removeTrack(track);
      }
      if (!this.screenTrack) for (const link of this.links.values()) await link.setTrack('video', null, stream);
    } else {
      let track: MediaStreamTrack;
      try {
        track = await cameraTrack(facing);
      } catch {
        // The camera went away or was refused meanwhile: stay off.
        return;
      }
      stream.addTrack(track);
      if (!this.screenTrack) for (const link of this.links.values()) await link.setTrack('video', track, stream);
    }
    this.dispatch({ type: 'localToggle', kind: 'video', on });
    this.dispatch({ type: 'streamChanged' });
    this.announceMedia();
  }

  /** Front ↔ back camera: the old track is stopped first (phones cannot open both at once). */
  async switchCamera(): Promise<void> {
    const { stream, facing, video } = this.state.local;
    const old = stream?.getVideoTracks()[0];
    if (!stream || !old) return;
    const next = otherFacing(facing);
    old.stop();
    let track: MediaStreamTrack;
    let used = next;
    try {
      track = await cameraTrack(next);
    } catch {
      // No camera that way round: back to the one we had.
      used = facing;
      track = await cameraTrack(facing);
    }
    track.enabled = video;
    stream.removeTrack(old);
    stream.addTrack(track);
    if (!this.screenTrack) for (const link of this.links.values()) await link.setTrack('video', track, stream);
    this.dispatch({ type: 'facing', facing: used });
    // The same stream object: tell the preview it changed.
    this.dispatch({ type: 'streamChanged' });
  }

  async toggleScreen(): Promise<string | null> {
    if (this.screenTrack) {
      await this.stopScreen();
      return null;
    }
    let display: MediaStream;
    try {
      display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch (error) {
      // Cancelling the browser's picker is a choice, not a failure.
      return error instanceof DOMException && error.name === 'NotAllowedError' ? null : videoTexts.shareFailed;
    }
    const track = display.getVideoTracks()[0];
    if (!track) return videoTexts.shareFailed;
    this.screenTrack = track;
    // The browser's own 'Stop sharing' bar ends the track.
    track.addEventListener('ended', () => void this.stopScreen());
    const stream = this.state.local.stream ?? new MediaStream();
    for (const link of this.links.values()) await link.setTrack('video', track, stream);
    this.dispatch({ type: 'sharing', on: true });
    this.announceMedia();
    return null;
  }

  private async stopScreen(): Promise<void> {
    const track = this.screenTrack;
    if (!track) return;
    this.screenTrack = null;
    track.stop();
    const stream = this.state.local.stream ?? new MediaStream();
    const camera = stream.getVideoTracks()[0] ?? null;
    for (const link of this.links.values()) await link.setTrack('video', camera, stream);
    this.dispatch({ type: 'sharing', on: false });
    this.announceMedia();
  }

  /** After leaving or a refusal: back to the lobby with fresh devices. */
  async backToLobby(): Promise<void> {
    const info = this.state.info;
    if (!info) return;
    this.leaving = false;
    this.dispatch({ type: 'loaded', info });
    await this.acquire({ audio: true, video: true });
  }

  /** Leave the call (the others stay). */
  async leave(): Promise<void> {
    this.leaving = true;
    const socket = this.socket;
    if (socket?.connected) {
      try {
        await socket.timeout(2_000).emitWithAck('leave', {});
      } catch {
        // Gone anyway: disconnecting tells the others.
      }
    }
    this.finish(videoTexts.left);
  }

  /** Host: end the session for everyone ('ended' comes back to us too). */
  async endForEveryone(): Promise<string | null> {
    const socket = this.socket;
    if (!socket) return messages.serverError;
    try {
      const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('end', {});
      if (!ack.ok) return ack.message;
      this.finish(messages.videoSessionEnded);
      return null;
    } catch {
      return messages.serverError;
    }
  }

  private finish(message: string): void {
    this.leaving = true;
    this.closeLinks();
    this.screenTrack?.stop();
    this.screenTrack = null;
    this.socket?.disconnect();
    this.socket = null;
    this.entered = false;
    stopStream(this.state.local.stream);
    this.dispatch({ type: 'ended', message });
  }

  private closeLinks(): void {
    for (const link of this.links.values()) link.close();
    this.links.clear();
  }

  dispose(): void {
    if (this.disposed) return;
    this.leaving = true;
    if (this.socket?.connected) this.socket.emit('leave', {}, () => undefined);
    this.closeLinks();
    this.socket?.disconnect();
    this.socket = null;
    this.screenTrack?.stop();
    stopStream(this.state.local.stream);
    this.disposed = true;
    if (typeof window !== 'undefined' && this.options.exposeForTests) delete window.__meadowConnect;
  }
}
