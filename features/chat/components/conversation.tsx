/**
 * /messenger/{id} and /messenger/group/{id} (spec 2 "Chat", 4 "Chat"): the
 * newest page first, older pages of 30 as the reader scrolls up, messages
 * grouped by the viewer's day, a 'new messages' marker where the unread ones
 * began, optimistic sends with retry, and the composer. Opening it marks it
 * read and makes it the open conversation (its live messages raise no
 * popup); a refused conversation shows the server's message.
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { chatTexts as t, messages } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { cx } from '../../../ui/utils/cx';
import { sessionAtom } from '../../session/atoms';
import {
  chatDetailsAtom,
  clearConversationErrorAtom,
  conversationErrorsAtom,
  conversationsAtom,
  keyOf,
  loadChatDetailsAtom,
  loadOlderAtom,
  markConversationReadAtom,
  onlineFriendsAtom,
  openConversationAtom,
  retrySendAtom,
  sendMessageAtom,
} from '../atoms';
import { conversationName, conversationRows, dayLabel, firstUnreadId, viewerTimeZone, type ChatRef, type ConversationRow } from './chat-rows';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { MessageList } from './message-list';
import * as styles from './chat.css';

export function Conversation({ id, isGroup }: ChatRef) {
  const ref = useMemo(() => ({ id, isGroup }), [id, isGroup]);
  const key = keyOf(ref);
  const store = useStore();
  const state = useAtomValue(conversationsAtom).get(key);
  const refused = useAtomValue(conversationErrorsAtom).get(key);
  const details = useAtomValue(chatDetailsAtom);
  const online = useAtomValue(onlineFriendsAtom).has(id) || details?.details.find((c) => c.id === id)?.online === true;
  const session = useAtomValue(sessionAtom);
  const readerId = session?.userId ?? 0;
  const timeZone = viewerTimeZone(session?.profile?.loggedInTimezone);
  const loadOlder = useSetAtom(loadOlderAtom);
  const markRead = useSetAtom(markConversationReadAtom);
  const send = useSetAtom(sendMessageAtom);
  const retry = useSetAtom(retrySendAtom);
  const setOpen = useSetAtom(openConversationAtom);
  const loadDetails = useSetAtom(loadChatDetailsAtom);
  const clearRefusal = useSetAtom(clearConversationErrorAtom);
  const headingId = useId();
  const [newFromId, setNewFromId] = useState<number | null>(null);
  const [sent, setSent] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [now] = useState(() => new Date());

  useEffect(() => {
    setOpen(key);
    return () => {
      if (store.get(openConversationAtom) === key) setOpen(null);
    };
  }, [key, setOpen, store]);

  // The heading's name and the presence dot come from the dashboard details.
  useEffect(() => {
    if (!store.get(chatDetailsAtom)) void loadDetails();
  }, [store, loadDetails]);

  useEffect(() => {
    // No 'still mounted' guard: under StrictMode the second run finds the first one's load in flight, and the first must still finish the job.
    void (async () => {
      if (!store.get(conversationsAtom).get(key)?.pages) await loadOlder(ref);
      const loaded = store.get(conversationsAtom).get(key);
      if (!loaded || loaded.pages === 0) return;
      // Where the unread messages began, before reading clears them.
      setNewFromId(firstUnreadId(loaded.messages, readerId));
      await markRead(ref);
    })();
  }, [key, ref, attempt, readerId, store, loadOlder, markRead]);

  const list = useMemo(() => state?.messages ?? [], [state?.messages]);
  const rows = useMemo(() => conversationRows(list, { readerId, timeZone, newFromId }), [list, readerId, timeZone, newFromId]);
  const name = conversationName(details, ref, list, readerId) ?? t.dashboardTitle;

  const renderRow = (row: ConversationRow) => {
    if (row.kind === 'day') return <p className={styles.day}>{dayLabel(row.day, timeZone, now, t)}</p>;
    if (row.kind === 'new') return <p className={styles.newMarker}>{t.newMessages}</p>;
    return (
      <MessageBubble
        message={row.message}
        own={row.own}
        showSender={row.showSender}
        showStatus={row.showStatus}
        timeZone={timeZone}
        onRetry={(messageId) => void retry({ ref, id: messageId })}
      />
    );
  };

  const top = !state || state.loading ? (
    <Loader size="sm" label={t.loadingMessages} />
  ) : state.error ? (
    <span role="alert">
      {state.error}{' '}
      <Button size="sm" variant="secondary" onClick={() => void loadOlder(ref)}>
        {messages.tryAgain}
      </Button>
    </span>
  ) : state.allLoaded ? (
    list.length === 0 ? t.noMessagesYet : t.startOfConversation
  ) : null;

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.conversationHead} data-testid="conversation-name">
        {isGroup ? null : <span className={cx(styles.presence, online && styles.presenceOnline)} data-online={online} aria-hidden="true" />}
        {name}
        {isGroup ? null : <VisuallyHidden>({online ? t.online : t.offline})</VisuallyHidden>}
      </h2>
      {refused !== undefined ? (
        <div className={styles.status} role="alert">
          <p>{refused}</p>
          <Button
            variant="secondary"
            onClick={() => {
              clearRefusal(ref);
              setAttempt((n) => n + 1);
            }}
          >
            {messages.tryAgain}
          </Button>{' '}
          <Link href={paths.chatDashboard}>{t.backToChats}</Link>
        </div>
      ) : (
        <>
          <MessageList
            rows={rows}
            renderRow={renderRow}
            label={name}
            top={top}
            canLoadOlder={state !== undefined && state.pages > 0 && !state.loading && !state.allLoaded && state.error === null}
            onLoadOlder={() => void loadOlder(ref)}
            sentCount={sent}
          />
          <Composer
            onSend={(text) => {
              setSent((n) => n + 1);
              void send({ ref, text });
            }}
          />
        </>
      )}
    </section>
  );
}
