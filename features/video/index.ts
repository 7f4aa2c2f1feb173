/** features/video's public entry, loaded on demand with its route: the Meadow Connect room. */
export { ConnectRoom } from './components/connect-room';
