/** The Mail item's unread badge (spec 4: unread ids drive the badge counts); nothing when all is read. */
import { useAtomValue } from 'jotai';
import { unreadCount } from '../../../domain/messages';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { mailBadgeCountAtom } from '../atoms';
import * as styles from './mail.css';

export function MailBadge() {
  const count = useAtomValue(mailBadgeCountAtom);
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="mail-badge">
      <span aria-hidden="true">{count}</span>
      {/* The space keeps the name from reading "Mail2 unread". */}
      <VisuallyHidden> {unreadCount(count)}</VisuallyHidden>
    </span>
  );
}
