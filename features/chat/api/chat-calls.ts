/**
 * The chat calls of spec 7: send, a page of a conversation, what was missed
 * since a message id, the dashboard details, marking read, and the
 * favourite of a partner's contact record (favourite/add and /delete).
 */
import {
  chatDetailsResponse,
  chatPageResponse,
  chatReadResponse,
  chatRemainingResponse,
  chatSendResponse,
  type ChatSendInput,
  type ChatConversation,
} from '../../../domain/contract/chat';
import { favouriteAddResponse, favouriteDeleteResponse } from '../../../domain/contract/favourites';
import { request } from '../../api/client';

/** `temporary`: the optimistic message's id, so a retry of it is the same submission and another "ok" is not (Idempotency-Key). */
export const sendChatText = (body: ChatSendInput, temporary?: number) =>
  request('post', 'chat/message/send/text', chatSendResponse, { json: body, submission: temporary });

export const getChatPage = (id: number, isGroup: boolean, page: number, offset: number) =>
  request('get', `chat/message/get/${id}/${page}/${offset}${isGroup ? '?isGroup=true' : ''}`, chatPageResponse);

export const getChatRemaining = (userId: number, lastMessageId: number) =>
  request('get', `chat/message/remaining/${userId}/${lastMessageId}`, chatRemainingResponse);

export const getChatDetails = () => request('get', 'chat/message/details', chatDetailsResponse);

export const putChatRead = (id: number, isGroup: boolean) => request('put', 'chat/message/read', chatReadResponse, { json: { id, isGroup } });

/** Marks the partner's client or person record as a favourite; answers its favourite_id. */
export function postChatFavourite(contact: NonNullable<ChatConversation['contact']>) {
  const json = contact.type === 'person' ? { person_id: contact.id } : { otherevent_id: contact.id };
  return request('post', 'favourite/add', favouriteAddResponse, { json });
}

export const deleteChatFavourite = (id: number) => request('delete', 'favourite/delete', favouriteDeleteResponse, { json: { id } });
