/**
 * One conversation on the chat dashboard: presence, name, last message, time
 * and unread badge; beside it the favourite star when the partner has a
 * contact record the user keeps favourites of.
 */
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { contactsTexts, chatTexts as t, unreadCount } from '../../../domain/messages';
import { Avatar } from '../../../ui/avatar/avatar';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { StarIcon } from '../../../ui/icons/icons';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { cx } from '../../../ui/utils/cx';
import { lastMessageTime, type DashboardEntry } from './chat-rows';
import { hourCycleAtom } from '../../session/time-style';
import * as styles from './chat.css';
import * as avatarStyles from './dashboard-avatar.css';

export interface DashboardRowProps {
  entry: DashboardEntry;
  /** The signed-in user: their own last message reads 'You: …'. */
  readerId: number;
  timeZone: string;
  now: Date;
  /** Favourite add/delete for this partner; the star shows only with it and an entry that can be a favourite. */
  onToggleFavourite?: (partnerId: number) => void;
  /** Its call is running: a press does nothing meanwhile. */
  favouritePending?: boolean;
}

export function DashboardRow({ entry, readerId, timeZone, now, onToggleFavourite, favouritePending = false }: DashboardRowProps) {
  const hourCycle = useAtomValue(hourCycleAtom);
  const { last } = entry;
  const preview = last ? (last.sent_by === readerId ? `${t.you}: ${last.value}` : entry.isGroup ? `${last.fullName}: ${last.value}` : last.value) : t.noMessagesYet;
  return (
    <li className={styles.entryRow}>
      <Link href={entry.href} className={styles.entry} data-testid="chat-entry">
        <span className={avatarStyles.wrap}>
          <Avatar name={entry.name} />
          {entry.online === null ? null : (
            <span className={cx(styles.presence, entry.online && styles.presenceOnline, avatarStyles.dot)} data-online={entry.online} aria-hidden="true" />
          )}
        </span>
        <span className={styles.entryText}>
          <span className={styles.entryTop}>
            <span className={cx(styles.entryName, entry.unread > 0 && styles.entryNameUnread)}>{entry.name}</span>
            {entry.online === null ? null : <VisuallyHidden>({entry.online ? t.online : t.offline})</VisuallyHidden>}
            {last ? (
              <time className={styles.entryTime} dateTime={last.sent_time}>
                {lastMessageTime(last.sent_time, timeZone, now, hourCycle)}
              </time>
            ) : null}
          </span>
          {/* Text only: a message is never rendered as HTML. */}
          <span className={styles.preview}>{preview}</span>
        </span>
        {entry.unread > 0 ? (
          <span className={styles.badge} data-testid="unread-badge">
            <span aria-hidden="true">{entry.unread}</span>
            <VisuallyHidden>{unreadCount(entry.unread)}</VisuallyHidden>
          </span>
        ) : null}
      </Link>
      {onToggleFavourite && entry.favouriteId !== null ? (
        <IconButton
          label={`${contactsTexts.favourite}: ${entry.name}`}
          title={entry.favouriteId > 0 ? contactsTexts.removeFavourite : contactsTexts.addFavourite}
          aria-pressed={entry.favouriteId > 0}
          aria-busy={favouritePending || undefined}
          onClick={() => onToggleFavourite(entry.id)}
        >
          <StarIcon aria-hidden size={22} className={cx(entry.favouriteId > 0 && styles.starOn)} fill={entry.favouriteId > 0 ? 'currentColor' : 'none'} />
        </IconButton>
      ) : null}
    </li>
  );
}
