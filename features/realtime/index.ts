/**
 * features/realtime's public entry: the event channel every feature may
 * subscribe to and publish on, and whether the socket is authorized.
 * The socket itself (socket.io-client) comes through lazy.ts.
 */
export { publish, subscribe, type ChannelEvent, type ChannelEvents, type ChannelHandler, type LocalEvents } from './channel';
export { useRealtimeEvent } from './use-realtime-event';
export { realtimeAuthorizedAtom } from './atoms';
