/**
 * Create or rename a custom folder: a dialog with the name field. A name the
 * rules or the server refuse shows beside the field, and the dialog stays
 * open with what was typed.
 */
import { useState, type FormEvent } from 'react';
import { mailTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Popup } from '../../../ui/popup/popup';
import { TextField } from '../../../ui/text-field/text-field';
import type { FolderOutcome } from '../api/folder-name';
import * as styles from './mail.css';

export interface FolderNameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  onSubmit: (name: string) => Promise<FolderOutcome>;
  onClose: () => void;
}

/** Mount it to open it; it closes by calling `onClose`. */
export function FolderNameDialog({ title, submitLabel, initialName = '', onSubmit, onClose }: FolderNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await onSubmit(name);
    setBusy(false);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  };

  return (
    <Popup.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popup.Content aria-describedby={undefined} data-testid="folder-dialog">
        <Popup.Title>{title}</Popup.Title>
        <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t.folderName}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            autoComplete="off"
            autoFocus
          />
          <Popup.Actions>
            <Popup.Close asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </Popup.Close>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Popup.Actions>
        </form>
      </Popup.Content>
    </Popup.Root>
  );
}
