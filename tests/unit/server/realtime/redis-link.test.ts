import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { redisLink } from '../../../../server/realtime/redis-link';

/** A node-redis client as far as the link looks at it. */
class FakeClient extends EventEmitter {
  isReady = true;
  drop(): void {
    this.isReady = false;
    this.emit('error');
    this.emit('reconnecting');
  }
  back(): void {
    this.isReady = true;
    this.emit('ready');
  }
}

describe('redisLink', () => {
  it('given both connections ready, should be up; given either one dropping, down once per outage, and up once when both are back', () => {
    const pub = new FakeClient();
    const sub = new FakeClient();
    const link = redisLink([pub, sub]);
    let downs = 0;
    let ups = 0;
    link.onDown(() => downs++);
    link.onUp(() => ups++);
    expect(link.isUp()).toBe(true);

    sub.drop();
    pub.drop();
    expect([link.isUp(), downs, ups]).toEqual([false, 1, 0]);

    sub.back();
    expect([link.isUp(), ups]).toEqual([false, 0]);
    pub.back();
    expect([link.isUp(), ups]).toEqual([true, 1]);
    // 'ready' again while up (node-redis may say it twice): no second rejoin.
    pub.back();
    expect(ups).toBe(1);

    pub.drop();
    expect([link.isUp(), downs, ups]).toEqual([false, 2, 1]);
  });

  it('given a connection ended, should count as down; once stopped (closing on purpose), should call nobody', () => {
    const pub = new FakeClient();
    const link = redisLink([pub]);
    let downs = 0;
    link.onDown(() => downs++);
    pub.isReady = false;
    pub.emit('end');
    expect([link.isUp(), downs]).toEqual([false, 1]);

    pub.back();
    link.stop();
    pub.drop();
    expect([link.isUp(), downs]).toEqual([false, 1]);
  });
});
