/**
 * Add to / edit on the waitlist (issue 29), in a dialog over the list: for a
 * new entry the contact first, then the wishes. The draft is checked with
 * the server's own rules before it is sent; the server's refusal shows in
 * the dialog, which stays open.
 */
import { useState, type FormEvent } from 'react';
import type { FormContact } from '../../../domain/contract/appointment';
import type { WaitlistWishes } from '../../../domain/contract/waitlist';
import { messages } from '../../../domain/messages';
import { waitlistTexts as t } from '../copy';
import type { HourCycle } from '../../../domain/time-style';
import { Button } from '../../../ui/button/button';
import { Popup } from '../../../ui/popup/popup';
import { checkDraft, type DraftField, type WishesDraft } from '../wishes-draft';
import { ContactChoice, type ChosenWaitlistContact } from './contact-choice';
import * as styles from './waitlist.css';
import { WishesForm } from './wishes-form';

export interface EntryEditorProps {
  /** 'add' asks for the contact; 'edit' names it. */
  mode: 'add' | 'edit';
  initial: WishesDraft;
  /** Edit: the entry's contact. */
  contactName?: string;
  /** Add: whom the picker offers. */
  contacts?: readonly FormContact[];
  timezone: string;
  hourCycle: HourCycle;
  /** Sends; answers '' when saved (the dialog closes), else the server's words. */
  onSave: (input: { contact: ChosenWaitlistContact | null; wishes: WaitlistWishes }) => Promise<string>;
  onClose: () => void;
}

export function EntryEditor({ mode, initial, contactName, contacts = [], timezone, hourCycle, onSave, onClose }: EntryEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [contact, setContact] = useState<ChosenWaitlistContact | null>(null);
  const [problem, setProblem] = useState<{ field: DraftField | 'contact' | 'server'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'add' && contact === null) {
      setProblem({ field: 'contact', message: messages.waitlistContactInvalid });
      return;
    }
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    setBusy(true);
    const refusal = await onSave({ contact, wishes: { ...checked.wishes, timezone } });
    setBusy(false);
    if (refusal === '') onClose();
    else setProblem({ field: 'server', message: refusal });
  };

  const fieldProblem = problem !== null && problem.field !== 'contact' && problem.field !== 'server' ? { field: problem.field, message: problem.message } : null;
  return (
    <Popup.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popup.Content aria-describedby={undefined} data-testid="waitlist-editor">
        <Popup.Title>{mode === 'add' ? t.addTitle : t.editTitle}</Popup.Title>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <div className={`${styles.form} ${styles.dialogBody}`}>
            {mode === 'add' ? (
              <ContactChoice
                contacts={contacts}
                value={contact}
                onChange={(c) => {
                  setContact(c);
                  if (problem?.field === 'contact') setProblem(null);
                }}
                error={problem?.field === 'contact' ? problem.message : undefined}
                disabled={busy}
              />
            ) : (
              <p className={styles.value}>
                <span className={styles.term}>{t.contact}: </span>
                {contactName}
              </p>
            )}
            <WishesForm draft={draft} onChange={setDraft} hourCycle={hourCycle} problem={fieldProblem} disabled={busy} />
          </div>
          <p role="alert" className={styles.error}>
            {problem?.field === 'server' ? problem.message : ''}
          </p>
          <Popup.Actions>
            <Popup.Close asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </Popup.Close>
            <Button type="submit" loading={busy} loadingLabel={t.saving}>
              {t.save}
            </Button>
          </Popup.Actions>
        </form>
      </Popup.Content>
    </Popup.Root>
  );
}
