/**
 * The socket's events and settings. Event names and payload schemas come from
 * the shared contract in domain/contract/realtime.ts.
 */
import { SOCKET_PATH } from '../../domain/contract/realtime';

export {
  REALTIME_EVENTS,
  realtimePayloads,
  type RealtimeEvent,
  type RealtimePayload,
} from '../../domain/contract/realtime';

/** Socket.IO settings of spec 4 and 9. */
export const SOCKET_OPTIONS = {
  path: SOCKET_PATH,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  reconnectionAttempts: 99_999,
} as const;
