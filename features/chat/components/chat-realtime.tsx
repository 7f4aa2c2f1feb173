/**
 * Wires the socket's chat events (spec 4 "Realtime") into the chat atoms:
 * live messages (with the 'new message' popup linking to that chat when it
 * is not the open one), the unread ones sent on connect, presence, and on
 * every (re)connect what was missed while away. Mounted by the shell on
 * every signed-in screen; the events come through the realtime channel.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { ChatMessage } from '../../../domain/contract/chat';
import { chatTexts, NEW_ITEM_POPUP_SECONDS } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { pushMessageAtom } from '../../api/popup-atoms';
import { realtimeAuthorizedAtom, subscribe } from '../../realtime';
import { sessionAtom } from '../../session/atoms';
import {
  applyMessagesReadAtom,
  applyParentMessageAtom,
  fetchRemainingAtom,
  noteChatCatchUpAtom,
  receiveMessagesAtom,
  resetChatAtom,
  setFriendOnlineAtom,
} from '../atoms';
import { chatPath, chatRefOf } from './chat-rows';

/*
 * Kept outside React: the shell (and this component with it) mounts again on
 * every route, and a remount must neither refetch nor announce a message twice.
 */
let wasAuthorized = false;
let announcedUpTo = 0;
let chatUser: number | null = null;

export function ChatRealtime() {
  const userId = useAtomValue(sessionAtom)?.userId ?? null;
  const authorized = useAtomValue(realtimeAuthorizedAtom);
  const receive = useSetAtom(receiveMessagesAtom);
  const applyParent = useSetAtom(applyParentMessageAtom);
  const setOnline = useSetAtom(setFriendOnlineAtom);
  const applyRead = useSetAtom(applyMessagesReadAtom);
  const fetchRemaining = useSetAtom(fetchRemainingAtom);
  const noteCatchUp = useSetAtom(noteChatCatchUpAtom);
  const reset = useSetAtom(resetChatAtom);
  const push = useSetAtom(pushMessageAtom);
  const catchUp = useCallback(() => {
    void fetchRemaining().then((popup) => {
      if (popup) push({ key: 'newMessage', seconds: NEW_ITEM_POPUP_SECONDS, action: { label: chatTexts.openChat, to: paths.chatDashboard } });
    });
  }, [fetchRemaining, push]);

  // Another user (or none): nothing of the last one's chat stays.
  useEffect(() => {
    if (chatUser !== null && chatUser !== userId) {
      reset();
      announcedUpTo = 0;
      wasAuthorized = false;
    }
    chatUser = userId;
  }, [userId, reset]);

  useEffect(() => {
    if (userId === null) return;
    /** Received messages, newest last: one popup at most, for the newest that was not announced yet. */
    const take = (incoming: readonly ChatMessage[]) => {
      const popup = receive(incoming);
      const fresh = incoming.filter((m) => m.sent_by !== userId && m.id > announcedUpTo);
      const newest = fresh.at(-1);
      announcedUpTo = Math.max(announcedUpTo, ...incoming.map((m) => m.id));
      if (!popup || !newest) return;
      push({
        key: 'newMessage',
        seconds: NEW_ITEM_POPUP_SECONDS,
        action: { label: chatTexts.openChat, to: chatPath(chatRefOf(newest, userId)) },
      });
    };
    const offs = [
      subscribe('messageReceived', (m) => take([m])),
      // The unread messages sent on connect are old news: counted and shown, never announced (every reload would repeat it).
      subscribe('parentMessageReceived', (payload) => {
        applyParent(payload);
        receive(payload.messages);
        announcedUpTo = Math.max(announcedUpTo, ...payload.messages.map((m) => m.id));
      }),
      subscribe('messagesRead', applyRead),
      subscribe('friendOnline', ({ userId: friend }) => setOnline({ userId: friend, online: true })),
      subscribe('friendOffline', ({ userId: friend }) => setOnline({ userId: friend, online: false })),
      // The server's link to its other processes (domain/contract/realtime.ts): note where to catch up from, then catch up.
      subscribe('realtimeDegraded', () => noteCatchUp()),
      subscribe('realtimeRejoined', () => catchUp()),
    ];
    return () => offs.forEach((off) => off());
  }, [userId, receive, applyParent, applyRead, setOnline, push, noteCatchUp, catchUp]);

  // Spec 4: every (re)connect fetches the messages missed while away.
  useEffect(() => {
    if (authorized && !wasAuthorized) catchUp();
    wasAuthorized = authorized;
  }, [authorized, catchUp]);

  return null;
}
