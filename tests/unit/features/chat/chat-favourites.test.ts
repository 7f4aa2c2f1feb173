import { atom, createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import type { ChatDetailsResponse } from '../../../../domain/contract/chat';
import { ApiError } from '../../../../features/api/api-error';

const calls = { postChatFavourite: vi.fn(), deleteChatFavourite: vi.fn() };
vi.mock('../../../../features/chat/api/chat-calls', () => ({
  sendChatText: vi.fn(),
  getChatPage: vi.fn(),
  getChatRemaining: vi.fn(),
  getChatDetails: vi.fn(),
  putChatRead: vi.fn(),
  postChatFavourite: (...a: unknown[]) => calls.postChatFavourite(...a),
  deleteChatFavourite: (...a: unknown[]) => calls.deleteChatFavourite(...a),
}));
vi.mock('../../../../features/session/atoms', () => ({
  sessionAtom: atom({ userId: 1, token: 't', profile: { firstName: 'Maria', lastName: 'Rivera' } }),
}));

const chat = await import('../../../../features/chat/atoms');
const { messageQueueAtom } = await import('../../../../features/api/popup-atoms');
const ALEX = 6;
const SAM = 4;
const details = (favourite_id: number): ChatDetailsResponse => ({
  unread: 0,
  details: [
    { id: ALEX, fullName: 'Alex Morgan', userRole: 22, online: null, unread: 0, last: null, favourite_id, contact: { type: 'person', id: 2 } },
    { id: SAM, fullName: 'Sam Okafor', userRole: 11, online: null, unread: 0, last: null, favourite_id: 0, contact: null },
  ],
  groupDetails: [],
  unreadGroup: 0,
});
const favouriteOf = (store: ReturnType<typeof createStore>, id: number) => store.get(chat.chatDetailsAtom)!.details.find((c) => c.id === id)!.favourite_id;

describe('chat favourites (spec 4 "Favourites")', () => {
  it("should add the partner's contact record, then remove it by its favourite_id", async () => {
    const store = createStore();
    store.set(chat.chatDetailsAtom, details(0));
    calls.postChatFavourite.mockResolvedValueOnce({ favourite_id: 44 });
    expect(await store.set(chat.toggleChatFavouriteAtom, ALEX)).toBe(true);
    expect(calls.postChatFavourite).toHaveBeenCalledWith({ type: 'person', id: 2 });
    expect(favouriteOf(store, ALEX)).toBe(44);

    calls.deleteChatFavourite.mockResolvedValueOnce({ favourite_id: 0 });
    expect(await store.set(chat.toggleChatFavouriteAtom, ALEX)).toBe(true);
    expect(calls.deleteChatFavourite).toHaveBeenCalledWith(44);
    expect(favouriteOf(store, ALEX)).toBe(0);
  });

  it('given a press while the call runs, should do nothing (in progress per item)', async () => {
    const store = createStore();
    store.set(chat.chatDetailsAtom, details(0));
    let answer: (v: unknown) => void = () => undefined;
    calls.postChatFavourite.mockClear().mockReturnValueOnce(new Promise((r) => (answer = r)));
    const first = store.set(chat.toggleChatFavouriteAtom, ALEX);
    expect(store.get(chat.chatFavouritePendingAtom).has(ALEX)).toBe(true);
    expect(await store.set(chat.toggleChatFavouriteAtom, ALEX)).toBe(false);
    answer({ favourite_id: 45 });
    expect(await first).toBe(true);
    expect(calls.postChatFavourite).toHaveBeenCalledTimes(1);
    expect(store.get(chat.chatFavouritePendingAtom).size).toBe(0);
  });

  it('given a staff partner (no contact record), should call nothing', async () => {
    const store = createStore();
    store.set(chat.chatDetailsAtom, details(0));
    calls.postChatFavourite.mockClear();
    expect(await store.set(chat.toggleChatFavouriteAtom, SAM)).toBe(false);
    expect(calls.postChatFavourite).not.toHaveBeenCalled();
  });

  it('given a refusal, should keep the favourite as it was and show the message', async () => {
    const store = createStore();
    store.set(chat.chatDetailsAtom, details(0));
    calls.postChatFavourite.mockRejectedValueOnce(new ApiError(404, 'This contact no longer exists.'));
    expect(await store.set(chat.toggleChatFavouriteAtom, ALEX)).toBe(false);
    expect(favouriteOf(store, ALEX)).toBe(0);
    expect(store.get(messageQueueAtom).map((m) => m.text)).toEqual(['This contact no longer exists.']);
  });
});
