/**
 * /chat_dashboard and /messenger (spec 2 "Chat"): the user's conversations
 * with presence, unread badges and the last message, newest first, and the
 * chat search bar that filters them by name (case and accents ignored).
 * Groups come only when the server sends them (never for role 24). A
 * partner with a client or person record has a favourite star; the header's
 * favourites mode shows only favourites.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { contactsTexts, chatTexts as t, messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { MessageCircleIcon } from '../../../ui/icons/icons';
import { SkeletonList } from '../../../ui/skeleton/skeleton';
import { SearchBar } from '../../../ui/search-bar/search-bar';
import { profileAtom, sessionAtom } from '../../session/atoms';
import { chatDetailsAtom, chatDetailsErrorAtom, chatFavouritePendingAtom, loadChatDetailsAtom, toggleChatFavouriteAtom } from '../atoms';
import { chatCopy } from '../copy';
import { dashboardEntries, viewerTimeZone, type DashboardEntry } from './chat-rows';
import { DashboardRow } from './dashboard-row';
import * as styles from './chat.css';

export interface ChatDashboardProps {
  /** The header's favourites mode (spec 2): only favourite partners. */
  favouritesOnly?: boolean;
  /** A favourite was added or removed here: the contact screens' lists change too (spec 4). */
  onFavouriteChanged?: () => void;
}

export function ChatDashboard({ favouritesOnly = false, onFavouriteChanged }: ChatDashboardProps) {
  const details = useAtomValue(chatDetailsAtom);
  const pending = useAtomValue(chatFavouritePendingAtom);
  const toggle = useSetAtom(toggleChatFavouriteAtom);
  const error = useAtomValue(chatDetailsErrorAtom);
  const load = useSetAtom(loadChatDetailsAtom);
  const readerId = useAtomValue(sessionAtom)?.userId ?? 0;
  const timeZone = viewerTimeZone(useAtomValue(profileAtom)?.loggedInTimezone);
  const [term, setTerm] = useState('');
  const [now] = useState(() => new Date());

  // Fresh counts on every visit; live messages keep them current afterwards.
  useEffect(() => {
    void load();
  }, [load]);

  const entries = useMemo(() => (details ? dashboardEntries(details, term, favouritesOnly) : null), [details, term, favouritesOnly]);
  const toggleFavourite = (partnerId: number) => {
    void toggle(partnerId).then((changed) => {
      if (changed) onFavouriteChanged?.();
    });
  };

  if (!details || !entries) {
    return error ? (
      <div className={styles.status} role="alert">
        <p>{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void load()}>
          {messages.tryAgain}
        </Button>
      </div>
    ) : (
      <SkeletonList label={t.loadingChats} rows={6} withAvatar />
    );
  }

  const section = (heading: string, list: DashboardEntry[]) =>
    list.length === 0 ? null : (
      <section aria-label={heading} className={styles.dashboard}>
        <h2 className={styles.sectionHeading}>{heading}</h2>
        <ul className={styles.list}>
          {list.map((entry) => (
            <DashboardRow
              key={entry.key}
              entry={entry}
              readerId={readerId}
              timeZone={timeZone}
              now={now}
              onToggleFavourite={toggleFavourite}
              favouritePending={pending.has(entry.id)}
            />
          ))}
        </ul>
      </section>
    );
  const nothing = entries.people.length === 0 && entries.groups.length === 0;

  return (
    <div className={styles.dashboard} data-testid="chat-dashboard">
      <SearchBar
        label={t.searchChat}
        placeholder={t.searchChat}
        value={term}
        onValueChange={setTerm}
        // The list filters as the user types: Enter has nothing more to do.
        onSubmit={() => undefined}
        onClear={() => setTerm('')}
        onCancel={() => setTerm('')}
        // The list filters as one types, so with nothing typed there is nothing for Cancel to undo.
        showCancel="whileTyped"
      />
      {section(t.groups, entries.groups)}
      {section(t.people, entries.people)}
      {nothing ? (
        term.trim() !== '' ? (
          <EmptyState title={t.noMatches} text={chatCopy.noMatchesHint} />
        ) : favouritesOnly ? (
          <EmptyState title={contactsTexts.noFavourites} text={chatCopy.noFavouritesHint} />
        ) : (
          <EmptyState title={t.noConversations} text={chatCopy.noConversationsHint} icon={<MessageCircleIcon size={40} />} />
        )
      ) : null}
    </div>
  );
}
