import type { ChatMessage } from '../../../../domain/contract/chat';

/** dr.rivera's (user 1) stored one-to-one message to user 6; `over` changes any field. */
export const storedMessage = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  message_id: id,
  receiver_id: 6,
  sent_by: 1,
  value: `m${id}`,
  sent_time: '2026-11-23T17:50:24.053Z',
  read_time: null,
  type: 0,
  unread: 0,
  isGroup: false,
  fullName: 'Maria Rivera',
  ...over,
});
