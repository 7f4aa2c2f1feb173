/**
 * GET secure_video/base_url (spec 7): the external video service's base
 * address, '' (or an error answer) when none is configured
 * (SECURE_VIDEO_BASE_URL unset). Written with the detail screen's 'Start
 * video session'; the server route belongs to the video issue.
 */
import { z } from 'zod';

export const secureVideoBaseUrlResponse = z.object({
  code: z.int32(),
  base_url: z.string(),
});
export type SecureVideoBaseUrlResponse = z.infer<typeof secureVideoBaseUrlResponse>;

/** GET appointment/secure_video_login/{id} (spec 7): where the provider or client opens the Secure Video session. */
export const secureVideoLoginResponse = z.object({
  code: z.int32(),
  login_uri: z.string(),
});
export type SecureVideoLoginResponse = z.infer<typeof secureVideoLoginResponse>;

/** One STUN/TURN server for RTCPeerConnection (TURN credentials are time-limited, TURN REST scheme). */
export const iceServer = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

/** Meadow Connect codes: 64 hex characters (two random UUIDs), never an appointment id. */
export const connectCode = z.string().regex(/^[0-9a-f]{64}$/);

/** Mesh limit (issue 15): the provider and up to three clients. Past it, an SFU (README). */
export const CONNECT_MAX_PARTICIPANTS = 4;

/**
 * Guests may knock from this many minutes before the start (earlier:
 * messages.videoSessionNotOpenYet). Hosts may come in at any time before the
 * end, e.g. to try their camera. Nobody may join once the end has passed
 * (messages.videoSessionPastTime); a session already under way is not cut at
 * the end time.
 */
export const CONNECT_OPENS_BEFORE_MINUTES = 30;

/**
 * GET /api/video/connect/{code} (public, rate-limited): what the join screen
 * (/connect/:code) needs. The code is the capability: the host code
 * (appointment `connectcode`) or the guest code (`clientConnectcode`).
 * 404 { message: videoSessionNotFound } for an unknown code (and for a deleted
 * appointment); 410 { message: videoSessionCancelled } for a cancelled one;
 * 400 { message: videoSessionPastTime } once the appointment has ended.
 * Guests are not refused before `opensAt` here: the screen shows when it opens.
 */
export const connectInfoResponse = z.object({
  role: z.enum(['host', 'guest']),
  /** ISO instants (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** startsAt - CONNECT_OPENS_BEFORE_MINUTES: from when a guest may knock. */
  opensAt: z.string(),
  /** The appointment's IANA timezone, to show the time in. */
  timezone: z.string(),
  /** Neutral, the provider's name only: 'Video session with Dr. Rivera' (the same for hosts). Nothing clinical. */
  title: z.string(),
  maxParticipants: z.int32(),
  iceServers: z.array(iceServer),
});
export type ConnectInfoResponse = z.infer<typeof connectInfoResponse>;

/** GET /api/video/ice_servers (signed in): the same STUN/TURN list, e.g. for a pre-call check. */
export const iceServersResponse = z.object({ code: z.int32(), iceServers: z.array(iceServer) });
export type IceServersResponse = z.infer<typeof iceServersResponse>;

/**
 * The Socket.IO namespace of Meadow Connect signalling (path /socket.io, as
 * the app's own socket). Guests (clients with the link of their reminder)
 * connect with `auth: { code }`; signed-in users add `userId` and `token`.
 *
 * ## Handshake
 * `io('/connect', { path: SOCKET_PATH, auth: { code, userId?, token? } })`.
 * - host code: `userId` + `token` must name a live session of a user who may
 *   act for the appointment's provider; else connect_error
 *   messages.sessionInvalid (no/expired session) or messages.videoSessionNotAllowed.
 * - guest code: no session needed (the link is the capability); a signed-in
 *   portal user's session is only used for their name.
 * - refusals (connect_error `err.message`): videoSessionNotFound (unknown code,
 *   deleted), videoSessionCancelled, videoSessionPastTime (ended),
 *   videoSessionNotOpenYet (guest, earlier than opensAt). A refusal is final:
 *   the client should not retry it.
 * Host sockets end with the HTTP session (logout, expiry): 'ended' is not
 * sent then, the socket is simply disconnected by the server.
 *
 * ## Flow (every client→server event takes an ack: `socket.emit(ev, payload, ack)`)
 * Host:  emit 'join' {} → ack ConnectJoinAck: { ok, self, peers (already in),
 *        waiting (guests knocking now, from every process), iceServers }.
 *        Then hears 'knocking' {peer} for each new guest, 'knockWithdrawn'
 *        {peerId} when a waiting guest goes away.
 *        emit 'admit' {peerId} / 'deny' {peerId} → ack ConnectAck.
 * Guest: emit 'knock' {name} (trimmed, 1–60 chars) → ack ConnectKnockAck { ok, self }.
 *        Waits; then hears 'admitted' {self, peers, iceServers} or 'denied'
 *        {message} (then disconnected by the server).
 * In the session (admitted guests and joined hosts):
 *        'peerJoined' {peer} is heard by everyone already in when someone comes in;
 *        'peerLeft' {peerId} when someone leaves or drops;
 *        emit 'signal' {to, signal} → the peer `to` hears 'signal' {from, signal};
 *        emit 'media' {audio, video, screen?} → everyone else hears 'media' {peerId, audio, video, screen};
 *        emit 'leave' {} → ack, then the server disconnects the socket (others hear 'peerLeft');
 *        host emits 'end' {} → everyone (in, waiting, hosts) hears 'ended'
 *        {message: videoSessionEnded} and is disconnected by the server.
 * A host leaving (or dropping) does not end the session for the others.
 * A dropped connection comes back (socket.io-client reconnects) as a new
 * socket with a new id, outside the session: on 'connect' after a reconnect,
 * 'join' or 'knock' again (the others heard 'peerLeft' for the old id).
 *
 * ## Who offers (mesh)
 * The newcomer offers: on 'admitted' (guest) or the 'join' ack (host), create
 * one RTCPeerConnection per peer in `peers` and send it an offer; peers
 * already in wait for that offer (they hear 'peerJoined' first) and answer.
 * ICE candidates follow as 'signal' {to, signal: {candidate}}. Renegotiation
 * (screen share) is a new offer from whoever changes tracks; on glare the
 * host side is 'polite' (perfect negotiation, W3C example).
 *
 * ## Limits
 * Peers in at once (hosts included): CONNECT_MAX_PARTICIPANTS. 'admit' past
 * it acks { ok: false, message: videoSessionFull } and the guest keeps
 * waiting; a host 'join' past it acks the same.
 * Payloads are validated; an invalid one acks { ok: false, message:
 * messages.invalidRequest } (so does an event of the wrong role, e.g. a guest
 * 'admit', with messages.videoSessionNotAllowed). 'signal'/'media' from a
 * socket not in the session acks { ok: false, message: videoSessionNotAllowed }
 * and relays nothing; a signal to a peer not in the session is dropped
 * (ack { ok: true }: across processes the server does not wait to know).
 * A guest's name is what it typed at the knock, or its portal name when
 * signed in; a host's is the user's display name.
 * Peer ids are socket ids; a signal is addressed to the per-peer room of
 * this session only, so no socket can reach a peer of another session.
 */
export const CONNECT_NAMESPACE = '/connect';

export const connectSocketAuth = z.object({
  code: connectCode,
  userId: z.int32().positive().optional(),
  token: z.string().min(1).max(200).optional(),
});
export type ConnectSocketAuth = z.infer<typeof connectSocketAuth>;

export const connectRole = z.enum(['host', 'guest']);
export type ConnectRole = z.infer<typeof connectRole>;

export const connectPeer = z.object({
  /** The peer's socket id: what signal messages are addressed to. */
  id: z.string(),
  name: z.string(),
  role: connectRole,
});
export type ConnectPeer = z.infer<typeof connectPeer>;

/** An SDP offer/answer or an ICE candidate, relayed as is between two admitted peers of one session. */
export const connectSignal = z.object({
  description: z.object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(100_000).optional() }).optional(),
  candidate: z
    .object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.int32().nullable().optional(),
      usernameFragment: z.string().max(200).nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type ConnectSignal = z.infer<typeof connectSignal>;

// ---- client → server payloads ----

export const CONNECT_NAME_MAX = 60;
export const connectKnockPayload = z.object({ name: z.string().trim().min(1).max(CONNECT_NAME_MAX) });
export type ConnectKnockPayload = z.infer<typeof connectKnockPayload>;
export const connectJoinPayload = z.object({}).optional();
export const connectPeerIdPayload = z.object({ peerId: z.string().min(1).max(100) });
export type ConnectPeerIdPayload = z.infer<typeof connectPeerIdPayload>;
export const connectSignalPayload = z.object({ to: z.string().min(1).max(100), signal: connectSignal });
export type ConnectSignalPayload = z.infer<typeof connectSignalPayload>;
export const connectMediaPayload = z.object({ audio: z.boolean(), video: z.boolean(), screen: z.boolean().optional() });
export type ConnectMediaPayload = z.infer<typeof connectMediaPayload>;
export const connectEmptyPayload = z.object({}).optional();

// ---- acks ----

export type ConnectAck = { ok: true } | { ok: false; message: string };
export type ConnectKnockAck = { ok: true; self: ConnectPeer } | { ok: false; message: string };
export type ConnectJoinAck =
  | { ok: true; self: ConnectPeer; peers: ConnectPeer[]; waiting: ConnectPeer[]; iceServers: IceServer[] }
  | { ok: false; message: string };

// ---- server → client payloads ----

export interface ConnectServerToClient {
  knocking: (p: { peer: ConnectPeer }) => void;
  knockWithdrawn: (p: { peerId: string }) => void;
  admitted: (p: { self: ConnectPeer; peers: ConnectPeer[]; iceServers: IceServer[] }) => void;
  denied: (p: { message: string }) => void;
  peerJoined: (p: { peer: ConnectPeer }) => void;
  peerLeft: (p: { peerId: string }) => void;
  signal: (p: { from: string; signal: ConnectSignal }) => void;
  media: (p: { peerId: string; audio: boolean; video: boolean; screen: boolean }) => void;
  ended: (p: { message: string }) => void;
}

export interface ConnectClientToServer {
  join: (p: Record<string, never>, ack: (a: ConnectJoinAck) => void) => void;
  knock: (p: ConnectKnockPayload, ack: (a: ConnectKnockAck) => void) => void;
  admit: (p: ConnectPeerIdPayload, ack: (a: ConnectAck) => void) => void;
  deny: (p: ConnectPeerIdPayload, ack: (a: ConnectAck) => void) => void;
  signal: (p: ConnectSignalPayload, ack: (a: ConnectAck) => void) => void;
  media: (p: ConnectMediaPayload, ack: (a: ConnectAck) => void) => void;
  leave: (p: Record<string, never>, ack: (a: ConnectAck) => void) => void;
  end: (p: Record<string, never>, ack: (a: ConnectAck) => void) => void;
}

export const CONNECT_CLIENT_EVENTS = ['join', 'knock', 'admit', 'deny', 'signal', 'media', 'leave', 'end'] as const satisfies readonly (keyof ConnectClientToServer)[];
export const CONNECT_SERVER_EVENTS = [
  'knocking',
  'knockWithdrawn',
  'admitted',
  'denied',
  'peerJoined',
  'peerLeft',
  'signal',
  'media',
  'ended',
] as const satisfies readonly (keyof ConnectServerToClient)[];
