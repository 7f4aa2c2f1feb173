/**
 * The mailboxes screen's Signatures section: the user's signatures by name,
 * each with Edit and Delete, and New signature. Compose offers them in its
 * Insert signature menu and reads them afresh when it opens, so nothing
 * here has to tell it. Shown to practice users only: the server keeps no
 * signatures for portal users (roles 22, 25) and refuses theirs.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import type { MailSignature } from '../../../domain/contract/mail';
import { mailTexts as t, messages } from '../../../domain/messages';
import { deleteSignatureLabel, deleteSignatureQuestion, editSignatureLabel } from '../copy';
import { Button } from '../../../ui/button/button';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { Loader } from '../../../ui/loader/loader';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { deleteSignatureAtom } from '../api/delete-signature';
import { loadSignaturesAtom } from '../api/load-signatures';
import { saveSignatureAtom } from '../api/save-signature';
import { mailResetVersionAtom, mailScopeAtom, mailSignaturesAtom } from '../atoms';
import { PencilIcon, Trash2Icon } from '../../../ui/icons/icons';
import { SignatureDialog } from './signature-dialog';
import * as styles from './mail.css';

type Dialog = { kind: 'create' } | { kind: 'edit'; signature: MailSignature } | { kind: 'delete'; signature: MailSignature } | null;

export function SignaturesSection() {
  const { status, list } = useAtomValue(mailSignaturesAtom);
  const load = useSetAtom(loadSignaturesAtom);
  const save = useSetAtom(saveSignatureAtom);
  const remove = useSetAtom(deleteSignatureAtom);
  const version = useAtomValue(mailResetVersionAtom);
  const { userId, providerId } = useAtomValue(mailScopeAtom);
  const [dialog, setDialog] = useState<Dialog>(null);
  const titleId = useId();

  useEffect(() => {
    void load();
  }, [load, version, userId, providerId]);

  const confirmDelete = async (signature: MailSignature) => {
    setDialog(null);
    await remove(signature.id);
  };

  return (
    <section className={styles.signatures} aria-labelledby={titleId} data-testid="signatures">
      <h2 id={titleId} className={styles.signaturesTitle}>
        {t.signatures}
      </h2>
      {!list && status === 'failed' ? (
        <div className={styles.status} role="alert">
          <p>{t.signaturesLoadFailed}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {messages.tryAgain}
          </Button>
        </div>
      ) : !list ? (
        <div className={styles.status}>
          <Loader label={t.signaturesLoading} />
        </div>
      ) : list.length === 0 ? (
        <p className={styles.status}>{t.noSignatures}</p>
      ) : (
        <ul aria-labelledby={titleId} className={styles.signatureList}>
          {list.map((signature) => (
            <li key={signature.id} className={styles.signatureRow}>
              <span className={styles.signatureName}>{signature.name}</span>
              <span className={styles.folderActions}>
                <IconButton label={editSignatureLabel(signature.name)} onClick={() => setDialog({ kind: 'edit', signature })}>
                  <PencilIcon aria-hidden size={22} />
                </IconButton>
                <IconButton label={deleteSignatureLabel(signature.name)} onClick={() => setDialog({ kind: 'delete', signature })}>
                  <Trash2Icon aria-hidden size={22} />
                </IconButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'create' })} disabled={!list}>
          {t.newSignature}
        </Button>
      </div>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <SignatureDialog
          // A fresh dialog per signature: its fields start from that one.
          key={dialog.kind === 'edit' ? dialog.signature.id : 'new'}
          signature={dialog.kind === 'edit' ? dialog.signature : undefined}
          onSubmit={save}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmPopup
        open={dialog?.kind === 'delete'}
        title={t.deleteSignature}
        description={dialog?.kind === 'delete' ? deleteSignatureQuestion(dialog.signature.name) : undefined}
        yesLabel={t.deleteSignature}
        noLabel={t.cancel}
        onYes={() => {
          if (dialog?.kind === 'delete') void confirmDelete(dialog.signature);
        }}
        onNo={() => setDialog(null)}
        data-testid="delete-signature-popup"
      />
    </section>
  );
}
