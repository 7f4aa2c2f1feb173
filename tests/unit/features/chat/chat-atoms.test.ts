import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import type { ChatDetailsResponse } from '../../../../domain/contract/chat';
import { chatMessage as message, RIVERA, SAM } from '../../chat-message-fixture';

const calls = {
  sendChatText: vi.fn(),
  getChatPage: vi.fn(),
  getChatRemaining: vi.fn(),
  getChatDetails: vi.fn(),
  putChatRead: vi.fn(),
};
vi.mock('../../../../features/chat/api/chat-calls', () => ({
  sendChatText: (...a: unknown[]) => calls.sendChatText(...a),
  getChatPage: (...a: unknown[]) => calls.getChatPage(...a),
  getChatRemaining: (...a: unknown[]) => calls.getChatRemaining(...a),
  getChatDetails: (...a: unknown[]) => calls.getChatDetails(...a),
  putChatRead: (...a: unknown[]) => calls.putChatRead(...a),
}));
vi.mock('../../../../features/session/atoms', () => ({
  sessionAtom: atom({ userId: 7, token: 't', profile: { firstName: 'Maria', lastName: 'Rivera' } }),
}));

const chat = await import('../../../../features/chat/atoms');


const details = (): ChatDetailsResponse => ({
  unread: 1,
  details: [{ id: SAM, fullName: 'Sam Okafor', userRole: 11, online: null, unread: 1, last: message(3), favourite_id: 0, contact: null }],
  groupDetails: [],
  unreadGroup: 0,
});
const samRef = { id: SAM, isGroup: false };

beforeEach(() => {
  for (const fn of Object.values(calls)) fn.mockReset();
  calls.putChatRead.mockResolvedValue({ read: 1 });
});

describe('chat atoms', () => {
  it('should send optimistically and replace the temporary id with receiverInfoId', async () => {
    const store = createStore();
    let answer: (v: unknown) => void = () => undefined;
    calls.sendChatText.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const sending = store.set(chat.sendMessageAtom, { ref: samRef, text: ' hello ' });
    const inFlight = store.get(chat.conversationsAtom).get('user:4')!.messages;
    expect(inFlight).toEqual([expect.objectContaining({ value: 'hello', sendState: 'sending', sent_by: RIVERA })]);
    expect(inFlight[0]!.id).toBeLessThan(0);
    const stored = message(10, { sent_by: RIVERA, receiver_id: SAM, value: 'hello', unread: 0 });
    answer({ receiverInfoId: 10, messages: [stored] });
    await sending;
    expect(store.get(chat.conversationsAtom).get('user:4')!.messages.map((m) => [m.id, m.sendState])).toEqual([[10, 'sent']]);
    // The temporary id names the submission for its Idempotency-Key (features/api/idempotency-keys.ts).
    expect(calls.sendChatText).toHaveBeenCalledWith({ message: 'hello', receiverIds: [SAM], isGroup: false }, expect.any(Number));
  });

  it('given a failed send, should mark it failed and send it again on retry', async () => {
    const store = createStore();
    calls.sendChatText.mockRejectedValueOnce(new Error('offline'));
    await store.set(chat.sendMessageAtom, { ref: samRef, text: 'hello' });
    const [failed] = store.get(chat.conversationsAtom).get('user:4')!.messages;
    expect(failed!.sendState).toBe('failed');
    calls.sendChatText.mockResolvedValueOnce({ receiverInfoId: 11, messages: [message(11, { sent_by: RIVERA, receiver_id: SAM, value: 'hello' })] });
    await store.set(chat.retrySendAtom, { ref: samRef, id: failed!.id });
    expect(store.get(chat.conversationsAtom).get('user:4')!.messages.map((m) => m.id)).toEqual([11]);
    // The same submission: a retry sends the same Idempotency-Key, so a send that did arrive is not stored twice.
    expect(calls.sendChatText.mock.calls[1]![1]).toBe(calls.sendChatText.mock.calls[0]![1]);
  });

  it('given a live message for a closed conversation, should count it unread and ask for the popup', () => {
    const store = createStore();
    store.set(chat.chatDetailsAtom, details());
    expect(store.set(chat.receiveMessagesAtom, [message(12)])).toBe(true);
    expect(store.get(chat.chatDetailsAtom)!.unread).toBe(2);
    // The same message again (a reconnect's 'remaining') changes nothing.
    store.set(chat.receiveMessagesAtom, [message(12)]);
    expect(store.get(chat.chatDetailsAtom)!.unread).toBe(2);
  });

  it('given a live message for the open conversation, should read it at once without a popup', async () => {
    const store = createStore();
    store.set(chat.chatDetailsAtom, details());
    calls.getChatPage.mockResolvedValueOnce({ messages: [message(3)] });
    await store.set(chat.loadOlderAtom, samRef);
    store.set(chat.openConversationAtom, 'user:4');
    expect(store.set(chat.receiveMessagesAtom, [message(12)])).toBe(false);
    await vi.waitFor(() => expect(calls.putChatRead).toHaveBeenCalledWith(SAM, false));
    expect(store.get(chat.conversationsAtom).get('user:4')!.messages.map((m) => [m.id, m.unread])).toEqual([
      [3, 0],
      [12, 0],
    ]);
    expect(store.get(chat.chatDetailsAtom)!.unread).toBe(0);
  });

  it('should load pages until one comes back short, counting arrivals for the offset', async () => {
    const store = createStore();
    calls.getChatPage.mockResolvedValueOnce({ messages: Array.from({ length: 30 }, (_, i) => message(100 + i)) });
    await store.set(chat.loadOlderAtom, samRef);
    store.set(chat.receiveMessagesAtom, [message(200)]);
    calls.getChatPage.mockResolvedValueOnce({ messages: [message(50)] });
    await store.set(chat.loadOlderAtom, samRef);
    expect(calls.getChatPage).toHaveBeenLastCalledWith(SAM, false, 2, 1);
    expect(store.get(chat.conversationsAtom).get('user:4')!.allLoaded).toBe(true);
    await store.set(chat.loadOlderAtom, samRef);
    expect(calls.getChatPage).toHaveBeenCalledTimes(2);
  });

  it('after a reconnect, should fetch what was missed since the newest message held', async () => {
    const store = createStore();
    store.set(chat.chatDetailsAtom, details());
    calls.getChatRemaining.mockResolvedValueOnce({ messages: [message(4)] });
    expect(await store.set(chat.fetchRemainingAtom)).toBe(true);
    expect(calls.getChatRemaining).toHaveBeenCalledWith(RIVERA, 3);
  });

  it('given realtimeDegraded, then newer messages from its own process, should catch up from the id held at the drop (kept if the call fails), then from the newest again', async () => {
    const store = createStore();
    store.set(chat.chatDetailsAtom, details());
    store.set(chat.noteChatCatchUpAtom);
    // Only the first drop counts until caught up: a second note keeps the earlier point.
    store.set(chat.receiveMessagesAtom, [message(10)]);
    store.set(chat.noteChatCatchUpAtom);
    calls.getChatRemaining.mockRejectedValueOnce(new Error('offline'));
    expect(await store.set(chat.fetchRemainingAtom)).toBe(false);
    expect(calls.getChatRemaining).toHaveBeenLastCalledWith(RIVERA, 3);
    calls.getChatRemaining.mockResolvedValueOnce({ messages: [message(5), message(10)] });
    await store.set(chat.fetchRemainingAtom);
    expect(calls.getChatRemaining).toHaveBeenLastCalledWith(RIVERA, 3);
    expect(store.get(chat.chatDetailsAtom)!.details[0]!.last?.id).toBe(10);
    calls.getChatRemaining.mockResolvedValueOnce({ messages: [] });
    await store.set(chat.fetchRemainingAtom);
    expect(calls.getChatRemaining).toHaveBeenLastCalledWith(RIVERA, 10);
  });

  it('should track presence from parentMessageReceived and friendOnline/Offline', () => {
    const store = createStore();
    store.set(chat.chatDetailsAtom, details());
    store.set(chat.applyParentMessageAtom, { messages: [], onlineFriends: [SAM] });
    expect(store.get(chat.chatDetailsAtom)!.details[0]!.online).toBe(true);
    store.set(chat.setFriendOnlineAtom, { userId: SAM, online: false });
    expect(store.get(chat.chatDetailsAtom)!.details[0]!.online).toBeNull();
    expect(store.get(chat.onlineFriendsAtom).has(SAM)).toBe(false);
  });
});
