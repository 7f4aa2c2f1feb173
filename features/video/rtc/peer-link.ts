/**
 * One RTCPeerConnection to one peer of a Meadow Connect mesh, negotiated with
 * the W3C "perfect negotiation" pattern
 * (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example): either side
 * may renegotiate at any time (a camera switched on later, screen share) and
 * an offer collision ("glare") is settled by roles fixed in advance, so two
 * peers offering at once never wedge the connection. No DOM, no socket: the
 * signals go out through `send`, so tests drive two links against each other.
 */
import type { ConnectPeer, ConnectSignal, IceServer } from '../../../domain/contract/video';

/**
 * Who yields on glare. The contract (domain/contract/video.ts) makes the host
 * side polite towards guests; between two peers of one role the larger peer
 * id is polite. Both ends compute the same answer with roles swapped, so
 * exactly one of any pair is polite.
 */
export function isPolite(self: Pick<ConnectPeer, 'id' | 'role'>, peer: Pick<ConnectPeer, 'id' | 'role'>): boolean {
  if (self.role !== peer.role) return self.role === 'host';
  return self.id > peer.id;
}

export type PeerConnectionFactory = (config: RTCConfiguration) => RTCPeerConnection;

export interface PeerLinkOptions {
  peerId: string;
  polite: boolean;
  iceServers: IceServer[];
  /** Sends a signal to this peer (through the signalling socket). */
  send: (signal: ConnectSignal) => void;
  /** The peer's media, once a first track arrives (the same stream object afterwards). */
  onStream: (stream: MediaStream) => void;
  /** RTCPeerConnection.connectionState changes. */
  onState?: (state: RTCPeerConnectionState) => void;
  /** For tests; the browser's RTCPeerConnection by default. */
  createPeerConnection?: PeerConnectionFactory;
  /** Unexpected negotiation errors (logged by default). */
  onError?: (error: unknown) => void;
}

export class PeerLink {
  readonly peerId: string;
  readonly polite: boolean;
  readonly pc: RTCPeerConnection;
  private readonly send: (signal: ConnectSignal) => void;
  private readonly onError: (error: unknown) => void;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswerPending = false;
  private remoteStream: MediaStream | null = null;
  private closed = false;
  /** Our sender per kind, so a track is replaced rather than added again. */
  private readonly senders = new Map<'audio' | 'video', RTCRtpSender>();

  constructor(options: PeerLinkOptions) {
    this.peerId = options.peerId;
    this.polite = options.polite;
    this.send = options.send;
    this.onError = options.onError ?? ((error) => console.warn(`[connect] negotiation with ${options.peerId} failed`, error));
    const create = options.createPeerConnection ?? ((config: RTCConfiguration) => new RTCPeerConnection(config));
    this.pc = create({ iceServers: options.iceServers.map((s) => ({ ...s })) });

    this.pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        // Without arguments setLocalDescription makes the right description for the state (offer here).
        await this.pc.setLocalDescription();
        if (this.pc.localDescription) this.send({ description: toDescription(this.pc.localDescription) });
      } catch (error) {
        if (!this.closed) this.onError(error);
      } finally {
        this.makingOffer = false;
      }
    };
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.send({ candidate: candidate.toJSON() as NonNullable<ConnectSignal['candidate']> });
    };
    this.pc.ontrack = ({ track, streams }) => {
      // Tracks of one peer share one stream; a track sent without a stream (replaceTrack cases) joins ours.
      const stream = streams[0] ?? this.remoteStream ?? new MediaStream();
      if (!streams[0] && !stream.getTracks().includes(track)) stream.addTrack(track);
      this.remoteStream = stream;
      options.onStream(stream);
    };
    this.pc.onconnectionstatechange = () => options.onState?.(this.pc.connectionState);
  }

  /** Adds our media; renegotiation follows by itself (negotiationneeded). */
  addTracks(stream: MediaStream): void {
    for (const track of stream.getTracks()) void this.setTrack(track.kind as 'audio' | 'video', track, stream);
  }

  /**
   * Puts `track` on the sender of its kind: replaceTrack when one exists (no
   * renegotiation, so switching camera or sharing the screen is seamless),
   * else a new sender (renegotiated).
   */
  async setTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null, stream: MediaStream): Promise<void> {
    const sender = this.senders.get(kind);
    if (sender) {
      await sender.replaceTrack(track);
      return;
    }
    // addTrack reuses a transceiver the peer's offer made for this kind, so no m-line is added twice.
    if (track) this.senders.set(kind, this.pc.addTrack(track, stream));
  }

  /** A signal from this peer. */
  async receive({ description, candidate }: ConnectSignal): Promise<void> {
    if (this.closed) return;
    try {
      if (description) {
        // An answer may arrive while our own setRemoteDescription(answer) is pending: then we are "stable" enough.
        const readyForOffer =
          !this.makingOffer && (this.pc.signalingState === 'stable' || this.settingRemoteAnswerPending);
        const offerCollision = description.type === 'offer' && !readyForOffer;
        this.ignoreOffer = !this.polite && offerCollision;
        if (this.ignoreOffer) return;
        this.settingRemoteAnswerPending = description.type === 'answer';
        // A polite peer's setRemoteDescription(offer) rolls its own offer back implicitly.
        await this.pc.setRemoteDescription(description as RTCSessionDescriptionInit);
        this.settingRemoteAnswerPending = false;
        if (description.type === 'offer') {
          await this.pc.setLocalDescription();
          if (this.pc.localDescription) this.send({ description: toDescription(this.pc.localDescription) });
        }
      } else if (candidate !== undefined) {
        try {
          await this.pc.addIceCandidate(candidate ?? undefined);
        } catch (error) {
          // Candidates of an offer we ignored fail here: expected, not an error.
          if (!this.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      this.settingRemoteAnswerPending = false;
      if (!this.closed) this.onError(error);
    }
  }

  get remote(): MediaStream | null {
    return this.remoteStream;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}

function toDescription(d: RTCSessionDescription): NonNullable<ConnectSignal['description']> {
  return { type: d.type, sdp: d.sdp };
}
