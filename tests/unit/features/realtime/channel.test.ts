import { afterEach, describe, expect, it, vi } from 'vitest';
import { publish, subscribe } from '../../../../features/realtime/channel';

const offs: (() => void)[] = [];
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  vi.restoreAllMocks();
});

describe('the realtime channel', () => {
  it('given two subscribers, when an event is published, should hand each the payload, and none after unsubscribing', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = subscribe('appointments:changed', first);
    offs.push(subscribe('appointments:changed', second));
    const payload = { provider_id: 7, refresh_required: ['2026-11-24'] };
    publish('appointments:changed', payload);
    expect(first).toHaveBeenCalledWith(payload);
    expect(second).toHaveBeenCalledWith(payload);
    offFirst();
    publish('appointments:changed', payload);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('given a handler that throws, should still call the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    offs.push(
      subscribe('appointments:contactRenamed', () => {
        throw new Error('broken');
      }),
    );
    offs.push(subscribe('appointments:contactRenamed', after));
    publish('appointments:contactRenamed', undefined);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('given a handler that unsubscribes itself while called, should still call the rest of that round', () => {
    const later = vi.fn();
    const off = subscribe('friendOnline', () => off());
    offs.push(subscribe('friendOnline', later));
    publish('friendOnline', { userId: 3 });
    expect(later).toHaveBeenCalledWith({ userId: 3 });
  });
});
