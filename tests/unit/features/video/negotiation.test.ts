/** Perfect negotiation roles and glare handling of PeerLink, with fake peer connections. */
import { describe, expect, it, vi } from 'vitest';
import type { ConnectSignal } from '../../../../domain/contract/video';
import { isPolite, PeerLink } from '../../../../features/video/rtc/peer-link';
import { mediaProblemOf, showsCameraSwitch, callConstraints } from '../../../../features/video/rtc/media';
import { refusalKind } from '../../../../features/video/rtc/signalling';
import { messages } from '../../../../domain/messages';

describe('isPolite', () => {
  it('given a host and a guest, should make the host polite on both ends', () => {
    expect(isPolite({ id: 'b', role: 'host' }, { id: 'a', role: 'guest' })).toBe(true);
    expect(isPolite({ id: 'a', role: 'guest' }, { id: 'b', role: 'host' })).toBe(false);
  });
  it('given two peers of one role, should make exactly one polite, by id', () => {
    const a = { id: 'AAA', role: 'guest' as const };
    const b = { id: 'BBB', role: 'guest' as const };
    expect(isPolite(a, b)).not.toBe(isPolite(b, a));
    expect(isPolite(b, a)).toBe(true);
  });
});

/** Enough of RTCPeerConnection for the negotiation logic: offers, answers, implicit rollback. */
class FakePc {
  signalingState: RTCSignalingState = 'stable';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: unknown = null;
  ontrack: unknown = null;
  onconnectionstatechange: unknown = null;
  readonly remote: string[] = [];
  async setLocalDescription() {
    await Promise.resolve();
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: 'answer' };
      this.signalingState = 'stable';
    } else {
      this.localDescription = { type: 'offer', sdp: 'offer' };
      this.signalingState = 'have-local-offer';
    }
  }
  async setRemoteDescription(d: { type: RTCSdpType }) {
    await Promise.resolve();
    this.remote.push(d.type);
    if (d.type === 'offer') this.signalingState = 'have-remote-offer'; // a polite peer's own offer rolls back implicitly
    else this.signalingState = 'stable';
  }
  async addIceCandidate() {
    await Promise.resolve();
  }
  close() {}
}

function link(polite: boolean) {
  const sent: ConnectSignal[] = [];
  const pc = new FakePc();
  const l = new PeerLink({
    peerId: 'x',
    polite,
    iceServers: [],
    send: (s) => sent.push(s),
    onStream: () => undefined,
    createPeerConnection: () => pc as unknown as RTCPeerConnection,
    onError: vi.fn(),
  });
  return { l, pc, sent };
}

describe('PeerLink glare', () => {
  it('given both ends offer at once, the impolite one should ignore the offer and the polite one should answer', async () => {
    const impolite = link(false);
    const polite = link(true);
    await impolite.pc.onnegotiationneeded?.();
    await polite.pc.onnegotiationneeded?.();
    expect(impolite.sent[0]?.description?.type).toBe('offer');
    expect(polite.sent[0]?.description?.type).toBe('offer');
    // Offers cross.
    await impolite.l.receive(polite.sent[0]!);
    await polite.l.receive(impolite.sent[0]!);
    expect(impolite.pc.remote).toEqual([]); // ignored
    expect(polite.pc.remote).toEqual(['offer']); // rolled back and accepted
    const answer = polite.sent[1]!;
    expect(answer.description?.type).toBe('answer');
    await impolite.l.receive(answer);
    expect(impolite.pc.signalingState).toBe('stable');
    expect(polite.pc.signalingState).toBe('stable');
  });

  it('given candidates of an ignored offer, should not report an error', async () => {
    const impolite = link(false);
    await impolite.pc.onnegotiationneeded?.();
    await impolite.l.receive({ description: { type: 'offer', sdp: 'x' } });
    impolite.pc.addIceCandidate = () => Promise.reject(new Error('no remote description'));
    await impolite.l.receive({ candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host' } });
    expect(impolite.pc.remote).toEqual([]);
  });
});

describe('media helpers', () => {
  it('should tell a refusal from a missing or busy device', () => {
    expect(mediaProblemOf(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(new DOMException('x', 'NotFoundError'))).toBe('missing');
    expect(mediaProblemOf(new DOMException('x', 'NotReadableError'))).toBe('busy');
    expect(mediaProblemOf(new TypeError('no api'))).toBe('unsupported');
    expect(mediaProblemOf('weird')).toBe('failed');
  });
  it('should ask for the chosen camera and voice processing', () => {
    const c = callConstraints({ audio: true, video: true }, 'environment');
    expect(c.video).toMatchObject({ facingMode: 'environment' });
    expect(c.audio).toMatchObject({ echoCancellation: true });
    expect(callConstraints({ audio: false, video: false })).toEqual({ audio: false, video: false });
  });
  it('should offer the camera switch with two cameras or on a phone, only with video', () => {
    expect(showsCameraSwitch(2, false, true)).toBe(true);
    expect(showsCameraSwitch(1, true, true)).toBe(true);
    expect(showsCameraSwitch(1, false, true)).toBe(false);
    expect(showsCameraSwitch(2, true, false)).toBe(false);
  });
});

describe('refusalKind', () => {
  it('should stop on the server\'s final word, stay in the lobby when full or early, and retry the rest', () => {
    expect(refusalKind(messages.videoSessionPastTime)).toBe('final');
    expect(refusalKind(messages.sessionInvalid)).toBe('final');
    expect(refusalKind(messages.videoSessionFull)).toBe('lobby');
    expect(refusalKind(messages.videoSessionNotOpenYet)).toBe('lobby');
    expect(refusalKind('xhr poll error')).toBe('transient');
  });
});
