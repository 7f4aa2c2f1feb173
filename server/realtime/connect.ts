/**
 * Meadow Connect signalling (issue 15): the CONNECT_NAMESPACE namespace on
 * the app's Socket.IO server. The protocol (events, payloads, acks) is
 * documented in domain/contract/video.ts; this file keeps it.
 *
 * Rooms (all named with the appointment id, so a socket of one session can
 * never address a socket of another, in any process):
 * - connect:<a>:hosts        host sockets (knocks are announced here)
 * - connect:<a>:waiting      guests who knocked and wait
 * - connect:<a>:in           everyone admitted (hosts after 'join')
 * - connect:<a>:in:<socket>  one admitted peer: what 'signal' is sent to;
 *                            empty until that peer is in, so nothing reaches
 *                            a guest still waiting
 * - session:<id>             host sockets of one HTTP session (logout ends them)
 *
 * Admit, deny and end change sockets that may live in another process: the
 * deciding process runs the command for its own sockets and sends it to the
 * others (serverSideEmit through the Redis adapter); each runs it on its own
 * sockets, so an emit and the disconnect after it keep their order.
 *
 * Nothing of a payload (SDP, candidates, names) is ever logged.
 */
import type { FastifyInstance } from 'fastify';
import type { Namespace, RemoteSocket, Socket } from 'socket.io';
import type { z } from 'zod';
import {
  CONNECT_MAX_PARTICIPANTS,
  type ConnectAck,
  type ConnectJoinAck,
  type ConnectKnockAck,
  type ConnectPeer,
  type ConnectRole,
  connectEmptyPayload,
  connectKnockPayload,
  connectMediaPayload,
  connectPeerIdPayload,
  connectSignalPayload,
  connectSocketAuth,
} from '../../domain/contract/video';
import { messages } from '../../domain/messages';
import { isPortalRole } from '../../domain/roles';
import { connectRefusal } from '../../domain/video/connect-rules';
import { authUserOf } from '../auth/auth-user';
import { canActFor } from '../auth/authorization';
import type { Config } from '../config';
import { keepSecretOf } from '../auth/keep-cookie';
import type { SessionExpiry } from '../repositories/sessions-repository';
import { iceServersFor } from '../video/ice-servers';
import type { RedisLink } from './redis-link';
import { sessionRoom } from './rooms';
import { sessionExpiryWatch } from './session-expiry';

export const hostsRoom = (a: number) => `connect:${a}:hosts`;
export const waitingRoom = (a: number) => `connect:${a}:waiting`;
export const inRoom = (a: number) => `connect:${a}:in`;
export const inPeerRoom = (a: number, peerId: string) => `connect:${a}:in:${peerId}`;

/** What a connect socket carries (shipped by fetchSockets between processes: no secrets in it). */
export interface ConnectSocketData {
  appointmentId: number;
  role: ConnectRole;
  /** The host's display name; a guest's once it knocked (or its portal name). */
  name: string;
  /** A signed-in guest's portal name, which wins over what it types. */
  portalName: string | null;
  /** Host sockets only: their HTTP session. */
  sessionId: number | null;
}

/** Commands that act on sockets wherever they live. */
type Command =
  | { kind: 'admit'; appointmentId: number; peerId: string; peers: ConnectPeer[] }
  | { kind: 'deny'; appointmentId: number; peerId: string }
  | { kind: 'end'; appointmentId: number };
const COMMAND_EVENT = 'connect:command';

const dataOf = (s: Socket | RemoteSocket<never, unknown>) => s.data as ConnectSocketData;
const peerOf = (id: string, d: ConnectSocketData): ConnectPeer => ({ id, name: d.name, role: d.role });
const fail = (message: string) => ({ ok: false as const, message });
const displayName = (u: { firstName: string; lastName: string }) => [u.firstName.trim(), u.lastName.trim()].filter(Boolean).join(' ');

export interface ConnectSignalling {
  /** Ends the host sockets of this HTTP session (logout, password reset), in every process. */
  endSession(sessionId: number): void;
  close(): Promise<void>;
}

/**
 * Wires the namespace on `io`'s server. `link`: the Redis adapter's link when
 * one is in place (commands then go to the other processes too); while it is
 * down, new sockets are dropped (the client retries until it is back) and
 * realtime.ts closes the open ones: unlike the main namespace's sockets, which
 * keep serving their own process (redis-link.ts), a call's admits and signals
 * would silently miss peers on other processes.
 */
export function connectSignalling(
  app: FastifyInstance,
  nsp: Namespace,
  config: Config,
  link: Pick<RedisLink, 'isUp'> | null,
): ConnectSignalling {
  const multiProcess = link !== null;
  const handshakeExpiry = new WeakMap<Socket, SessionExpiry>();
  const expiryWatch = sessionExpiryWatch<Socket>({
    read: (ids) => app.sessionsRepository.liveExpiries(ids, new Date(), { allowLocked: true }),
    log: app.log,
  });
  const ice = () => iceServersFor(config);

  nsp.use((socket, next) => {
    // Dropped as a lost connection, not refused (a refusal is final): the client retries until Redis is back.
    if (link && !link.isUp()) {
      socket.conn.close();
      return next(new Error(messages.serverError));
    }
    const parsed = connectSocketAuth.safeParse(socket.handshake.auth);
    if (!parsed.success) return next(new Error(messages.videoSessionNotFound));
    const { code, userId, token } = parsed.data;
    (async () => {
      const session = await app.videoRepository.byCode(code);
      if (!session) return next(new Error(messages.videoSessionNotFound));
      const refusal = connectRefusal(session, session.role, new Date());
      if (refusal) return next(new Error(refusal));
      // A kept session needs its device cookie, and a locked one may not open a call: the room shows the client.
      // A call already in progress is not hung up by the lock (the expiry watch below allows it).
      const kept = { deviceSecret: keepSecretOf(socket.handshake.headers.cookie, (h) => app.parseCookie(h)) };
      const found =
        userId !== undefined && token !== undefined ? await app.sessionsRepository.findLive(token, userId, new Date(), kept) : null;
      if (session.role === 'host') {
        if (!found) return next(new Error(messages.sessionInvalid));
        const { user } = found;
        const authUser = authUserOf(found, found.session.expiresAt, () => app.usersRepository.permittedList(user.id));
        // A portal user acts for their subscriber in the calendar, but is never a session's host.
        if (isPortalRole(user.role) || !(await canActFor(authUser, session.providerId))) {
          return next(new Error(messages.videoSessionNotAllowed));
        }
        handshakeExpiry.set(socket, found.session);
        const data: ConnectSocketData = {
          appointmentId: session.appointmentId,
          role: 'host',
          name: displayName(user) || 'Provider',
          portalName: null,
          sessionId: found.session.id,
        };
        socket.data = data;
        return next();
      }
      const portalName = found && isPortalRole(found.user.role) ? displayName(found.user) || null : null;
      const data: ConnectSocketData = { appointmentId: session.appointmentId, role: 'guest', name: '', portalName, sessionId: null };
      socket.data = data;
      return next();
    })().catch((err: unknown) => {
      // Database unreachable (logged once by the watch): dropped as a lost connection, so the client retries.
      if (app.database.outage.noted(err)) socket.conn.close();
      else app.log.error({ err }, 'connect socket handshake failed');
      next(new Error(messages.serverError));
    });
  });

  /** Runs a command on this process's sockets; with Redis, the other processes run it on theirs. */
  function dispatch(command: Command): void {
    apply(command);
    if (multiProcess) nsp.serverSideEmit(COMMAND_EVENT, command);
  }

  function apply(command: Command): void {
    const a = command.appointmentId;
    if (command.kind === 'end') {
      const rooms = [hostsRoom(a), waitingRoom(a), inRoom(a)];
      nsp.local.to(rooms).emit('ended', { message: messages.videoSessionEnded });
      nsp.local.in(rooms).disconnectSockets(true);
      return;
    }
    const guest = nsp.sockets.get(command.peerId);
    if (!guest || dataOf(guest).appointmentId !== a || !guest.rooms.has(waitingRoom(a))) return;
    if (command.kind === 'deny') {
      guest.emit('denied', { message: messages.videoSessionDenied });
      guest.disconnect(true);
      return;
    }
    void guest.leave(waitingRoom(a));
    const peer = peerOf(guest.id, dataOf(guest));
    // Those in hear of the newcomer before it can send them an offer.
    nsp.to(inRoom(a)).emit('peerJoined', { peer });
    nsp.to(hostsRoom(a)).emit('knockWithdrawn', { peerId: guest.id });
    void guest.join([inRoom(a), inPeerRoom(a, guest.id)]);
    guest.emit('admitted', { self: peer, peers: command.peers, iceServers: ice() });
  }

  nsp.on(COMMAND_EVENT, (command: Command) => apply(command));

  const peersIn = async (a: number): Promise<ConnectPeer[]> =>
    (await nsp.in(inRoom(a)).fetchSockets()).map((s) => peerOf(s.id, dataOf(s)));
  const waitingPeers = async (a: number): Promise<ConnectPeer[]> =>
    (await nsp.in(waitingRoom(a)).fetchSockets()).map((s) => peerOf(s.id, dataOf(s)));

  /** One handler: the payload parsed, the ack always called once, errors logged without the payload. */
  function on<S extends z.ZodType, A extends { ok: boolean }>(
    socket: Socket,
    event: string,
    schema: S,
    handle: (payload: z.infer<S>) => Promise<A | ReturnType<typeof fail>> | A | ReturnType<typeof fail>,
  ) {
    socket.on(event, (...args: unknown[]) => {
      const last = args[args.length - 1];
      const ack = typeof last === 'function' ? (last as (a: unknown) => void) : () => undefined;
      const payload = typeof last === 'function' ? args.slice(0, -1)[0] : args[0];
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return ack(fail(messages.invalidRequest));
      Promise.resolve()
        .then(() => handle(parsed.data))
        .then(ack, (err: unknown) => {
          app.log.warn({ err, event }, 'connect event failed');
          ack(fail(messages.serverError));
        });
    });
  }

  nsp.on('connection', (socket) => {
    const data = dataOf(socket);
    const a = data.appointmentId;
    const isIn = () => socket.rooms.has(inRoom(a));
    const notAllowed = fail(messages.videoSessionNotAllowed);

    if (data.role === 'host' && data.sessionId !== null) {
      const expiry = handshakeExpiry.get(socket);
      handshakeExpiry.delete(socket);
      if (!expiry) {
        socket.disconnect(true);
        return;
      }
      void socket.join([hostsRoom(a), sessionRoom(data.sessionId)]);
      expiryWatch.watch(socket, data.sessionId, expiry);
    }

    on(socket, 'join', connectEmptyPayload, async (): Promise<ConnectJoinAck> => {
      if (data.role !== 'host') return notAllowed;
      if (isIn()) return fail(messages.invalidRequest);
      const [peers, waiting] = await Promise.all([peersIn(a), waitingPeers(a)]);
      if (peers.length >= CONNECT_MAX_PARTICIPANTS) return fail(messages.videoSessionFull);
      const self = peerOf(socket.id, data);
      socket.to(inRoom(a)).emit('peerJoined', { peer: self });
      await socket.join([inRoom(a), inPeerRoom(a, socket.id)]);
      return { ok: true, self, peers, waiting, iceServers: ice() };
    });

    on(socket, 'knock', connectKnockPayload, (p): ConnectKnockAck => {
      if (data.role !== 'guest') return notAllowed;
      if (isIn() || socket.rooms.has(waitingRoom(a))) return fail(messages.invalidRequest);
      data.name = data.portalName ?? p.name;
      const self = peerOf(socket.id, data);
      void socket.join(waitingRoom(a));
      nsp.to(hostsRoom(a)).emit('knocking', { peer: self });
      return { ok: true, self };
    });

    on(socket, 'admit', connectPeerIdPayload, async (p): Promise<ConnectAck> => {
      if (data.role !== 'host') return notAllowed;
      const [peers, waiting] = await Promise.all([peersIn(a), waitingPeers(a)]);
      if (!waiting.some((w) => w.id === p.peerId)) return fail(messages.notFound);
      if (peers.length >= CONNECT_MAX_PARTICIPANTS) return fail(messages.videoSessionFull);
      dispatch({ kind: 'admit', appointmentId: a, peerId: p.peerId, peers });
      return { ok: true };
    });

    on(socket, 'deny', connectPeerIdPayload, (p): ConnectAck => {
      if (data.role !== 'host') return notAllowed;
      dispatch({ kind: 'deny', appointmentId: a, peerId: p.peerId });
      return { ok: true };
    });

    on(socket, 'signal', connectSignalPayload, (p): ConnectAck => {
      if (!isIn()) return notAllowed;
      socket.to(inPeerRoom(a, p.to)).emit('signal', { from: socket.id, signal: p.signal });
      return { ok: true };
    });

    on(socket, 'media', connectMediaPayload, (p): ConnectAck => {
      if (!isIn()) return notAllowed;
      socket.to(inRoom(a)).emit('media', { peerId: socket.id, audio: p.audio, video: p.video, screen: p.screen ?? false });
      return { ok: true };
    });

    on(socket, 'leave', connectEmptyPayload, (): ConnectAck => {
      // After the ack is on its way: the client hears it, then the server closes.
      setImmediate(() => socket.disconnect(true));
      return { ok: true };
    });

    on(socket, 'end', connectEmptyPayload, (): ConnectAck => {
      if (data.role !== 'host') return notAllowed;
      // After the ack, so the host hears it before 'ended'.
      setImmediate(() => dispatch({ kind: 'end', appointmentId: a }));
      return { ok: true };
    });

    socket.on('disconnecting', () => {
      if (socket.rooms.has(inRoom(a))) socket.to(inRoom(a)).emit('peerLeft', { peerId: socket.id });
      if (socket.rooms.has(waitingRoom(a))) nsp.to(hostsRoom(a)).emit('knockWithdrawn', { peerId: socket.id });
    });
    socket.on('disconnect', () => {
      if (data.sessionId !== null) expiryWatch.unwatch(socket, data.sessionId);
    });
  });

  return {
    endSession(sessionId) {
      nsp.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    async close() {
      await expiryWatch.close();
    },
  };
}

