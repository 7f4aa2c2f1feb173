import { beforeAll, describe, expect, it } from 'vitest';
import { connectInfoResponse, iceServersResponse, secureVideoLoginResponse } from '../../../domain/contract/video';
import { messages } from '../../../domain/messages';
import { turnCredential } from '../../../server/video/ice-servers';
import { build, expectMessage, login, type Login } from '../helper';
import { videoAppointment, type VideoRow } from './video-fixture';

const t = build({ turnUrls: ['stun:stun.example:3478', 'turn:turn.example:3478?transport=udp', 'turns:turn.example:5349'], turnSecret: 'shh', turnTtlSeconds: 600 });

let rivera: Login;
let chen: Login;
let alex: Login;
let jo: Login;
let sam: Login;
let connect: VideoRow;
let secure: VideoRow;

beforeAll(async () => {
  [rivera, chen, alex, jo, sam] = await Promise.all([login(t.app, 'dr.rivera'), login(t.app, 'dr.chen'), login(t.app, 'alex.client'), login(t.app, 'jo.other'), login(t.app, 'sam.staff')]);
  connect = await videoAppointment(t.app, 'connect', 10, 60);
  secure = await videoAppointment(t.app, 'secure', 10, 60);
});

const get = (url: string, auth?: Login) => t.app.inject({ method: 'GET', url, ...(auth ? { headers: auth.headers } : {}) });

describe('GET /api/secure_video/base_url', () => {
  it('should answer the configured Secure Video service (Jitsi Meet by default) to a signed-in user', async () => {
    const res = await get('/api/secure_video/base_url', alex);
    expect(res.json()).toEqual({ code: 200, base_url: 'https://meet.jit.si' });
    expect((await get('/api/secure_video/base_url')).statusCode).toBe(401);
  });
});

describe('GET /api/appointment/secure_video_login/{id}', () => {
  it('given the provider, its staff or the portal client of the appointment, should answer the random room on the service', async () => {
    expect(secure.secureVideoSessionId).toMatch(/^[0-9a-f]{64}$/);
    for (const who of [rivera, sam, alex]) {
      const res = await get(`/api/appointment/secure_video_login/${secure.id}`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(secureVideoLoginResponse.parse(res.json())).toEqual({ code: 200, login_uri: `https://meet.jit.si/${secure.secureVideoSessionId}` });
    }
  });

  it('given anyone else, or an id that does not exist, should refuse with 403', async () => {
    expectMessage(await get(`/api/appointment/secure_video_login/${secure.id}`, chen), 403, messages.videoSessionNotAllowed);
    expectMessage(await get(`/api/appointment/secure_video_login/${secure.id}`, jo), 403, messages.videoSessionNotAllowed);
    expectMessage(await get('/api/appointment/secure_video_login/2000000000', rivera), 403, messages.videoSessionNotAllowed);
  });

  it('given a Connect or an Other Video appointment, should answer 400', async () => {
    expectMessage(await get(`/api/appointment/secure_video_login/${connect.id}`, rivera), 400, messages.videoLoginFailed);
    const other = await videoAppointment(t.app, 'other', 10, 60);
    expectMessage(await get(`/api/appointment/secure_video_login/${other.id}`, rivera), 400, messages.videoLoginFailed);
  });

  it('given an appointment that has ended, should refuse with the past-time text', async () => {
    const past = await videoAppointment(t.app, 'secure', -120, -60);
    expectMessage(await get(`/api/appointment/secure_video_login/${past.id}`, rivera), 400, messages.videoSessionPastTime);
    expectMessage(await get(`/api/appointment/secure_video_login/${past.id}`, alex), 400, messages.videoSessionPastTime);
  });
});

describe('GET /api/video/connect/{code}', () => {
  it('given the guest code, should answer a neutral title, the times and the ICE servers, signed out', async () => {
    const res = await get(`/api/video/connect/${connect.clientConnectcode}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = connectInfoResponse.strict().parse(res.json());
    expect(body).toMatchObject({ role: 'guest', title: 'Video session with Dr. Rivera', timezone: 'America/New_York', maxParticipants: 4 });
    expect(Date.parse(body.opensAt)).toBe(Date.parse(body.startsAt) - 30 * 60_000);
    expect(body.iceServers[0]).toEqual({ urls: ['stun:stun.example:3478'] });
  });

  it('given the host code, should answer the host role', async () => {
    expect(connectInfoResponse.parse((await get(`/api/video/connect/${connect.connectcode}`)).json()).role).toBe('host');
  });

  it('given an unknown or malformed code, or an appointment id, should answer 404', async () => {
    for (const code of ['0'.repeat(64), 'abc', String(connect.id)]) {
      expectMessage(await get(`/api/video/connect/${code}`), 404, messages.videoSessionNotFound);
    }
  });

  it('given an ended, cancelled or deleted appointment, should refuse with its text', async () => {
    const past = await videoAppointment(t.app, 'connect', -120, -1);
    expectMessage(await get(`/api/video/connect/${past.clientConnectcode}`), 400, messages.videoSessionPastTime);
    const cancelled = await videoAppointment(t.app, 'connect', 10, 60, { isCancelled: true });
    expectMessage(await get(`/api/video/connect/${cancelled.clientConnectcode}`), 410, messages.videoSessionCancelled);
    const deleted = await videoAppointment(t.app, 'connect', 10, 60, { isDeleted: true });
    expectMessage(await get(`/api/video/connect/${deleted.clientConnectcode}`), 404, messages.videoSessionNotFound);
  });
});

describe('TURN credentials', () => {
  it('should give turn:/turns: URLs a time-limited username and an HMAC-SHA1 credential, and STUN none', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await get('/api/video/ice_servers', rivera);
    const { iceServers } = iceServersResponse.parse(res.json());
    expect(iceServers).toHaveLength(2);
    expect(iceServers[0]).toEqual({ urls: ['stun:stun.example:3478'] });
    const turn = iceServers[1]!;
    expect(turn.urls).toEqual(['turn:turn.example:3478?transport=udp', 'turns:turn.example:5349']);
    const [expiry] = turn.username!.split(':');
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
    expect(Number(expiry)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
    // What the TURN server does: recompute the HMAC with the shared secret.
    const { createHmac } = await import('node:crypto');
    expect(turn.credential).toBe(createHmac('sha1', 'shh').update(turn.username!).digest('base64'));
    expect(turnCredential('shh', turn.username!)).toBe(turn.credential);
    expect((await get('/api/video/ice_servers')).statusCode).toBe(401);
  });
});

describe('appointment detail codes', () => {
  it('should answer the host code to staff only and the guest code to staff and the portal client', async () => {
    const staff = (await get(`/api/appointment/get/id/${connect.id}`, rivera)).json() as { appointment: Record<string, unknown> };
    expect(staff.appointment).toMatchObject({ connectcode: connect.connectcode, clientConnectcode: connect.clientConnectcode });
    const portal = (await get(`/api/appointment/get/id/${connect.id}`, alex)).json() as { appointment: Record<string, unknown> };
    expect(portal.appointment).toMatchObject({ connectcode: null, clientConnectcode: connect.clientConnectcode });
  });
});
