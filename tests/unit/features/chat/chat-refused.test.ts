import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import { ApiError } from '../../../../features/api/api-error';

const getChatPage = vi.fn();
vi.mock('../../../../features/chat/api/chat-calls', () => ({
  sendChatText: vi.fn(),
  getChatPage: (...a: unknown[]) => getChatPage(...a),
  getChatRemaining: vi.fn(),
  getChatDetails: vi.fn(),
  putChatRead: vi.fn(),
}));
vi.mock('../../../../features/session/atoms', () => ({
  sessionAtom: atom({ userId: 7, token: 't', profile: { firstName: 'Maria', lastName: 'Rivera' } }),
}));

const chat = await import('../../../../features/chat/atoms');
const ref = { id: 42, isGroup: false };

beforeEach(() => getChatPage.mockReset());

describe('a refused conversation (spec 4)', () => {
  it('given a 403 on the first page, should drop the conversation and keep the message for the screen', async () => {
    const store = createStore();
    getChatPage.mockRejectedValueOnce(new ApiError(403, 'You cannot chat with this user'));
    await store.set(chat.loadOlderAtom, ref);
    expect(store.get(chat.conversationsAtom).has('user:42')).toBe(false);
    expect(store.get(chat.conversationErrorsAtom).get('user:42')).toBe('You cannot chat with this user');
  });

  it('when tried again and answered, should load it and forget the refusal', async () => {
    const store = createStore();
    getChatPage.mockRejectedValueOnce(new ApiError(403, 'no')).mockResolvedValueOnce({ messages: [] });
    await store.set(chat.loadOlderAtom, ref);
    store.set(chat.clearConversationErrorAtom, ref);
    await store.set(chat.loadOlderAtom, ref);
    expect(store.get(chat.conversationErrorsAtom).size).toBe(0);
    expect(store.get(chat.conversationsAtom).get('user:42')).toMatchObject({ pages: 1, allLoaded: true });
  });
});
