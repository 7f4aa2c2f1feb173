/** features/realtime's on-demand entry: the socket, mounted once signed in. */
export { RealtimeConnection } from './components/realtime-connection';
