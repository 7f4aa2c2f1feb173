import { randomBytes } from 'node:crypto';
import { io as ioc, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectJoinAck, ConnectKnockAck, ConnectPeer } from '../../../domain/contract/video';
import { messages } from '../../../domain/messages';
import type { Database } from '../../../server/db/client';
import { startServerProcesses, type StartedServer } from '../../server-process';
import { type FreshDatabase, freshDatabase, usingPostgres } from '../helper';
import { connected, disconnection, loginAt, nextEvent } from '../realtime/socket-client';
import { videoAppointment } from './video-fixture';

/**
 * Meadow Connect across two server processes on one Redis and one
 * PostgreSQL database: a host on A admits a guest on B, signals cross, a
 * host on B sees a guest knocking on A, and 'end' disconnects both sides.
 */
describe.runIf(process.env.REDIS_URL && usingPostgres)('Meadow Connect on two server processes', () => {
  const servers: StartedServer[] = [];
  const sockets: Socket[] = [];
  let fresh: FreshDatabase | undefined;
  let database: Database | undefined;

  beforeAll(async () => {
    fresh = await freshDatabase();
    servers.push(
      ...(await startServerProcesses(2, {
        REDIS_URL: process.env.REDIS_URL,
        REDIS_PREFIX: `meadow-test-video-${randomBytes(4).toString('hex')}`,
        DATABASE_URL: fresh.url,
      })),
    );
    database = await fresh.open();
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await fresh?.drop();
  }, 60_000);

  const open = (base: string, auth: Record<string, unknown>) => {
    const s = ioc(`${base}/connect`, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(s);
    return s;
  };
  const emit = <A>(s: Socket, event: string, payload: unknown = {}): Promise<A> => s.timeout(5000).emitWithAck(event, payload) as Promise<A>;

  it('given a host on A and a guest on B, should admit, relay signals and end across processes', async () => {
    const [a, b] = servers.map((s) => s.base) as [string, string];
    const row = await videoAppointment({ db: database!.db }, 'connect', 5, 60);
    const rivera = await loginAt(a, 'dr.rivera');

    // The guest knocks on B before any host is there; a host arriving on A sees it waiting.
    const g = open(b, { code: row.clientConnectcode });
    await connected(g);
    const knock = await emit<ConnectKnockAck>(g, 'knock', { name: 'Alex' });
    if (!knock.ok) throw new Error(knock.message);
    const h = open(a, { code: row.connectcode, userId: rivera.userId, token: rivera.token });
    await connected(h);
    const join = await emit<ConnectJoinAck>(h, 'join');
    expect(join.ok && join.waiting.map((p) => p.id)).toEqual([knock.self.id]);

    const admittedEv = nextEvent<{ peers: ConnectPeer[] }>(g, 'admitted', 10_000);
    expect(await emit(h, 'admit', { peerId: knock.self.id })).toEqual({ ok: true });
    expect((await admittedEv).peers.map((p) => p.id)).toEqual([h.id]);

    const toHost = nextEvent<{ from: string }>(h, 'signal', 10_000);
    expect(await emit(g, 'signal', { to: h.id, signal: { description: { type: 'offer', sdp: 'v=0' } } })).toEqual({ ok: true });
    expect((await toHost).from).toBe(g.id);
    const toGuest = nextEvent<{ from: string }>(g, 'signal', 10_000);
    await emit(h, 'signal', { to: g.id, signal: { description: { type: 'answer', sdp: 'v=0' } } });
    expect((await toGuest).from).toBe(h.id);

    const ended = nextEvent<{ message: string }>(g, 'ended', 10_000);
    const gone = disconnection(g, 10_000);
    await emit(h, 'end');
    expect(await ended).toEqual({ message: messages.videoSessionEnded });
    expect((await gone).reason).toBe('io server disconnect');
  });
});
