/**
 * Attachments: a file input limited to the allowed types, each picked file
 * checked by the rules the server applies (domain/mail/attachments.ts)
 * before anything is sent, a refused one shown as an error chip with the
 * message table's words (and in the global popup), and chips for the
 * stored files the mail keeps and the new ones, each removable.
 */
import { useSetAtom } from 'jotai';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { MailAttachment } from '../../../domain/contract/mail';
import { ATTACHMENT_ACCEPT } from '../../../domain/mail/attachments';
import { messages, removeLabel, type MessageKey } from '../../../domain/messages';
import { mailComposeTexts as t } from '../copy';
import { AttachmentChip } from '../../../ui/attachment-chip/attachment-chip';
import { Button } from '../../../ui/button/button';
import { PaperclipIcon } from '../../../ui/icons/icons';
import { pushMessageAtom } from '../../api/popup-atoms';
import { newFileKey, type NewFile } from './atoms';
import * as styles from './compose.css';
import { sortPicked } from './pick-files';

export interface AttachmentFieldProps {
  kept: readonly MailAttachment[];
  files: readonly NewFile[];
  onAddFiles: (files: NewFile[]) => void;
  onRemoveKept: (id: number) => void;
  onRemoveFile: (key: number) => void;
  /** While a send or save runs: nothing is added or removed. */
  disabled: boolean;
}

interface RefusedFile {
  key: number;
  name: string;
  size: number;
  problem: MessageKey;
}

const PaperClip = () => <PaperclipIcon aria-hidden size={18} />;

export function AttachmentField({ kept, files, onAddFiles, onRemoveKept, onRemoveFile, disabled }: AttachmentFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const hintId = useId();
  const push = useSetAtom(pushMessageAtom);
  const [refused, setRefused] = useState<readonly RefusedFile[]>([]);

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const current = [...kept, ...files.map(({ file }) => ({ name: file.name, size: file.size }))];
    const sorted = sortPicked(current, picked);
    if (sorted.accepted.length > 0) onAddFiles(sorted.accepted.map((file) => ({ key: newFileKey(), file })));
    if (sorted.refused.length > 0) {
      setRefused((list) => [...list, ...sorted.refused.map(({ file, problem }) => ({ key: newFileKey(), name: file.name, size: file.size, problem }))]);
      for (const { problem } of sorted.refused) push({ key: problem });
    }
  };

  const remove = (run: () => void) => (disabled ? undefined : run);
  const hasChips = kept.length + files.length + refused.length > 0;
  return (
    <fieldset className={styles.files} aria-describedby={hintId}>
      <legend className={styles.filesLegend}>{t.attachments}</legend>
      <input
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        hidden
        onChange={handlePick}
        data-testid="compose-file-input"
      />
      {hasChips ? (
        <ul className={styles.fileList} data-testid="compose-attachments">
          {kept.map((a) => (
            <li key={`kept-${a.id}`}>
              <AttachmentChip name={a.name} size={a.size} onRemove={remove(() => onRemoveKept(a.id))} removeLabel={removeLabel(a.name)} />
            </li>
          ))}
          {files.map(({ key, file }) => (
            <li key={`new-${key}`}>
              <AttachmentChip name={file.name} size={file.size} onRemove={remove(() => onRemoveFile(key))} removeLabel={removeLabel(file.name)} />
            </li>
          ))}
          {refused.map((r) => (
            <li key={`refused-${r.key}`}>
              <AttachmentChip
                name={r.name}
                size={r.size}
                state="error"
                errorText={messages[r.problem]}
                onRemove={() => setRefused((list) => list.filter((x) => x.key !== r.key))}
                removeLabel={removeLabel(r.name)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" icon={<PaperClip />} onClick={() => input.current?.click()} disabled={disabled}>
          {t.attach}
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t.attachHint}
      </p>
    </fieldset>
  );
}
