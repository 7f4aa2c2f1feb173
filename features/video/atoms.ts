/**
 * The Meadow Connect room's state: one room per tab (the /connect/:code
 * screen). Mutations go through `roomDispatchAtom`, i.e. the pure reducer of
 * room-state.ts with the announcement texts of domain/messages.ts.
 */
import { atom } from 'jotai';
import { connectJoinedAnnouncement, connectKnockingAnnouncement, connectLeftAnnouncement } from './copy';
import { initialRoom, roomReducer, type RoomAction, type RoomState, type RoomWords } from './room-state';

const words: RoomWords = {
  knocking: connectKnockingAnnouncement,
  joined: connectJoinedAnnouncement,
  left: connectLeftAnnouncement,
};

export const roomAtom = atom<RoomState>(initialRoom(''));

export const roomDispatchAtom = atom(null, (get, set, action: RoomAction) => {
  set(roomAtom, roomReducer(get(roomAtom), action, words));
});

/** A fresh room for `code` (on entering the screen). */
export const resetRoomAtom = atom(null, (_get, set, code: string) => {
  set(roomAtom, initialRoom(code));
});
