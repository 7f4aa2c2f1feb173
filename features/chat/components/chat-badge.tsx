/**
 * The Chat tab's unread count (issue 27 item 9), as the Mail tab has its own:
 * every unread one-to-one and group message. The counts come with the chat
 * details, loaded once per signed-in user, then kept live by ChatRealtime.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { unreadCount } from '../../../domain/messages';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { sessionAtom } from '../../session/atoms';
import { chatDetailsAtom, loadChatDetailsAtom } from '../atoms';
import * as styles from './unread-badge.css';

/** The user whose counts were asked for: the shell mounts again on every route. */
let loadedFor: number | null = null;

export function ChatBadge() {
  const details = useAtomValue(chatDetailsAtom);
  const userId = useAtomValue(sessionAtom)?.userId ?? null;
  const load = useSetAtom(loadChatDetailsAtom);

  useEffect(() => {
    if (userId === null || details !== null || loadedFor === userId) return;
    loadedFor = userId;
    void load();
  }, [userId, details, load]);

  const count = details ? details.unread + details.unreadGroup : 0;
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="chat-badge">
      <span aria-hidden="true">{count}</span>
      {/* The space keeps the name from reading "Chat2 unread". */}
      <VisuallyHidden> {unreadCount(count)}</VisuallyHidden>
    </span>
  );
}
