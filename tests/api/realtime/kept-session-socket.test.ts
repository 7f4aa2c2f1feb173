import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_NAMESPACE } from '../../../domain/contract/video';
import { messages } from '../../../domain/messages';
import { KEEP_COOKIE } from '../../../server/auth/keep-cookie';
import { DEMO_PASSWORD } from '../../../server/seed/demo-logins';
import { build } from '../helper';
import { videoAppointment } from '../video/video-fixture';
import { connected, disconnection, sleep } from './socket-client';

/**
 * Issue 17 item 16: a kept session's socket needs the device cookie, is
 * ended when the session locks (its screen shows nothing, so it hears
 * nothing), and is refused until the session is unlocked. The lock time is
 * 2 s here.
 */
const LOCK_IDLE = 2;
const t = build({ sessionLockIdle: LOCK_IDLE });
const opened: Socket[] = [];
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const s of opened) s.disconnect();
});

async function keptLogin(username: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD, keepSignedIn: true } });
  const { token, userID } = (res.json() as { data: { token: string; userID: number } }).data;
  const keep = res.cookies.find((c) => c.name === KEEP_COOKIE)!.value;
  return { token, userId: userID, keep };
}

function open(auth: Record<string, unknown>, keep: string | null, namespace = ''): Socket {
  const socket = connect(`${base}${namespace}`, {
    path: '/socket.io',
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(keep === null ? {} : { extraHeaders: { cookie: `${KEEP_COOKIE}=${keep}` } }),
  });
  opened.push(socket);
  return socket;
}

describe("a kept session's sockets", () => {
  it('given no device cookie, should be refused; given it, should connect', async () => {
    const k = await keptLogin('dr.rivera');
    await expect(connected(open({ userId: k.userId, token: k.token }, null))).rejects.toThrow();
    await connected(open({ userId: k.userId, token: k.token }, k.keep));
  });

  it('given the session locks, should be ended, and refused until it is unlocked', async () => {
    const k = await keptLogin('dr.chen');
    const socket = open({ userId: k.userId, token: k.token }, k.keep);
    await connected(socket);
    await disconnection(socket, (LOCK_IDLE + 3) * 1000);
    await expect(connected(open({ userId: k.userId, token: k.token }, k.keep))).rejects.toThrow();
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      payload: { password: DEMO_PASSWORD },
      headers: { token: k.token, userid: String(k.userId) },
      cookies: { [KEEP_COOKIE]: k.keep },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    await connected(open({ userId: k.userId, token: k.token }, k.keep));
  });

  it('given the session locked, should not open a Meadow Connect room as host until it is unlocked', async () => {
    const k = await keptLogin('dr.rivera');
    const row = await videoAppointment(t.app, 'connect', 5, 60);
    const host = { code: row.connectcode, userId: k.userId, token: k.token };
    await sleep((LOCK_IDLE + 1) * 1000);
    const locked = open(host, k.keep, CONNECT_NAMESPACE);
    const refused = await new Promise<string>((resolve) => locked.once('connect_error', (e) => resolve(e.message)));
    expect(refused).toBe(messages.sessionInvalid);
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      payload: { password: DEMO_PASSWORD },
      headers: { token: k.token, userid: String(k.userId) },
      cookies: { [KEEP_COOKIE]: k.keep },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    await connected(open(host, k.keep, CONNECT_NAMESPACE));
  });
});
