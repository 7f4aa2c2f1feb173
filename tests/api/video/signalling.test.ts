import type { Socket } from 'socket.io-client';
import { io as ioc } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectJoinAck, ConnectKnockAck, ConnectPeer } from '../../../domain/contract/video';
import { messages } from '../../../domain/messages';
import { build, login, type Login } from '../helper';
import { connected, disconnection, nextEvent, sleep } from '../realtime/socket-client';
import { videoAppointment, type VideoRow } from './video-fixture';

const t = build();
const opened: Socket[] = [];
let base = '';
let rivera: Login;
let chen: Login;
let alex: Login;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/connect`;
  [rivera, chen, alex] = await Promise.all([login(t.app, 'dr.rivera'), login(t.app, 'dr.chen'), login(t.app, 'alex.client')]);
});
afterAll(() => {
  for (const s of opened) s.close();
});

const open = (auth: Record<string, unknown>): Socket => {
  const s = ioc(base, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
  opened.push(s);
  return s;
};
const refusal = (s: Socket) => new Promise<string>((resolve) => s.once('connect_error', (e) => resolve(e.message)));
const emit = <A>(s: Socket, event: string, payload: unknown = {}): Promise<A> => s.timeout(5000).emitWithAck(event, payload) as Promise<A>;

async function host(row: VideoRow, who: Login = rivera): Promise<{ socket: Socket; ack: ConnectJoinAck }> {
  const socket = open({ code: row.connectcode, userId: who.userId, token: who.token });
  await connected(socket);
  return { socket, ack: await emit<ConnectJoinAck>(socket, 'join') };
}
async function guest(row: VideoRow, name: string, auth: Record<string, unknown> = {}): Promise<{ socket: Socket; self: ConnectPeer }> {
  const socket = open({ code: row.clientConnectcode, ...auth });
  await connected(socket);
  const ack = await emit<ConnectKnockAck>(socket, 'knock', { name });
  if (!ack.ok) throw new Error(ack.message);
  return { socket, self: ack.self };
}
async function admitted(h: Socket, row: VideoRow, name: string) {
  const g = await guest(row, name);
  const heard = nextEvent<{ peers: ConnectPeer[] }>(g.socket, 'admitted');
  expect(await emit(h, 'admit', { peerId: g.self.id })).toEqual({ ok: true });
  return { ...g, admitted: await heard };
}

describe('Meadow Connect signalling', () => {
  it('given host and guest, should knock, admit and relay signals between them only', async () => {
    const row = await videoAppointment(t.app, 'connect', 5, 60);
    const h = await host(row);
    expect(h.ack).toMatchObject({ ok: true, peers: [], waiting: [] });
    const knocking = nextEvent<{ peer: ConnectPeer }>(h.socket, 'knocking');
    const g = await guest(row, '  Alex  ');
    expect((await knocking).peer).toEqual({ id: g.self.id, name: 'Alex', role: 'guest' });

    // Not admitted yet: it cannot signal, and nothing reaches it.
    expect(await emit(g.socket, 'signal', { to: h.socket.id, signal: { candidate: null } })).toEqual({ ok: false, message: messages.videoSessionNotAllowed });

    const joined = nextEvent<{ peer: ConnectPeer }>(h.socket, 'peerJoined');
    const adm = nextEvent<{ self: ConnectPeer; peers: ConnectPeer[] }>(g.socket, 'admitted');
    expect(await emit(h.socket, 'admit', { peerId: g.self.id })).toEqual({ ok: true });
    expect((await adm).peers.map((p) => p.id)).toEqual([h.socket.id]);
    expect((await joined).peer.id).toBe(g.self.id);

    const offer = { description: { type: 'offer', sdp: 'v=0' } };
    const got = nextEvent<{ from: string; signal: unknown }>(h.socket, 'signal');
    expect(await emit(g.socket, 'signal', { to: h.socket.id, signal: offer })).toEqual({ ok: true });
    expect(await got).toEqual({ from: g.socket.id, signal: offer });
    const media = nextEvent<unknown>(g.socket, 'media');
    await emit(h.socket, 'media', { audio: false, video: true });
    expect(await media).toEqual({ peerId: h.socket.id, audio: false, video: true, screen: false });
  });

  it('given a socket of another session, should not let it reach this one', async () => {
    const row = await videoAppointment(t.app, 'connect', 5, 60);
    const other = await videoAppointment(t.app, 'connect', 5, 60);
    const h = await host(row);
    const g = await admitted(h.socket, row, 'Alex');
    const h2 = await host(other);
    let leaked = false;
    g.socket.on('signal', () => (leaked = true));
    h.socket.on('signal', () => (leaked = true));
    expect(await emit(h2.socket, 'signal', { to: g.socket.id, signal: { candidate: null } })).toEqual({ ok: true });
    // Nor admit a guest of this session from there.
    const waiting = await guest(row, 'Late');
    expect(await emit(h2.socket, 'admit', { peerId: waiting.self.id })).toEqual({ ok: false, message: messages.notFound });
    await sleep(200);
    expect(leaked).toBe(false);
  });

  it('given a fifth participant, should refuse to admit it', async () => {
    const row = await videoAppointment(t.app, 'connect', 5, 60);
    const h = await host(row);
    for (const name of ['A', 'B', 'C']) await admitted(h.socket, row, name);
    const fifth = await guest(row, 'E');
    expect(await emit(h.socket, 'admit', { peerId: fifth.self.id })).toEqual({ ok: false, message: messages.videoSessionFull });
  });

  it('given a host who arrives later, should show the guests already knocking, and deny one', async () => {
    const row = await videoAppointment(t.app, 'connect', 5, 60);
    const g = await guest(row, 'Early', { userId: alex.userId, token: alex.token });
    const h = await host(row);
    // A signed-in portal client is named by the portal, not by what it typed.
    expect(h.ack.ok && h.ack.waiting).toEqual([{ id: g.self.id, name: expect.not.stringMatching(/^Early$/) as unknown, role: 'guest' }]);
    const denied = nextEvent<{ message: string }>(g.socket, 'denied');
    const gone = disconnection(g.socket, 5000);
    await emit(h.socket, 'deny', { peerId: g.self.id });
    expect(await denied).toEqual({ message: messages.videoSessionDenied });
    expect((await gone).reason).toBe('io server disconnect');
  });

  it('given the host ends the session, should tell everyone and disconnect them; a host leaving ends nothing', async () => {
    const row = await videoAppointment(t.app, 'connect', 5, 60);
    const h1 = await host(row);
    const h2 = await host(row);
    const g = await admitted(h1.socket, row, 'Alex');
    const left = nextEvent<{ peerId: string }>(g.socket, 'peerLeft');
    const h2Id = h2.socket.id;
    await emit(h2.socket, 'leave');
    expect((await left).peerId).toBe(h2Id);
    expect(g.socket.connected).toBe(true);
    const ended = nextEvent<{ message: string }>(g.socket, 'ended');
    const gone = [disconnection(g.socket, 5000), disconnection(h1.socket, 5000)];
    expect(await emit(h1.socket, 'end')).toEqual({ ok: true });
    expect(await ended).toEqual({ message: messages.videoSessionEnded });
    await Promise.all(gone);
  });

  it('should refuse a host code without a session or of another practice, guest events from hosts, and ended or unknown sessions', async () => {
    const row = await videoAppointment(t.app, 'connect', 5, 60);
    expect(await refusal(open({ code: row.connectcode }))).toBe(messages.sessionInvalid);
    expect(await refusal(open({ code: row.connectcode, userId: chen.userId, token: chen.token }))).toBe(messages.videoSessionNotAllowed);
    expect(await refusal(open({ code: row.connectcode, userId: alex.userId, token: alex.token }))).toBe(messages.videoSessionNotAllowed);
    expect(await refusal(open({ code: '0'.repeat(64) }))).toBe(messages.videoSessionNotFound);
    const past = await videoAppointment(t.app, 'connect', -60, -1);
    expect(await refusal(open({ code: past.clientConnectcode }))).toBe(messages.videoSessionPastTime);
    expect(await refusal(open({ code: past.connectcode, userId: rivera.userId, token: rivera.token }))).toBe(messages.videoSessionPastTime);
    const later = await videoAppointment(t.app, 'connect', 120, 180);
    expect(await refusal(open({ code: later.clientConnectcode }))).toBe(messages.videoSessionNotOpenYet);
    const h = await host(row);
    expect(await emit(h.socket, 'knock', { name: 'x' })).toEqual({ ok: false, message: messages.videoSessionNotAllowed });
    const g = await guest(row, 'Alex');
    expect(await emit(g.socket, 'admit', { peerId: g.self.id })).toEqual({ ok: false, message: messages.videoSessionNotAllowed });
    expect(await emit(g.socket, 'end')).toEqual({ ok: false, message: messages.videoSessionNotAllowed });
    const g2 = open({ code: row.clientConnectcode });
    await connected(g2);
    expect(await emit(g2, 'knock', { name: ' '.repeat(3) })).toEqual({ ok: false, message: messages.invalidRequest });
    expect(await emit(g2, 'knock', { name: 'x'.repeat(61) })).toEqual({ ok: false, message: messages.invalidRequest });
  });

  it('given the host signs out, should close its video socket', async () => {
    const row = await videoAppointment(t.app, 'connect', 5, 60);
    const me = await login(t.app, 'dr.rivera');
    const h = await host(row, me);
    const gone = disconnection(h.socket, 5000);
    await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: me.headers });
    expect((await gone).reason).toBe('io server disconnect');
  });
});
