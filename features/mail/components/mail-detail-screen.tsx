/**
 * /emails/{type}/{id} (spec 2 "E-mail" detail): subject, sender, recipients,
 * the time in the viewer's zone, the body (sanitised again here), the
 * attachments, the favourite star and the actions. Opening received mail
 * marks it read. A draft opens in compose instead.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import type { MailContent } from '../../../domain/contract/mail';
import { mailTexts as t, messages } from '../../../domain/messages';
import { mailFavouriteLabel } from '../copy';
import { boxOfType, composePath, type MailListType } from '../../../domain/mail/mail-routes';
import { Button } from '../../../ui/button/button';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { Loader } from '../../../ui/loader/loader';
import { profileAtom } from '../../session/atoms';
import { timeStyleAtom } from '../../session/time-style';
import { toggleMailFavouriteAtom } from '../api/favourite-mail';
import { openMailAtom } from '../api/get-mail-content';
import { mailDetailAtom, mailFavouritePendingAtom, mailResetVersionAtom, mailScopeAtom } from '../atoms';
import { MailActions } from './mail-actions';
import { MailAttachments } from './mail-attachments';
import { mailBodyHtml } from './mail-html';
import { StarIcon } from '../../../ui/icons/icons';
import { fullTime, viewerTimeZone } from './mail-time';
import * as styles from './mail.css';

export interface MailDetailScreenProps {
  type: MailListType;
  mailBoxId: number;
  /** Leaves the screen once the mail left its list (back, or to the list). */
  onLeave: () => void;
}

export function MailDetailScreen({ type, mailBoxId, onLeave }: MailDetailScreenProps) {
  const detail = useAtomValue(mailDetailAtom);
  const open = useSetAtom(openMailAtom);
  const version = useAtomValue(mailResetVersionAtom);
  const { userId, providerId } = useAtomValue(mailScopeAtom);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (type === 'draft') navigate(composePath('draft', mailBoxId), { replace: true });
    else void open({ mailBoxId, mailType: boxOfType(type) });
  }, [type, mailBoxId, open, navigate, version, providerId]);

  const shown = detail?.mailBoxId === mailBoxId ? detail : null;
  if (type === 'draft') return <Loader label={t.openingDraft} />;
  if (shown?.mail) return <MailView mail={shown.mail} type={type} userId={userId} onLeave={onLeave} />;
  if (shown?.status === 'failed') {
    return (
      <div className={styles.status} role="alert">
        <p>{shown.error ?? t.mailLoadFailed}</p>
        <Button variant="secondary" onClick={() => void open({ mailBoxId, mailType: boxOfType(type) })}>
          {messages.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.status}>
      <Loader label={t.loadingMail} />
    </div>
  );
}

function MailView({ mail, type, userId, onLeave }: { mail: MailContent; type: MailListType; userId: number; onLeave: () => void }) {
  const toggleFavourite = useSetAtom(toggleMailFavouriteAtom);
  const pending = useAtomValue(mailFavouritePendingAtom).has(mail.mailBoxId);
  const timeZone = viewerTimeZone(useAtomValue(profileAtom)?.loggedInTimezone);
  const timeStyle = useAtomValue(timeStyleAtom);
  const body = useMemo(() => mailBodyHtml(mail.body), [mail.body]);
  const subject = mail.sub.trim() === '' ? t.noSubject : mail.sub;
  const recipients = mail.recipients.map((r) => r.name).join(', ');

  return (
    <article className={styles.detail} data-testid="mail-detail">
      <div className={styles.subjectRow}>
        <h2 className={styles.subject} data-testid="mail-subject">
          {subject}
        </h2>
        <IconButton
          label={mailFavouriteLabel(subject)}
          aria-pressed={mail.isFavourite}
          aria-busy={pending || undefined}
          className={mail.isFavourite ? styles.starOn : undefined}
          onClick={() => {
            if (!pending) void toggleFavourite(mail.mailBoxId);
          }}
        >
          <StarIcon aria-hidden size={22} fill={mail.isFavourite ? 'currentColor' : 'none'} />
        </IconButton>
      </div>
      <dl className={styles.meta}>
        <dt className={styles.metaTerm}>{t.from}</dt>
        <dd className={styles.metaValue}>{mail.sender.name}</dd>
        <dt className={styles.metaTerm}>{t.to}</dt>
        <dd className={styles.metaValue}>{recipients || t.nobody}</dd>
        <dt className={styles.metaTerm}>{t.date}</dt>
        <dd className={styles.metaValue}>
          <time dateTime={mail.time}>{fullTime(mail.time, timeZone, timeStyle)}</time>
        </dd>
      </dl>
      <MailActions mail={mail} type={type} userId={userId} onDone={onLeave} />
      {/* Sanitised twice: by the server when stored, by mailBodyHtml here. */}
      <div className={styles.body} data-testid="mail-body" dangerouslySetInnerHTML={{ __html: body }} />
      <MailAttachments attachments={mail.attachments} />
    </article>
  );
}
