import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { build, login } from '../helper';

const t = build();
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

function open(auth: Record<string, unknown>): Socket {
  const socket = connect(base, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('realtime', () => {
  it('given a live session, should connect and receive events sent with toUser', async () => {
    const { token, userId } = await login(t.app, 'dr.rivera');
    const socket = open({ userId, token });
    await connected(socket);
    const got = nextEvent<{ userId: number }>(socket, 'refreshRequest');
    t.app.realtime.toUser(userId, 'refreshRequest', { user_id: userId, refresh_required: ['2026-11-23'] });
    expect(await got).toEqual({ user_id: userId, refresh_required: ['2026-11-23'] });
    expect(await t.app.realtime.onlineUserIds([userId, 999_999])).toEqual([userId]);
  });

  it.each([
    ['a wrong token', (userId: number) => ({ userId, token: 'x'.repeat(43) })],
    ['no auth at all', () => ({})],
    ["another user's id", (userId: number) => ({ userId: userId + 1, token: 'y' })],
  ])('given %s, should refuse the handshake with the session message', async (_, auth) => {
    const { userId } = await login(t.app, 'dr.chen');
    const socket = open(auth(userId));
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe(messages.sessionInvalid);
    expect(socket.connected).toBe(false);
  });

  it("given logout, should disconnect that session's sockets but not the user's other sessions", async () => {
    const first = await login(t.app, 'dana.delegate');
    const second = await login(t.app, 'dana.delegate');
    const a = open({ userId: first.userId, token: first.token });
    const b = open({ userId: second.userId, token: second.token });
    await Promise.all([connected(a), connected(b)]);
    const closed = new Promise<string>((resolve) => a.once('disconnect', resolve));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: first.headers })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(b.connected).toBe(true);
  });

  it('given a colleague of the same practice, should announce friendOnline and friendOffline; another practice hears nothing', async () => {
    const rivera = await login(t.app, 'dr.rivera');
    const chen = await login(t.app, 'dr.chen');
    const sam = await login(t.app, 'sam.staff');
    const riveraSocket = open({ userId: rivera.userId, token: rivera.token });
    const chenSocket = open({ userId: chen.userId, token: chen.token });
    await Promise.all([connected(riveraSocket), connected(chenSocket)]);
    let chenHeard = 0;
    chenSocket.on('friendOnline', () => chenHeard++);

    const online = nextEvent<{ userId: number }>(riveraSocket, 'friendOnline');
    const samSocket = open({ userId: sam.userId, token: sam.token });
    await connected(samSocket);
    expect(await online).toEqual({ userId: sam.userId });

    const offline = nextEvent<{ userId: number }>(riveraSocket, 'friendOffline');
    samSocket.disconnect();
    expect(await offline).toEqual({ userId: sam.userId });
    expect(chenHeard).toBe(0);
  });
});
