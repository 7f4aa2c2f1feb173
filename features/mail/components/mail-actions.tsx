/**
 * The detail screen's actions, as the mail's place allows them (domain
 * mailbox rules): Reply, Reply all and Forward open compose; received mail
 * moves to a folder and can be marked unread; outside Trash a mail goes to
 * Trash; in Trash it is restored or deleted for good (after a question).
 */
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { MAIL_BOX } from '../../../domain/codes';
import type { MailContent } from '../../../domain/contract/mail';
import { mailTexts as t } from '../../../domain/messages';
import { composePath, type MailListType } from '../../../domain/mail/mail-routes';
import { canDeleteForGood, canMoveTo, homeBox, isReceivedBox } from '../../../domain/mail/mailbox';
import { Button } from '../../../ui/button/button';
import { button as buttonStyle } from '../../../ui/button/button.css';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { deleteMailAtom } from '../api/delete-mail';
import { markMailReadAtom } from '../api/mark-read';
import { moveMailAtom, type MoveTarget } from '../api/move-mail';
import { restoreMailAtom } from '../api/restore-mail';
import { MoveDialog } from './move-dialog';
import * as styles from './mail.css';

export interface MailActionsProps {
  mail: MailContent;
  /** The route type the mail was opened from (compose reads it). */
  type: MailListType;
  /** The signed-in user (not one of the others a reply-all writes to). */
  userId: number;
  /** The mail left this screen's list (moved, trashed, restored, deleted, marked unread). */
  onDone: () => void;
}

const linkButton = buttonStyle({ variant: 'secondary', size: 'sm', fullWidth: false });

export function MailActions({ mail, type, userId, onDone }: MailActionsProps) {
  const move = useSetAtom(moveMailAtom);
  const restore = useSetAtom(restoreMailAtom);
  const remove = useSetAtom(deleteMailAtom);
  const markRead = useSetAtom(markMailReadAtom);
  const [dialog, setDialog] = useState<'move' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);

  const placed = { box: mail.boxCode, trashedFrom: mail.trashedFrom };
  const inTrash = mail.boxCode === MAIL_BOX.trash;
  const received = isReceivedBox(homeBox(placed));
  const others = mail.recipients.filter((r) => r.id !== userId && r.id !== mail.sender.id);
  const ids = [mail.mailBoxId];

  const run = async (action: () => Promise<boolean>) => {
    if (busy) return;
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done) onDone();
  };
  const moveTo = (to: MoveTarget) => {
    setDialog(null);
    void run(() => move({ mailBoxIds: ids, to }));
  };

  return (
    <div role="group" aria-label={t.mailActions} className={styles.actions}>
      {!inTrash && received ? (
        <>
          <Link href={composePath('reply', mail.mailBoxId, type)} className={linkButton}>
            {t.reply}
          </Link>
          {others.length > 0 ? (
            <Link href={composePath('replyAll', mail.mailBoxId, type)} className={linkButton}>
              {t.replyAll}
            </Link>
          ) : null}
        </>
      ) : null}
      {!inTrash ? (
        <Link href={composePath('forward', mail.mailBoxId, type)} className={linkButton}>
          {t.forward}
        </Link>
      ) : null}
      {!inTrash && canMoveTo(placed, MAIL_BOX.custom) ? (
        <Button variant="secondary" size="sm" onClick={() => setDialog('move')} disabled={busy}>
          {t.moveToFolder}
        </Button>
      ) : null}
      {!inTrash && received && mail.readStatus === 1 ? (
        <Button variant="secondary" size="sm" onClick={() => void run(() => markRead({ mailBoxIds: ids, readStatus: 0 }))} disabled={busy}>
          {t.markUnread}
        </Button>
      ) : null}
      {inTrash ? (
        <Button variant="secondary" size="sm" onClick={() => void run(() => restore(ids))} disabled={busy}>
          {t.restore}
        </Button>
      ) : (
        <Button variant="danger" size="sm" onClick={() => void run(() => move({ mailBoxIds: ids, to: { box: MAIL_BOX.trash } }))} disabled={busy}>
          {t.moveToTrash}
        </Button>
      )}
      {canDeleteForGood(placed) ? (
        <Button variant="danger" size="sm" onClick={() => setDialog('delete')} disabled={busy}>
          {t.deleteForGood}
        </Button>
      ) : null}
      {dialog === 'move' ? <MoveDialog current={{ box: mail.boxCode, folderId: mail.folderId }} onMove={moveTo} onClose={() => setDialog(null)} /> : null}
      <ConfirmPopup
        open={dialog === 'delete'}
        title={t.deleteForGood}
        description={t.deleteForGoodQuestion}
        yesLabel={t.deleteForGood}
        noLabel={t.cancel}
        onYes={() => {
          setDialog(null);
          void run(() => remove(ids));
        }}
        onNo={() => setDialog(null)}
        data-testid="delete-mail-popup"
      />
    </div>
  );
}
