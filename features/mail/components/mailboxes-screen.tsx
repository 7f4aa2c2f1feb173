/**
 * /emails/mailboxes (spec 2 "E-mail": inbox and folders): the fixed boxes and
 * the custom folders with their counts, and creating, renaming and deleting
 * custom folders (deleting puts a folder's mail back in the inbox), and,
 * for practice users, their signatures. The folder list is read afresh on
 * every visit.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { MailFolder, MailFolderListResponse } from '../../../domain/contract/mail';
import { mailTexts as t, messages, unreadCount } from '../../../domain/messages';
import { deleteFolderLabel, deleteFolderQuestion, mailCount, renameFolderLabel } from '../copy';
import { customFolderPath, FIXED_MAIL_TYPES, mailListPath, type FixedMailType } from '../../../domain/mail/mail-routes';
import { Button } from '../../../ui/button/button';
import { FolderList, type FolderListItem } from '../../../ui/folder-list/folder-list';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { Loader } from '../../../ui/loader/loader';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { nonPortalAtom } from '../../session/atoms';
import { addMailFolderAtom } from '../api/add-folder';
import { deleteMailFolderAtom } from '../api/delete-folder';
import { loadFolderListAtom } from '../api/load-folder-list';
import { renameMailFolderAtom } from '../api/rename-folder';
import { mailFolderListAtom, mailResetVersionAtom, mailScopeAtom, unreadCountAtom } from '../atoms';
import { FolderNameDialog } from './folder-name-dialog';
import { PencilIcon, Trash2Icon } from '../../../ui/icons/icons';
import { SignaturesSection } from './signatures-section';
import * as styles from './mail.css';

type Dialog = { kind: 'create' } | { kind: 'rename'; folder: MailFolder } | { kind: 'delete'; folder: MailFolder } | null;

/** Received boxes count their unread mail; the others their mail. */
function boxCount(type: FixedMailType, data: MailFolderListResponse | null, unreadIds: number): Pick<FolderListItem, 'count' | 'countLabel'> {
  if (type === 'unread') return { count: unreadIds, countLabel: unreadCount(unreadIds) };
  if (!data) return {};
  const box = data.boxes[type];
  return type === 'inbox' ? { count: box.unread, countLabel: unreadCount(box.unread) } : { count: box.count, countLabel: mailCount(box.count) };
}

export function MailboxesScreen() {
  const { status, data } = useAtomValue(mailFolderListAtom);
  const unreadIds = useAtomValue(unreadCountAtom);
  const load = useSetAtom(loadFolderListAtom);
  const addFolder = useSetAtom(addMailFolderAtom);
  const renameFolder = useSetAtom(renameMailFolderAtom);
  const deleteFolder = useSetAtom(deleteMailFolderAtom);
  const version = useAtomValue(mailResetVersionAtom);
  const { userId, providerId } = useAtomValue(mailScopeAtom);
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const nonPortal = useAtomValue(nonPortalAtom);

  useEffect(() => {
    void load();
  }, [load, version, userId, providerId]);

  const select = (id: string, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href') ?? id);
  };

  const boxes: FolderListItem[] = FIXED_MAIL_TYPES.map((type) => ({
    id: type,
    label: t[type],
    href: mailListPath(type),
    ...boxCount(type, data, unreadIds),
  }));
  const folders: FolderListItem[] = (data?.emailFolder ?? []).map((folder) => ({
    id: `custom:${folder.id}`,
    label: folder.name,
    href: customFolderPath(folder.id),
    count: folder.unread,
    countLabel: unreadCount(folder.unread),
    actions: (
      <span className={styles.folderActions}>
        <IconButton label={renameFolderLabel(folder.name)} onClick={() => setDialog({ kind: 'rename', folder })}>
          <PencilIcon aria-hidden size={22} />
        </IconButton>
        <IconButton label={deleteFolderLabel(folder.name)} onClick={() => setDialog({ kind: 'delete', folder })}>
          <Trash2Icon aria-hidden size={22} />
        </IconButton>
      </span>
    ),
  }));

  const confirmDelete = async (folder: MailFolder) => {
    setDialog(null);
    await deleteFolder(folder.id);
  };

  return (
    <div className={styles.mailboxes} data-testid="mailboxes">
      <FolderList
        label={t.mailFolders}
        sections={[{ title: t.boxes, items: boxes }, ...(folders.length > 0 ? [{ title: t.folders, items: folders }] : [])]}
        onSelect={select}
      />
      {!data && status === 'failed' ? (
        <div className={styles.status} role="alert">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {messages.tryAgain}
          </Button>
        </div>
      ) : !data ? (
        <div className={styles.status}>
          <Loader label={t.loadingMail} />
        </div>
      ) : folders.length === 0 ? (
        <p className={styles.status}>{t.noFolders}</p>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'create' })} disabled={!data}>
          {t.newFolder}
        </Button>
      </div>
      {dialog?.kind === 'create' ? (
        <FolderNameDialog title={t.newFolder} submitLabel={t.createFolder} onSubmit={addFolder} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <FolderNameDialog
          title={t.renameFolder}
          submitLabel={t.save}
          initialName={dialog.folder.name}
          onSubmit={(name) => renameFolder({ folderId: dialog.folder.id, name })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmPopup
        open={dialog?.kind === 'delete'}
        title={t.deleteFolder}
        description={dialog?.kind === 'delete' ? deleteFolderQuestion(dialog.folder.name) : undefined}
        yesLabel={t.deleteFolder}
        noLabel={t.cancel}
        onYes={() => {
          if (dialog?.kind === 'delete') void confirmDelete(dialog.folder);
        }}
        onNo={() => setDialog(null)}
        data-testid="delete-folder-popup"
      />
      {nonPortal ? <SignaturesSection /> : null}
    </div>
  );
}
