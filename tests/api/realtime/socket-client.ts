import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../../../server/seed/demo-logins';

/**
 * socket.io-client helpers for the realtime tests. Sockets never reconnect on
 * their own, so a server-side disconnect stays visible to the test.
 */

export interface SocketAuthPair {
  userId: number;
  token: string;
}

/** Opens a websocket to `base`; `opened` collects it so the file can close them all. */
export function openSocket(base: string, auth: Partial<SocketAuthPair> | Record<string, unknown>, opened?: Socket[]): Socket {
  const socket = connect(base, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
  opened?.push(socket);
  return socket;
}

export const connected = (socket: Socket): Promise<void> =>
  new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

export const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

export interface Disconnection {
  reason: string;
  /** Date.now() when the client saw it. */
  at: number;
}

/** Resolves when the server (or the network) closes the socket; rejects after `timeoutMs`. */
export const disconnection = (socket: Socket, timeoutMs: number): Promise<Disconnection> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ reason, at: Date.now() });
    });
  });

/** Every payload of these events the socket hears, with when it heard it. */
export function recordEvents<T>(socket: Socket, events: readonly string[]): { event: string; payload: T; at: number }[] {
  const heard: { event: string; payload: T; at: number }[] = [];
  for (const event of events) socket.on(event, (payload: T) => heard.push({ event, payload, at: Date.now() }));
  return heard;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export interface HttpLogin extends SocketAuthPair {
  headers: { token: string; userid: string };
}

/** Signs in through a server's HTTP API (for servers in other processes, where inject cannot reach). */
export async function loginAt(base: string, username: string): Promise<HttpLogin> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${username} answered ${res.status}: ${await res.text()}`);
  const { token, userID } = ((await res.json()) as { data: { token: string; userID: number } }).data;
  return { userId: userID, token, headers: { token, userid: String(userID) } };
}
