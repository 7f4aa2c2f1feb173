import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
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
import { redisLink } from './redis-link';
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
   * Never rejects: if Redis is away, every process has closed its sockets
   * (redis-link.ts) and every tab catches up once it is back.
   */
  delivered(): Promise<void>;
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

async function isUserConnected(io: Server, userId: number): Promise<boolean> {
  const sockets = await io.in(userRoom(userId)).fetchSockets();
  return sockets.length > 0;
}

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
function dropConnections(io: Server): void {
  // Meadow Connect's sockets too: while the link is down, admits, ends and signals to peers on
  // other processes would be lost. Its clients reconnect and 'join' or 'knock' again (domain/contract/video.ts).
  for (const nsp of ['/', CONNECT_NAMESPACE]) for (const socket of io.of(nsp).sockets.values()) socket.conn.close();
}

const partnerIdsOf = async (app: FastifyInstance, me: ChatUser): Promise<number[]> =>
  (await app.chatRepository.partners(me)).map((p) => p.id);

interface Connection {
  socket: Socket;
  /** What the handshake read of the session. */
  expiry: SessionExpiry;
}

/**
 * Presence goes to the user's chat partners only (chat-repository.ts
 * partners), never to the whole practice: a portal client must not learn
 * when another client is online. The partner rule is symmetric (same
 * practice; no two portal users), so A hears B exactly when A may chat with B.
 */
function onConnection(
  app: FastifyInstance,
  io: Server,
  { socket, expiry }: Connection,
  pending: Set<Promise<void>>,
  expiryWatch: SessionExpiryWatch<Socket>,
) {
  const { userId, role, practiceId, sessionId } = socket.data as SocketData;
  const me: ChatUser = { id: userId, role, practiceId };
  void socket.join([userRoom(userId), sessionRoom(sessionId)]);
  expiryWatch.watch(socket, sessionId, expiry);
  track(pending, app, async () => {
    // Counted at once, not after the partner query: a second tab opening meanwhile must not hide the first.
    const [partnerIds, first] = await Promise.all([
      partnerIdsOf(app, me),
      io
        .in(userRoom(userId))
        .fetchSockets()
        .then((sockets) => sockets.length === 1),
    ]);
    const [unread, onlineFriends] = await Promise.all([
      app.chatRepository.unreadFor(userId),
      app.realtime.onlineUserIds(partnerIds),
    ]);
    // Spec 4: a new socket hears at once what is unread and which chat partners are online.
    socket.emit('parentMessageReceived', { messages: unread, onlineFriends });
    // Announce only the user's first socket, so a second tab does not repeat friendOnline.
    if (first) app.realtime.toUsers(partnerIds, 'friendOnline', { userId });
  });

  socket.on('disconnect', () => {
    expiryWatch.unwatch(socket, sessionId);
    track(pending, app, async () => {
      if (await isUserConnected(io, userId)) return;
      app.realtime.toUsers(await partnerIdsOf(app, me), 'friendOffline', { userId });
    });
  });
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
    // See redis-link.ts: a socket may only be open here while this process hears the others.
    redis?.link.onDown(() => {
      app.log.warn('redis link lost: closing this process\'s sockets until it is back');
      dropConnections(io);
      app.sessionCache.clear();
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
      // Dropped as a lost connection, not refused: socket.io-client never retries a middleware refusal,
      // but retries this every 1-5 s, and gets in once Redis is back.
      if (redis && !redis.link.isUp()) {
        socket.conn.close();
        return next(new Error(messages.serverError));
      }
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
          app.log.error({ err }, 'socket authentication failed');
          next(new Error(messages.serverError));
        });
    });
    // Meadow Connect signalling (connect.ts): its own namespace on this server, so the adapter spans it too.
    const connect = connectSignalling(app, io.of(CONNECT_NAMESPACE), config, redis ? redis.link : null);
    const pending = new Set<Promise<void>>();
    io.on('connection', (socket) => {
      const expiry = handshakeExpiry.get(socket);
      handshakeExpiry.delete(socket);
      // Unreachable (the middleware set it), but a socket with no known expiry must not stay open.
      if (expiry) onConnection(app, io, { socket, expiry }, pending, expiryWatch);
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
        const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
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
      async delivered() {
        if (!redis) return;
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
