/** The Meadow Connect room reducer and its layout helpers. */
import { describe, expect, it } from 'vitest';
import type { ConnectInfoResponse, ConnectPeer } from '../../../../domain/contract/video';
import { featuredPeer, gridColumns, initialRoom, roomReducer, type RoomAction, type RoomState } from '../../../../features/video/room-state';

const words = { knocking: (n: string) => `${n} knocks`, joined: (n: string) => `${n} in`, left: (n: string) => `${n} out` };
const run = (state: RoomState, ...actions: RoomAction[]) => actions.reduce((s, a) => roomReducer(s, a, words), state);

const info: ConnectInfoResponse = {
  role: 'host',
  startsAt: '2026-11-26T22:00:00Z',
  endsAt: '2026-11-26T22:45:00Z',
  opensAt: '2026-11-26T21:30:00Z',
  timezone: 'America/New_York',
  title: 'Video session with Sofia Garcia',
  maxParticipants: 4,
  iceServers: [],
};
const host: ConnectPeer = { id: 'h1', name: 'Dr. Rivera', role: 'host' };
const alex: ConnectPeer = { id: 'g1', name: 'Alex', role: 'guest' };
const sam: ConnectPeer = { id: 'g2', name: 'Sam', role: 'guest' };
const fakeStream = (audio: number, video: number) =>
  ({ getAudioTracks: () => Array(audio).fill({}), getVideoTracks: () => Array(video).fill({}) }) as unknown as MediaStream;

describe('roomReducer', () => {
  it('given the session loads, should go to the lobby with its role', () => {
    const s = run(initialRoom('c'), { type: 'loaded', info });
    expect(s.phase).toBe('lobby');
    expect(s.role).toBe('host');
  });

  it('given a refusal on load, should keep the server\'s message', () => {
    const s = run(initialRoom('c'), { type: 'unavailable', message: 'Sorry! Video session can not be created for past time' });
    expect(s).toMatchObject({ phase: 'unavailable', message: 'Sorry! Video session can not be created for past time' });
  });

  it('given media with audio only, should mark the camera missing and off', () => {
    const s = run(initialRoom('c'), { type: 'acquiring' }, { type: 'media', stream: fakeStream(1, 0), problem: 'busy' });
    expect(s.local).toMatchObject({ hasAudio: true, hasVideo: false, audio: true, video: false, problem: 'busy', acquiring: false });
  });

  it('given a host enters, should list peers in and guests waiting; a knock is announced once', () => {
    let s = run(initialRoom('c'), { type: 'loaded', info }, { type: 'joining' }, { type: 'entered', self: host, peers: [], waiting: [alex] });
    expect(s.phase).toBe('call');
    s = run(s, { type: 'knocking', peer: sam }, { type: 'knocking', peer: sam });
    expect(s.waiting.map((p) => p.id)).toEqual(['g1', 'g2']);
    expect(s.announcement).toBe('Sam knocks');
  });

  it('given an admitted guest joins, should leave the waiting list and show as a peer', () => {
    let s = run(initialRoom('c'), { type: 'loaded', info }, { type: 'entered', self: host, peers: [], waiting: [alex] });
    s = run(s, { type: 'peerJoined', peer: alex });
    expect(s.waiting).toEqual([]);
    expect(s.peers.map((p) => p.id)).toEqual(['g1']);
    expect(s.announcement).toBe('Alex in');
  });

  it('given media and leave events, should track the peer\'s mute state and drop it', () => {
    let s = run(initialRoom('c'), { type: 'entered', self: host, peers: [alex], waiting: [] });
    s = run(s, { type: 'peerMedia', peerId: 'g1', audio: false, video: true, screen: false });
    expect(s.peers[0]).toMatchObject({ audio: false, video: true });
    s = run(s, { type: 'peerLeft', peerId: 'g1' });
    expect(s.peers).toEqual([]);
    expect(s.announcement).toBe('Alex out');
  });

  it('given a guest knocks and is refused as full, should go back to the lobby with the message', () => {
    const s = run(initialRoom('c'), { type: 'loaded', info: { ...info, role: 'guest' } }, { type: 'joining' }, { type: 'refused', message: 'This video session is full' });
    expect(s).toMatchObject({ phase: 'lobby', message: 'This video session is full' });
  });

  it('given re-entering after a reconnect, should keep what it knew of peers still there', () => {
    let s = run(initialRoom('c'), { type: 'entered', self: host, peers: [alex], waiting: [] }, { type: 'peerMedia', peerId: 'g1', audio: false, video: false, screen: false });
    s = run(s, { type: 'reconnecting', on: true }, { type: 'entered', self: { ...host, id: 'h2' }, peers: [alex], waiting: [] });
    expect(s.reconnecting).toBe(false);
    expect(s.peers[0]).toMatchObject({ id: 'g1', audio: false });
  });

  it('given the session ends, should clear the call and keep the message', () => {
    const s = run(initialRoom('c'), { type: 'entered', self: host, peers: [alex], waiting: [sam] }, { type: 'ended', message: 'The video session has ended' });
    expect(s).toMatchObject({ phase: 'ended', peers: [], waiting: [], message: 'The video session has ended' });
  });
});

describe('featuredPeer and gridColumns', () => {
  const base = run(initialRoom('c'), { type: 'entered', self: host, peers: [alex, sam], waiting: [] });
  it('given a screen share, should feature it; else the first peer', () => {
    expect(featuredPeer(base.peers)?.id).toBe('g1');
    const shared = run(base, { type: 'peerMedia', peerId: 'g2', audio: true, video: true, screen: true });
    expect(featuredPeer(shared.peers)?.id).toBe('g2');
    expect(featuredPeer([])).toBeNull();
  });
  it('given a phone, should stack one or two peers and grid three', () => {
    expect(gridColumns(1, false)).toBe(1);
    expect(gridColumns(2, false)).toBe(1);
    expect(gridColumns(3, false)).toBe(2);
    expect(gridColumns(2, true)).toBe(2);
  });
});
