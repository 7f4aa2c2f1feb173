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
import { messages } from '../../domain/messages';
import type { Config } from '../config';
import { practiceIdOf } from '../repositories/users-repository';
import { practiceRoom, sessionRoom, userRoom } from './rooms';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** With REDIS_URL, rooms and presence span processes through the Redis adapter. */
async function redisAdapter(url: string, prefix: string) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }),
    close: async () => {
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

function onConnection(app: FastifyInstance, io: Server, socket: Socket, pending: Set<Promise<void>>) {
  const { userId, role, practiceId, sessionId } = socket.data as SocketData;
  void socket.join([userRoom(userId), practiceRoom(practiceId), sessionRoom(sessionId)]);
  // Spec 4: a new socket hears at once what is unread and which chat partners are online.
  track(pending, app, async () => {
    const partners = await app.chatRepository.partners({ id: userId, role, practiceId });
    const [unread, onlineFriends] = await Promise.all([
      app.chatRepository.unreadFor(userId),
      app.realtime.onlineUserIds(partners.map((p) => p.id)),
    ]);
    socket.emit('parentMessageReceived', { messages: unread, onlineFriends });
  });
  // Announce only the user's first socket, so a second tab does not repeat friendOnline.
  track(pending, app, async () => {
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    if (sockets.length === 1) io.to(practiceRoom(practiceId)).except(userRoom(userId)).emit('friendOnline', { userId });
  });

  socket.on('disconnect', () => {
    track(pending, app, async () => {
      if (!(await isUserConnected(io, userId))) {
        io.to(practiceRoom(practiceId)).except(userRoom(userId)).emit('friendOffline', { userId });
      }
    });
  });
}

/**
 * Socket.IO on the app's HTTP server. The handshake's { userId, token } must
 * name a live session (the same check as the HTTP headers); each socket
 * joins user:{id} and practice:{id}.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false, cors: { origin: false } });
    const redis = config.redisUrl ? await redisAdapter(config.redisUrl, config.redisPrefix) : null;
    if (redis) io.adapter(redis.adapter);

    io.use((socket, next) => {
      const parsed = socketAuth.safeParse(socket.handshake.auth);
      if (!parsed.success) return next(new Error(messages.sessionInvalid));
      app.sessionsRepository
        .findLive(parsed.data.token, parsed.data.userId)
        .then((found) => {
          if (!found) return next(new Error(messages.sessionInvalid));
          const data: SocketData = {
            userId: found.user.id,
            role: found.user.role,
            practiceId: practiceIdOf(found.user),
            sessionId: found.session.id,
          };
          socket.data = data;
          next();
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'socket authentication failed');
          next(new Error(messages.serverError));
        });
    });
    const pending = new Set<Promise<void>>();
    io.on('connection', (socket) => onConnection(app, io, socket, pending));

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
        io.in(sessionRoom(sessionId)).disconnectSockets(true);
      },
    };
    app.decorate('realtime', realtime);

    // Before the HTTP server closes: open websockets would otherwise keep it from closing.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
      await redis?.close();
    });
  },
  { name: 'realtime', dependencies: ['repositories'] },
);
