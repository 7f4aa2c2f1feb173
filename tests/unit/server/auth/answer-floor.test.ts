import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerNoSoonerThan, RECOVERY_VERIFY_FLOOR_MS } from '../../../../server/auth/answer-floor';

/** forgot/verify's floor hides how long the look-up took; the clock is faked, so nothing here is timed. */
describe('answerNoSoonerThan', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('given quick work, should hold the answer until the floor has passed since the start', async () => {
    const startedAt = performance.now();
    vi.advanceTimersByTime(4); // a known e-mail's look-up
    const isDone = settled(answerNoSoonerThan(startedAt, RECOVERY_VERIFY_FLOOR_MS));
    await vi.advanceTimersByTimeAsync(RECOVERY_VERIFY_FLOOR_MS - 5);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('given work that took longer than the floor, should not add to it', async () => {
    const startedAt = performance.now();
    vi.advanceTimersByTime(RECOVERY_VERIFY_FLOOR_MS + 20);
    const isDone = settled(answerNoSoonerThan(startedAt, RECOVERY_VERIFY_FLOOR_MS));
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });
});
