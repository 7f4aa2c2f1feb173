import type { ChatMessage } from '../../domain/contract/chat';

export const RIVERA = 7;
export const SAM = 4;

/** Sam's one-to-one message to dr.rivera, not read by her yet; `over` changes any field. */
export const chatMessage = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  message_id: id,
  receiver_id: RIVERA,
  sent_by: SAM,
  value: `m${id}`,
  sent_time: '2026-11-23T15:00:00.000Z',
  read_time: null,
  type: 0,
  unread: 1,
  isGroup: false,
  fullName: 'Sam Okafor',
  ...over,
});

/** dr.rivera's (user 1 in the atoms tests) stored one-to-one message to user 6. */
export const storedMessage = (id: number, over: Partial<ChatMessage> = {}): ChatMessage =>
  chatMessage(id, { receiver_id: 6, sent_by: 1, sent_time: '2026-11-23T17:50:24.053Z', unread: 0, fullName: 'Maria Rivera', ...over });
