import { atom } from 'jotai';

/** The socket is connected and the server accepted the handshake's userId and token. */
export const realtimeAuthorizedAtom = atom(false);
