/**
 * A list's loading, failed, empty and loaded states: a virtualised list of
 * MessageRows that asks for the next page near its end, and under it the
 * next page's progress or its Try again. A failed first read never reads as
 * 'No mail'.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { MailListEntry } from '../../../domain/contract/mail';
import { mailTexts as t, messages } from '../../../domain/messages';
import { mailEmptyHints, mailFavouriteLabel } from '../copy';
import { canLoadMore, type FolderState } from '../../../domain/mail/folder-state';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Loader } from '../../../ui/loader/loader';
import { MessageRow, messageRowHeight } from '../../../ui/message-row/message-row';
import { SkeletonList } from '../../../ui/skeleton/skeleton';
import { VirtualList } from '../../../ui/virtual-list/virtual-list';
import { profileAtom } from '../../session/atoms';
import { hourCycleAtom } from '../../session/time-style';
import { toggleMailFavouriteAtom } from '../api/favourite-mail';
import { loadMailPageAtom } from '../api/get-mail-list';
import { mailFavouritePendingAtom } from '../atoms';
import { LoadMoreWhenShown } from './load-more';
import { mailRowView } from './mail-rows';
import { listTime, viewerTimeZone } from './mail-time';
import * as styles from './mail.css';

export interface MailListBodyProps {
  state: FolderState;
  /** Accessible name of the list (the box's name). */
  label: string;
}

export function MailListBody({ state, label }: MailListBodyProps) {
  const load = useSetAtom(loadMailPageAtom);
  const toggleFavourite = useSetAtom(toggleMailFavouriteAtom);
  const pending = useAtomValue(mailFavouritePendingAtom);
  const timeZone = viewerTimeZone(useAtomValue(profileAtom)?.loggedInTimezone);
  const hourCycle = useAtomValue(hourCycleAtom);
  const [, navigate] = useLocation();
  const [now] = useState(() => new Date());
  const { view } = state;
  const more = canLoadMore(state);
  const loadNext = useCallback(() => void load({ view, first: false }), [load, view]);

  if (state.list.length === 0 && state.error !== null) {
    return (
      <div className={styles.status} role="alert">
        <p>{state.error}</p>
        <Button variant="secondary" onClick={() => void load({ view, first: true })}>
          {messages.tryAgain}
        </Button>
      </div>
    );
  }
  if (state.list.length === 0 && !state.isFewPagesLoaded) {
    return <SkeletonList label={t.loadingMail} rows={6} lines={3} />;
  }

  const renderItem = (entry: MailListEntry, index: number) => {
    const row = mailRowView(entry, view);
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigate(row.href);
    };
    return (
      <>
        <MessageRow
          from={row.who}
          subject={row.subject}
          preview={row.preview}
          time={listTime(entry.time, timeZone, now, hourCycle)}
          unread={row.unread}
          unreadLabel={t.unreadLabel}
          favourite={entry.isFavourite}
          favouriteLabel={mailFavouriteLabel(row.subject)}
          onToggleFavourite={() => void toggleFavourite(entry.mailBoxId)}
          busy={pending.has(entry.mailBoxId)}
          hasAttachment={entry.hasAttachment}
          attachmentLabel={t.hasAttachments}
          href={row.href}
          onOpen={open}
          className={styles.row}
        />
        {more && index === state.list.length - 1 ? <LoadMoreWhenShown onShown={loadNext} /> : null}
      </>
    );
  };

  return (
    <>
      <VirtualList
        label={label}
        items={state.list}
        estimateSize={messageRowHeight + 1}
        getKey={(entry) => entry.mailBoxId}
        renderItem={renderItem}
        empty={
          <div data-testid="mail-empty">
            <EmptyState
              title={state.favouritesOnly ? t.noFavouriteMail : t.noMail}
              text={state.favouritesOnly ? mailEmptyHints.favourites : mailEmptyHints.box}
            />
          </div>
        }
        className={styles.list}
      />
      {state.loading && state.loadingPage !== 1 ? (
        <div className={styles.footerStatus}>
          <Loader size="sm" label={t.loadingMore} />
        </div>
      ) : null}
      {state.error !== null && state.list.length > 0 ? (
        <div className={styles.footerStatus} role="alert">
          <span>{t.loadMoreFailed}</span>
          <Button variant="secondary" size="sm" onClick={() => void load({ view, first: !state.isFewPagesLoaded, retry: true })}>
            {messages.tryAgain}
          </Button>
        </div>
      ) : null}
    </>
  );
}
