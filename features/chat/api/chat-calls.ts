/**
 * The chat calls of spec 7: send, a page of a conversation, what was missed
 * since a message id, the dashboard details, and marking read.
 */
import {
  chatDetailsResponse,
  chatPageResponse,
  chatReadResponse,
  chatRemainingResponse,
  chatSendResponse,
  type ChatSendInput,
} from '../../../domain/contract/chat';
import { request } from '../../api/client';

export const sendChatText = (body: ChatSendInput) => request('post', 'chat/message/send/text', chatSendResponse, { json: body });

export const getChatPage = (id: number, isGroup: boolean, page: number, offset: number) =>
  request('get', `chat/message/get/${id}/${page}/${offset}${isGroup ? '?isGroup=true' : ''}`, chatPageResponse);

export const getChatRemaining = (userId: number, lastMessageId: number) =>
  request('get', `chat/message/remaining/${userId}/${lastMessageId}`, chatRemainingResponse);

export const getChatDetails = () => request('get', 'chat/message/details', chatDetailsResponse);

export const putChatRead = (id: number, isGroup: boolean) => request('put', 'chat/message/read', chatReadResponse, { json: { id, isGroup } });
