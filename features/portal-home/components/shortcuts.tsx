/** Chat and, for those who have it, Mail: where a client goes to reach the practice. */
import { Link } from 'wouter';
import { INBOX_PATH } from '../../../domain/mail/mail-routes';
import { paths } from '../../../domain/routes';
import { MailIcon, MessageCircleIcon } from '../../../ui/icons/icons';
import { portalHomeCopy } from '../copy';
import * as styles from './portal-home.css';

export function Shortcuts({ hasMail }: { hasMail: boolean }) {
  return (
    <nav aria-label={portalHomeCopy.shortcuts} className={styles.shortcuts}>
      <Link href={paths.chatDashboard} className={styles.shortcut}>
        <span aria-hidden="true" className={styles.shortcutIcon}>
          <MessageCircleIcon size={20} />
        </span>
        <span>
          <span className={styles.shortcutLabel}>{portalHomeCopy.chat}</span>
          <span className={styles.shortcutHint}>{portalHomeCopy.chatHint}</span>
        </span>
      </Link>
      {hasMail ? (
        <Link href={INBOX_PATH} className={styles.shortcut}>
          <span aria-hidden="true" className={styles.shortcutIcon}>
            <MailIcon size={20} />
          </span>
          <span>
            <span className={styles.shortcutLabel}>{portalHomeCopy.mail}</span>
            <span className={styles.shortcutHint}>{portalHomeCopy.mailHint}</span>
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
