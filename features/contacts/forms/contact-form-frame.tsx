/**
 * The frame of a contact form screen: the `<form>` the header's Save
 * submits (by its id), the fields, and the form's own main button and
 * Cancel at the end (spec 2: 'Add Event' and 'Cancel', …).
 */
import type { FormEvent, ReactNode } from 'react';
import { contactsTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { CONTACT_FORM_IDS, type ContactFormKind } from './atoms';
import * as styles from './contact-form.css';

export interface ContactFormFrameProps {
  kind: ContactFormKind;
  /** The form's accessible name ('Add Client', 'Edit Person', …). */
  title: string;
  /** The main button's text ('Add Client', 'Add Event', 'Save', …). */
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

export function ContactFormFrame({ kind, title, submitLabel, busy, onSubmit, onCancel, children }: ContactFormFrameProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form id={CONTACT_FORM_IDS[kind]} className={styles.form} onSubmit={submit} aria-label={title} noValidate>
      {children}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} loadingLabel={t.saving}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
