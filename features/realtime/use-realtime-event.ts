import { useEffect, useLayoutEffect, useRef } from 'react';
import { subscribe, type ChannelEvent, type ChannelHandler } from './channel';

/**
 * Subscribes a component to one channel event while it is mounted (and
 * `enabled`). The latest handler is called, so it may close over props and
 * state without subscribing again on every render.
 */
export function useRealtimeEvent<K extends ChannelEvent>(event: K, handler: ChannelHandler<K>, enabled = true): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribe(event, (payload) => latest.current(payload));
  }, [event, enabled]);
}
