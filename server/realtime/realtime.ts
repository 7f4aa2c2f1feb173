import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import {
  type RealtimeEvent,
  type RealtimePayload,
  SOCKET_PATH,
  socketAuth,
} from '../../domain/contract/realtime';
import { CONNECT_NAMESPACE } from '../../domain/contract/video';
import { messages } from '../../domain/messages';
import type { Config } from '../config';
import type { ChatUser } from '../repositories/chat-repository';
import { keepSecretOf } from '../auth/keep-cookie';
import type { SessionExpiry } from '../repositories/sessions-repository';
import { practiceIdOf } from '../repositories/users-repository';
import { connectSignalling } from './connect';
import { type RedisLink, redisLink } from './redis-link';
import { sessionRoom, userRoom } from './rooms';
import { type SessionExpiryWatch, sessionExpiryWatch } from './session-expiry';

interface SocketData {
  userId: number;
  role: number;
  practiceId: number;
  sessionId: number;
}

export interface Realtime {
  io: Server;
  /** Emits to every socket of the user, in any server process. */
  toUser<E extends RealtimeEvent>(userId: number, event: E, payload: RealtimePayload<E>): void;
  /** Emits once to every socket of these users (a socket in several of their rooms hears it once). */
  toUsers<E extends RealtimeEvent>(userIds: readonly number[], event: E, payload: RealtimePayload<E>): void;
  /**
   * Emits to everyone who may act for the provider (provider-team-repository.ts):
   * how a calendar change reaches every open view of it. Never throws: the
   * change is already committed, a failed announcement is only logged.
   */
  toProviderTeam<E extends RealtimeEvent>(providerId: number, event: E, payload: RealtimePayload<E>): Promise<void>;
  /** Which of these users have at least one socket open anywhere (Redis-adapter aware). */
  onlineUserIds(userIds: readonly number[]): Promise<number[]>;
  /** Closes the sockets opened with this session, in any process (logout). */
  endSession(sessionId: number): void;
  /**
   * Resolves once Redis has taken everything this process emitted so far
   * (at once without Redis). A chat send is answered after it: a process
   * killed between answering and publishing took the message's announcement
   * with it, and tabs on the other processes, never disconnected, missed it
   * for good (their catch-up starts from the newest id they hold).
   * Never rejects, and answers at once while the link is down: every tab
   * was told (realtimeDegraded) and catches up once it is back (redis-link.ts).
   */
  delivered(): Promise<void>;
  /**
   * This process's link to the others (redis-link.ts) dropped or came back:
   * its sockets are told (realtimeDegraded / realtimeRejoined) and, on return,
   * caught up. Called by the link; the authorization matrix calls it too.
   */
  linkChanged(up: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Between processes (serverSideEmit): an HTTP session ended, forget it (auth/session-cache.ts). */
const SESSION_ENDED = 'meadow:session-ended';

/** How long a write waits for Redis to confirm its announcement (Realtime.delivered). */
const DELIVERY_WAIT_MS = 5000;

/** With REDIS_URL, rooms and presence span processes through the Redis adapter. */
async function redisAdapter(url: string, prefix: string) {
  // Loaded only with REDIS_URL (a single process never needs them: ≈ 7 MiB of heap).
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  const link = redisLink([pub, sub]);
  // The adapter publishes and never looks at the answer: a publish in flight when Redis drops
  // would be an unhandled rejection. Marked handled here; a caller that awaits still sees it fail.
  const publish = pub.publish.bind(pub);
  const guarded = (...args: Parameters<typeof publish>) => {
    const sent = publish(...args);
    sent.catch(() => undefined);
    return sent;
  };
  Object.defineProperty(pub, 'publish', { value: guarded, configurable: true, writable: true });
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }),
    link,
    // Redis answers one connection's commands in order: a PING answered means every earlier PUBLISH was fanned out.
    barrier: async () => {
      await pub.ping();
    },
    close: async () => {
      // Closing on purpose is no outage to react to.
      link.stop();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/**
 * The sockets in these rooms, in every process; only this process's while
 * the link is down (the adapter would wait for Redis to count the others).
 */
type SocketsIn = (rooms: string | string[]) => ReturnType<Server['fetchSockets']>;
const socketsIn =
  (io: Server, link: RedisLink | null): SocketsIn =>
  (rooms) =>
    (link && !link.isUp() ? io.local : io).in(rooms).fetchSockets();

/**
 * Presence announcements in flight. Shutdown waits for them before closing
 * Redis, so the friendOffline of sockets closed at shutdown still goes out.
 */
const track = (pending: Set<Promise<void>>, app: FastifyInstance, work: () => Promise<void>) => {
  const p = work().catch((err: unknown) => app.log.warn({ err }, 'presence announce failed'));
  pending.add(p);
  void p.finally(() => pending.delete(p));
};

/**
 * Closes the connections under this process's sockets, as a lost network
 * would. The clients reconnect by themselves (1-5 s, spec 9) and catch up
 * with `remaining`; a server-side socket.disconnect() would instead tell
 * them never to reconnect, which only logout and an ended session mean.
 */
function dropConnections(io: Server, namespaces: readonly string[] = ['/', CONNECT_NAMESPACE]): void {
  for (const nsp of namespaces) for (const socket of io.of(nsp).sockets.values()) socket.conn.close();
}

const partnerIdsOf = async (app: FastifyInstance, me: ChatUser): Promise<number[]> =>
  (await app.chatRepository.partners(me)).map((p) => p.id);

interface Connection {
  socket: Socket;
  /** What the handshake read of the session. */
  expiry: SessionExpiry;
  /** Whether this process hears the others now (null: one process, no Redis). */
  linkUp: boolean | null;
}

/** Spec 4: what a socket hears on connect, and again when the link returns: what is unread, which chat partners are online. */
async function sendSnapshot(app: FastifyInstance, socket: Socket, me: ChatUser, partnerIds?: readonly number[]): Promise<void> {
  const partners = partnerIds ?? (await partnerIdsOf(app, me));
  const [unread, onlineFriends] = await Promise.all([app.chatRepository.unreadFor(me.id), app.realtime.onlineUserIds(partners)]);
  socket.emit('parentMessageReceived', { messages: unread, onlineFriends });
}

/**
 * Presence goes to the user's chat partners only (chat-repository.ts
 * partners), never to the whole practice: a portal client must not learn
 * when another client is online. The partner rule is symmetric (same
 * practice; no two portal users), so A hears B exactly when A may chat with B.
 */
function onConnection(
  app: FastifyInstance,
  fetch: SocketsIn,
  { socket, expiry, linkUp }: Connection,
  pending: Set<Promise<void>>,
  expiryWatch: SessionExpiryWatch<Socket>,
) {
  const { userId, sessionId } = socket.data as SocketData;
  const me = chatUserOf(socket);
  void socket.join([userRoom(userId), sessionRoom(sessionId)]);
  expiryWatch.watch(socket, sessionId, expiry);
  // First, before anything it hears: the tab notes its catch-up point now (domain/contract/realtime.ts).
  if (linkUp === false) socket.emit('realtimeDegraded', {});
  track(pending, app, async () => {
    // Counted at once, not after the partner query: a second tab opening meanwhile must not hide the first.
    const [partnerIds, first] = await Promise.all([partnerIdsOf(app, me), fetch(userRoom(userId)).then((sockets) => sockets.length === 1)]);
    // Spec 4: a new socket hears at once what is unread and which chat partners are online.
    await sendSnapshot(app, socket, me, partnerIds);
    // Announce only the user's first socket, so a second tab does not repeat friendOnline.
    if (first) app.realtime.toUsers(partnerIds, 'friendOnline', { userId });
  });

  socket.on('disconnect', () => {
    expiryWatch.unwatch(socket, sessionId);
    track(pending, app, async () => {
      if ((await fetch(userRoom(userId))).length > 0) return;
      app.realtime.toUsers(await partnerIdsOf(app, me), 'friendOffline', { userId });
    });
  });
}

const chatUserOf = (socket: Socket): ChatUser => {
  const { userId, role, practiceId } = socket.data as SocketData;
  return { id: userId, role, practiceId };
};

/**
 * The link is back (redis-link.ts): what the other processes said meanwhile
 * is caught up. Every socket here hears realtimeRejoined (its tab fetches
 * `remaining` from the point it noted, and reloads calendar and mail), a
 * fresh snapshot (unread, who is online now), and its user is announced
 * online again to partners in every process. A socket whose session ended in
 * another process meanwhile (its word was lost with Redis) is ended now.
 */
async function rejoin(app: FastifyInstance, io: Server): Promise<void> {
  const sockets = [...io.of('/').sockets.values()];
  const sessionIds = [...new Set(sockets.map((s) => (s.data as SocketData).sessionId))];
  const live = await app.sessionsRepository.liveExpiries(sessionIds);
  const kept: Socket[] = [];
  for (const socket of sockets) {
    if (live.has((socket.data as SocketData).sessionId)) kept.push(socket);
    else socket.disconnect(true);
  }
  for (const socket of kept) socket.emit('realtimeRejoined', {});
  const announced = new Set<number>();
  // One socket at a time: a burst of queries for every open tab at once would crowd out the requests.
  for (const socket of kept) {
    if (!socket.connected) continue;
    const me = chatUserOf(socket);
    const partnerIds = await partnerIdsOf(app, me);
    await sendSnapshot(app, socket, me, partnerIds);
    if (!announced.has(me.id)) app.realtime.toUsers(partnerIds, 'friendOnline', { userId: me.id });
    announced.add(me.id);
  }
}

/**
 * Socket.IO on the app's HTTP server. The handshake's { userId, token } must
 * name a live session (the same check as the HTTP headers); each socket
 * joins user:{id} and session:{id}, and is disconnected when
 * its session ends (session-expiry.ts; logout through endSession).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false, cors: { origin: false } });
    const redis = config.redisUrl ? await redisAdapter(config.redisUrl, config.redisPrefix) : null;
    if (redis) io.adapter(redis.adapter);
    const fetch = socketsIn(io, redis ? redis.link : null);
    const pending = new Set<Promise<void>>();
    // See redis-link.ts: this process serves its own sockets while it cannot hear the others, and tells them.
    redis?.link.onDown(() => {
      app.log.warn('redis link lost: this process serves its own sockets until it is back');
      realtime.linkChanged(false);
    });
    redis?.link.onUp(() => {
      app.log.info('redis link back: catching up this process\'s sockets');
      realtime.linkChanged(true);
    });
    // Sessions ended in another process are forgotten here too; without that word, the cache is not used.
    if (redis) app.sessionCache.trustOnlyWhile(() => redis.link.isUp());
    io.on(SESSION_ENDED, (sessionId: unknown) => {
      if (typeof sessionId === 'number') app.sessionCache.forgetSession(sessionId);
    });

    // From the handshake to the connection handler; not in socket.data, which fetchSockets ships between processes.
    const handshakeExpiry = new WeakMap<Socket, SessionExpiry>();
    const expiryWatch = sessionExpiryWatch<Socket>({
      read: (ids) => app.sessionsRepository.liveExpiries(ids),
      log: app.log,
    });

    io.use((socket, next) => {
      const parsed = socketAuth.safeParse(socket.handshake.auth);
      if (!parsed.success) return next(new Error(messages.sessionInvalid));
      app.sessionsRepository
        // A kept session's socket needs its device cookie, and is refused while the session is locked (no PHI to a locked screen).
        .findLive(parsed.data.token, parsed.data.userId, new Date(), {
          deviceSecret: keepSecretOf(socket.handshake.headers.cookie, (h) => app.parseCookie(h)),
        })
        .then((found) => {
          if (!found) return next(new Error(messages.sessionInvalid));
          const data: SocketData = {
            userId: found.user.id,
            role: found.user.role,
            practiceId: practiceIdOf(found.user),
            sessionId: found.session.id,
          };
          socket.data = data;
          handshakeExpiry.set(socket, app.sessionsRepository.socketExpiry(found.session));
          next();
        })
        .catch((err: unknown) => {
          // Database unreachable (logged once by the watch): dropped as a lost connection, so the client retries.
          if (app.database.outage.noted(err)) socket.conn.close();
          else app.log.error({ err }, 'socket authentication failed');
          next(new Error(messages.serverError));
        });
    });
    // Meadow Connect signalling (connect.ts): its own namespace on this server, so the adapter spans it too.
    const connect = connectSignalling(app, io.of(CONNECT_NAMESPACE), config, redis ? redis.link : null);
    io.on('connection', (socket) => {
      const expiry = handshakeExpiry.get(socket);
      handshakeExpiry.delete(socket);
      const linkUp = redis ? redis.link.isUp() : null;
      // Unreachable (the middleware set it), but a socket with no known expiry must not stay open.
      if (expiry) onConnection(app, fetch, { socket, expiry, linkUp }, pending, expiryWatch);
      else socket.disconnect(true);
    });

    const realtime: Realtime = {
      io,
      toUser(userId, event, payload) {
        io.to(userRoom(userId)).emit(event, payload);
      },
      toUsers(userIds, event, payload) {
        if (userIds.length === 0) return;
        io.to(userIds.map(userRoom)).emit(event, payload);
      },
      async toProviderTeam(providerId, event, payload) {
        try {
          realtime.toUsers(await app.providerTeamRepository.memberIds(providerId), event, payload);
        } catch (err) {
          app.log.warn({ err, providerId, event }, 'provider team announcement failed');
        }
      },
      async onlineUserIds(userIds) {
        if (userIds.length === 0) return [];
        const sockets = await fetch(userIds.map(userRoom));
        const online = new Set(sockets.map((s) => (s.data as SocketData).userId));
        return userIds.filter((id) => online.has(id));
      },
      endSession(sessionId) {
        app.sessionCache.forgetSession(sessionId);
        // One process without Redis has no one to tell (its in-memory adapter would only warn).
        if (redis) io.serverSideEmit(SESSION_ENDED, sessionId);
        io.in(sessionRoom(sessionId)).disconnectSockets(true);
        connect.endSession(sessionId);
      },
      linkChanged(up) {
        if (up) {
          track(pending, app, () => rejoin(app, io));
          return;
        }
        // Meadow Connect's sockets close: admits, ends and signals to peers on other processes would be lost.
        // Its clients reconnect and 'join' or 'knock' again (domain/contract/video.ts) once it is back.
        dropConnections(io, [CONNECT_NAMESPACE]);
        app.sessionCache.clear();
        io.local.emit('realtimeDegraded', {});
      },
      async delivered() {
        // Link down: nothing would confirm it, and the tabs elsewhere catch up on its return.
        if (!redis || !redis.link.isUp()) return;
        let timer: NodeJS.Timeout | undefined;
        const confirmed = redis.barrier().catch((err: unknown) => app.log.warn({ err }, 'redis did not confirm an announcement'));
        // Bounded: with Redis away the PING waits in node-redis's offline queue, and the write is stored already.
        const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, DELIVERY_WAIT_MS)));
        await Promise.race([confirmed, timeout]);
        clearTimeout(timer);
      },
    };
    app.decorate('realtime', realtime);

    // Before the HTTP server closes: open websockets would otherwise keep it from closing.
    app.addHook('preClose', async () => {
      const watchClosed = Promise.all([expiryWatch.close(), connect.close()]);
      // A restart, not a logout: the clients must come back (to another process, or to this one restarted).
      dropConnections(io);
      io.engine.close();
      await watchClosed;
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
      await redis?.close();
    });
  },
  { name: 'realtime', dependencies: ['repositories', 'authenticate'] },
);
