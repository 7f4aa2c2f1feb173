import { atom, createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import { storedMessage } from '../../chat-message-fixture';

const calls = { sendChatText: vi.fn(), getChatPage: vi.fn() };
vi.mock('../../../../features/chat/api/chat-calls', () => ({
  sendChatText: (...a: unknown[]) => calls.sendChatText(...a),
  getChatPage: (...a: unknown[]) => calls.getChatPage(...a),
  getChatRemaining: vi.fn(),
  getChatDetails: vi.fn(),
  putChatRead: vi.fn(),
}));
vi.mock('../../../../features/session/atoms', () => ({
  sessionAtom: atom({ userId: 1, token: 't', profile: { firstName: 'Maria', lastName: 'Rivera' } }),
}));

const chat = await import('../../../../features/chat/atoms');
const ref = { id: 6, isGroup: false };
const stored = storedMessage(9, { value: 'hi' });

describe('own message echoed before the send answer', () => {
  it('given the live echo first, should never show the message twice and count it once', async () => {
    const store = createStore();
    calls.getChatPage.mockResolvedValueOnce({ messages: [] });
    await store.set(chat.loadOlderAtom, ref);
    let answer: (v: unknown) => void = () => undefined;
    calls.sendChatText.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const sending = store.set(chat.sendMessageAtom, { ref, text: 'hi' });
    store.set(chat.receiveMessagesAtom, [stored]);
    const state = () => store.get(chat.conversationsAtom).get('user:6')!;
    expect(state().messages.map((m) => [m.id, m.sendState])).toEqual([[9, 'sent']]);
    answer({ receiverInfoId: 9, messages: [stored] });
    await sending;
    expect(state().messages.map((m) => [m.id, m.sendState])).toEqual([[9, 'sent']]);
    expect(state().arrived).toBe(1);
  });
});
