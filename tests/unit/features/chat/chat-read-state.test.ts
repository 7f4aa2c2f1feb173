import { atom, createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import type { ChatDetailsResponse, ChatMessage } from '../../../../domain/contract/chat';
import { storedMessage } from '../../chat-message-fixture';

const calls = { getChatPage: vi.fn(), putChatRead: vi.fn() };
vi.mock('../../../../features/chat/api/chat-calls', () => ({
  sendChatText: vi.fn(),
  getChatPage: (...a: unknown[]) => calls.getChatPage(...a),
  getChatRemaining: vi.fn(),
  getChatDetails: vi.fn(),
  putChatRead: (...a: unknown[]) => calls.putChatRead(...a),
}));
vi.mock('../../../../features/session/atoms', () => ({
  sessionAtom: atom({ userId: 1, token: 't', profile: { firstName: 'Maria', lastName: 'Rivera' } }),
}));

const chat = await import('../../../../features/chat/atoms');
const ALEX = 6;
const message = storedMessage;
const readTime = '2026-11-23T18:00:00.000Z';

async function loaded(list: ChatMessage[]) {
  const store = createStore();
  calls.getChatPage.mockResolvedValueOnce({ messages: list });
  await store.set(chat.loadOlderAtom, { id: ALEX, isGroup: false });
  return store;
}
const shownOf = (store: ReturnType<typeof createStore>) => store.get(chat.conversationsAtom).get(`user:${ALEX}`)!.messages;

describe('messagesRead (the read state of a conversation)', () => {
  it('given the other user read it, should show our messages to them as read, not theirs', async () => {
    const store = await loaded([message(1, {}), message(2, { sent_by: ALEX, receiver_id: 1, unread: 1, fullName: 'Alex Morgan' })]);
    store.set(chat.applyMessagesReadAtom, { readerId: ALEX, id: 1, isGroup: false, read_time: readTime });
    expect(shownOf(store).map((m) => [m.id, m.read_time, m.unread])).toEqual([
      [1, readTime, 0],
      [2, null, 1],
    ]);
  });

  it('given our other tab read it, should clear its unread here without asking the server again', async () => {
    const store = await loaded([message(2, { sent_by: ALEX, receiver_id: 1, unread: 1, fullName: 'Alex Morgan' })]);
    const details: ChatDetailsResponse = {
      unread: 1,
      details: [{ id: ALEX, fullName: 'Alex Morgan', userRole: 22, online: null, unread: 1, last: null, favourite_id: 0, contact: null }],
      groupDetails: [],
      unreadGroup: 0,
    };
    store.set(chat.chatDetailsAtom, details);
    store.set(chat.applyMessagesReadAtom, { readerId: 1, id: ALEX, isGroup: false, read_time: readTime });
    expect(shownOf(store)[0]).toMatchObject({ unread: 0, read_time: readTime });
    expect(store.get(chat.chatDetailsAtom)).toMatchObject({ unread: 0, details: [{ unread: 0 }] });
    expect(calls.putChatRead).not.toHaveBeenCalled();
  });

  it('given a read of a conversation that is not ours, should change nothing', async () => {
    const store = await loaded([message(1, {})]);
    store.set(chat.applyMessagesReadAtom, { readerId: ALEX, id: 42, isGroup: false, read_time: readTime });
    expect(shownOf(store)[0]!.read_time).toBeNull();
  });
});
