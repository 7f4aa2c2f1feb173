/**
 * Create or edit a signature: a dialog with its name and its body in the
 * rich-text editor. A name the rules or the server refuse shows beside the
 * field; other refusals go to the global popup. Either way the dialog
 * stays open with what was typed.
 */
import { useId, useState, type FormEvent } from 'react';
import { MAIL_FOLDER_NAME_MAX, type MailSignature } from '../../../domain/contract/mail';
import { mailTexts as t } from '../../../domain/messages';
import { mailComposeTexts } from '../copy';
import { Button } from '../../../ui/button/button';
import { Popup } from '../../../ui/popup/popup';
import { RichTextEditor } from '../../../ui/rich-text-editor/rich-text-editor';
import { TextField } from '../../../ui/text-field/text-field';
import type { SignatureInput, SignatureOutcome } from '../api/save-signature';
import * as styles from './mail.css';

// The same toolbar words as compose: one editor, one vocabulary.
const editorLabels = {
  toolbar: mailComposeTexts.formatting,
  bold: mailComposeTexts.bold,
  italic: mailComposeTexts.italic,
  underline: mailComposeTexts.underline,
  bulletedList: mailComposeTexts.bulletedList,
  numberedList: mailComposeTexts.numberedList,
};

export interface SignatureDialogProps {
  /** The signature to edit; absent for a new one. */
  signature?: MailSignature;
  onSubmit: (input: SignatureInput) => Promise<SignatureOutcome>;
  onClose: () => void;
}

/** Mount it to open it; it closes by calling `onClose`. */
export function SignatureDialog({ signature, onSubmit, onClose }: SignatureDialogProps) {
  const [name, setName] = useState(signature?.name ?? '');
  const [body, setBody] = useState(signature?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bodyLabelId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await onSubmit(signature ? { id: signature.id, name, body } : { name, body });
    setBusy(false);
    if (outcome.ok) onClose();
    else setError(outcome.nameError);
  };

  return (
    <Popup.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popup.Content aria-describedby={undefined} data-testid="signature-dialog">
        <Popup.Title>{signature ? t.editSignature : t.newSignature}</Popup.Title>
        <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t.signatureName}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            maxLength={MAIL_FOLDER_NAME_MAX}
            autoComplete="off"
            autoFocus
          />
          <div>
            <span id={bodyLabelId} className={styles.signatureBodyLabel}>
              {t.signatureBody}
            </span>
            <RichTextEditor labelledBy={bodyLabelId} labels={editorLabels} value={body} onChange={setBody} disabled={busy} minHeight={120} />
          </div>
          <Popup.Actions>
            <Popup.Close asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </Popup.Close>
            <Button type="submit" loading={busy}>
              {t.save}
            </Button>
          </Popup.Actions>
        </form>
      </Popup.Content>
    </Popup.Root>
  );
}
