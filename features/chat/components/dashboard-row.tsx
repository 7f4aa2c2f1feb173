/** One conversation on the chat dashboard: presence, name, last message, time and unread badge. */
import { Link } from 'wouter';
import { chatTexts as t, unreadCount } from '../../../domain/messages';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { cx } from '../../../ui/utils/cx';
import { lastMessageTime, type DashboardEntry } from './chat-rows';
import * as styles from './chat.css';

export interface DashboardRowProps {
  entry: DashboardEntry;
  /** The signed-in user: their own last message reads 'You: …'. */
  readerId: number;
  timeZone: string;
  now: Date;
}

export function DashboardRow({ entry, readerId, timeZone, now }: DashboardRowProps) {
  const { last } = entry;
  const preview = last ? (last.sent_by === readerId ? `${t.you}: ${last.value}` : entry.isGroup ? `${last.fullName}: ${last.value}` : last.value) : t.noMessagesYet;
  return (
    <li>
      <Link href={entry.href} className={styles.entry} data-testid="chat-entry">
        {entry.online === null ? null : (
          <span className={cx(styles.presence, entry.online && styles.presenceOnline)} data-online={entry.online} aria-hidden="true" />
        )}
        <span className={styles.entryText}>
          <span className={styles.entryTop}>
            <span className={cx(styles.entryName, entry.unread > 0 && styles.entryNameUnread)}>{entry.name}</span>
            {entry.online === null ? null : <VisuallyHidden>({entry.online ? t.online : t.offline})</VisuallyHidden>}
            {last ? (
              <time className={styles.entryTime} dateTime={last.sent_time}>
                {lastMessageTime(last.sent_time, timeZone, now)}
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
    </li>
  );
}
