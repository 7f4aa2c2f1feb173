/**
 * Move to folder: the inbox or a custom folder (only received mail moves
 * there; the screen offers this only for it). Mount it to open it.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { MAIL_BOX } from '../../../domain/codes';
import { mailTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { Popup } from '../../../ui/popup/popup';
import { RadioGroup, type RadioGroupOption } from '../../../ui/radio-group/radio-group';
import { loadFolderListAtom } from '../api/load-folder-list';
import type { MoveTarget } from '../api/move-mail';
import { mailFolderListAtom } from '../atoms';
import * as styles from './mail.css';

export interface MoveDialogProps {
  /** Where the mail is now: not offered again. */
  current: { box: number; folderId: number };
  onMove: (to: MoveTarget) => void;
  onClose: () => void;
}

const INBOX = 'inbox';

export function MoveDialog({ current, onMove, onClose }: MoveDialogProps) {
  const { status, data } = useAtomValue(mailFolderListAtom);
  const load = useSetAtom(loadFolderListAtom);
  const [choice, setChoice] = useState<string | null>(null);

  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  const options: RadioGroupOption<string>[] = [
    ...(current.box === MAIL_BOX.inbox ? [] : [{ value: INBOX, label: t.inbox }]),
    ...(data?.emailFolder ?? [])
      .filter((f) => !(current.box === MAIL_BOX.custom && current.folderId === f.id))
      .map((f) => ({ value: String(f.id), label: f.name })),
  ];

  const move = () => {
    if (choice === null) return;
    onMove(choice === INBOX ? { box: MAIL_BOX.inbox } : { box: MAIL_BOX.custom, folderId: Number(choice) });
  };

  return (
    <Popup.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popup.Content aria-describedby={undefined} data-testid="move-dialog">
        <Popup.Title>{t.moveToFolder}</Popup.Title>
        <div className={styles.dialogForm}>
          {!data && status !== 'failed' ? (
            <Loader label={t.folderLoading} />
          ) : (
            <RadioGroup label={t.moveTo} options={options} value={choice} onChange={setChoice} />
          )}
          <Popup.Actions>
            <Popup.Close asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </Popup.Close>
            <Button onClick={move} disabled={choice === null}>
              {t.move}
            </Button>
          </Popup.Actions>
        </div>
      </Popup.Content>
    </Popup.Root>
  );
}
