/**
 * /compose-email (spec 2 "E-mail": compose; issue 12): a new mail, or
 * `?to={userId}`, a reply, reply all, forward or reopened draft
 * (domain/mail/compose.ts reads the address and prefills). To from the
 * server's contact list (at most 2), Subject, the rich-text body with the
 * user's signatures, attachments, and Send / Save draft / Discard. After a
 * send the screen goes back; a first draft save puts the draft's id in the
 * address, so a reload reopens it. Leaving with unsaved changes asks first
 * (leave-guard.ts).
 */
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MAIL_SUBJECT_MAX, type MailPerson, type MailSignature } from '../../../domain/contract/mail';
import { addRecipient, parseComposeQuery } from '../../../domain/mail/compose';
import { composePath } from '../../../domain/mail/mail-routes';
import { messages } from '../../../domain/messages';
import { mailComposeTexts as t } from '../copy';
import { Button } from '../../../ui/button/button';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { Loader } from '../../../ui/loader/loader';
import { RichTextEditor, type RichTextEditorHandle } from '../../../ui/rich-text-editor/rich-text-editor';
import { TextField } from '../../../ui/text-field/text-field';
import { pushMessageAtom } from '../../api/popup-atoms';
import { selectedProviderIdAtom } from '../../session/atoms';
import { removeKeptFileAtom } from './api/delete-file';
import { closeComposeAtom, openComposeAtom } from './api/open-compose';
import { saveDraftAtom } from './api/save-draft';
import { sendMailAtom } from './api/send-mail';
import {
  composeBusyAtom,
  composeDirtyAtom,
  composeLoadErrorAtom,
  composeNewFilesAtom,
  composeStatusAtom,
  composeValuesAtom,
  mailContactsAtom,
  type NewFile,
} from './atoms';
import { AttachmentField } from './attachment-field';
import { safeMailHtml } from './compose-html';
import { LeavePopup } from './leave-popup';
import { leaveTarget, previousAppPath } from './leave-target';
import { RecipientField } from './recipient-field';
import { SignatureMenu } from './signature-menu';
import { useLeaveGuard, type LeaveGuardControls } from './use-leave-guard';
import * as styles from './compose.css';

const editorLabels = {
  toolbar: t.formatting,
  bold: t.bold,
  italic: t.italic,
  underline: t.underline,
  bulletedList: t.bulletedList,
  numberedList: t.numberedList,
};

/** Back to the previous route, else the inbox, once the guard has stood down. */
function useLeaveCompose(guard: LeaveGuardControls): () => void {
  const [, navigate] = useLocation();
  return useCallback(
    () =>
      guard.leave(() => {
        const target = leaveTarget(previousAppPath());
        if (target.kind === 'history') window.history.back();
        else navigate(target.to, { replace: true });
      }),
    [guard, navigate],
  );
}

export function ComposeScreen() {
  const search = useSearch();
  const request = useMemo(() => parseComposeQuery(search), [search]);
  const store = useStore();
  const [, navigate] = useLocation();
  const open = useSetAtom(openComposeAtom);
  const close = useSetAtom(closeComposeAtom);
  const send = useSetAtom(sendMailAtom);
  const saveDraft = useSetAtom(saveDraftAtom);
  const removeKept = useSetAtom(removeKeptFileAtom);
  const push = useSetAtom(pushMessageAtom);
  const status = useAtomValue(composeStatusAtom);
  const loadError = useAtomValue(composeLoadErrorAtom);
  const [values, setValues] = useAtom(composeValuesAtom);
  const [files, setFiles] = useAtom(composeNewFilesAtom);
  const dirty = useAtomValue(composeDirtyAtom);
  const busy = useAtomValue(composeBusyAtom);
  const providerId = useAtomValue(selectedProviderIdAtom);
  const contacts = useAtomValue(mailContactsAtom);
  const shownContacts = contacts?.providerId === providerId ? contacts : null;
  const editor = useRef<RichTextEditorHandle | null>(null);
  const bodyLabelId = useId();
  const [askDiscard, setAskDiscard] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Whether this visit has opened a mail yet (the atoms may still hold the last visit's). */
  const opened = useRef(false);

  const guard = useLeaveGuard(dirty && (status === 'ready' || status === 'saving' || status === 'sending'));
  const leaveCompose = useLeaveCompose(guard);

  useEffect(() => {
    // A first draft save puts the draft in the address (below): that is the mail being edited, not one to load.
    const editing = store.get(composeValuesAtom).draftId;
    if (opened.current && request.mode === 'draft' && request.id === editing && store.get(composeStatusAtom) !== 'failed') return;
    opened.current = true;
    void open(request);
  }, [request, attempt, open, store]);

  // Nothing of this visit (files, text) stays in memory once the screen has gone.
  useEffect(() => close, [close]);

  const handleSave = async (): Promise<boolean> => {
    const wasDraft = store.get(composeValuesAtom).draftId;
    const draftId = await saveDraft();
    if (draftId === null) return false;
    if (wasDraft === null) {
      // A reload now reopens the draft instead of an empty form.
      guard.release(() => navigate(composePath('draft', draftId), { replace: true }));
    }
    return true;
  };

  const handleSend = async () => {
    if (await send()) leaveCompose();
  };

  const handleDiscard = () => {
    if (busy) return;
    if (dirty) setAskDiscard(true);
    else leaveCompose();
  };

  const add = (person: MailPerson) => {
    const result = addRecipient(values.to, person);
    if (result.ok) setValues((v) => ({ ...v, to: result.to }));
    else push({ key: result.error });
  };

  // On a line of its own: inserted mid-line, its first paragraph would merge into the text before the caret.
  const insertSignature = (signature: MailSignature) => editor.current?.insertHtml(`<br>${safeMailHtml(signature.body)}`);

  if (status === 'loading') {
    return (
      <div className={styles.status}>
        <Loader label={t.loading} />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <p>{loadError ?? t.loadFailed}</p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {messages.tryAgain}
        </Button>
      </div>
    );
  }

  return (
    <>
      <form className={styles.form} aria-label={t.formLabel} noValidate onSubmit={(e) => e.preventDefault()} data-testid="compose-form">
        <RecipientField
          to={values.to}
          contacts={shownContacts?.contactList ?? []}
          onAdd={add}
          onRemove={(id) => setValues((v) => ({ ...v, to: v.to.filter((p) => p.id !== id) }))}
          disabled={busy}
        />
        <TextField
          label={t.subject}
          value={values.subject}
          maxLength={MAIL_SUBJECT_MAX}
          onChange={(e) => {
            const subject = e.target.value;
            setValues((v) => ({ ...v, subject }));
          }}
          autoComplete="off"
        />
        <div>
          <div className={styles.bodyHead}>
            <span id={bodyLabelId} className={styles.bodyLabel}>
              {t.message}
            </span>
            <SignatureMenu signatures={shownContacts?.signatures ?? []} onInsert={insertSignature} disabled={busy} />
          </div>
          <RichTextEditor
            ref={editor}
            labelledBy={bodyLabelId}
            labels={editorLabels}
            placeholder={t.messagePlaceholder}
            value={values.body}
            onChange={(body) => setValues((v) => ({ ...v, body }))}
          />
        </div>
        <AttachmentField
          kept={values.kept}
          files={files}
          onAddFiles={(added: NewFile[]) => setFiles((list) => [...list, ...added])}
          onRemoveKept={(id) => void removeKept(id)}
          onRemoveFile={(key) => setFiles((list) => list.filter((f) => f.key !== key))}
          disabled={busy}
        />
        <div className={styles.actions}>
          <p className={styles.saveState} role="status" data-testid="compose-save-state">
            {dirty ? t.unsaved : values.draftId !== null ? t.saved : ''}
          </p>
          <Button variant="ghost" onClick={handleDiscard} disabled={busy}>
            {t.discard}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void handleSave()}
            loading={status === 'saving'}
            loadingLabel={t.savingDraft}
            disabled={busy}
          >
            {t.saveDraft}
          </Button>
          <Button onClick={() => void handleSend()} loading={status === 'sending'} loadingLabel={t.sending} disabled={busy}>
            {t.send}
          </Button>
        </div>
      </form>
      <LeavePopup
        open={guard.attempt !== null}
        saving={status === 'saving'}
        onKeepEditing={guard.dismiss}
        onDiscard={() => {
          if (guard.attempt) guard.proceed(guard.attempt);
        }}
        onSave={() => {
          const pending = guard.attempt;
          void handleSave().then((saved) => {
            if (saved && pending) guard.proceed(pending);
          });
        }}
      />
      <ConfirmPopup
        open={askDiscard}
        title={t.discardTitle}
        description={t.discardText}
        yesLabel={t.discard}
        noLabel={t.keepEditing}
        onNo={() => setAskDiscard(false)}
        onYes={() => {
          setAskDiscard(false);
          leaveCompose();
        }}
        data-testid="compose-discard-popup"
      />
    </>
  );
}
