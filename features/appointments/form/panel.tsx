/**
 * The frame of an inline add-contact panel: a titled group with its main
 * button and Cancel. The panel sits inside the appointment form, so Enter in
 * one of its fields runs the panel's action instead of submitting the form
 * (HTML has no nested forms).
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { appointmentFormTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import * as styles from './form.css';

export interface PanelProps {
  title: string;
  /** The main button's text ('Add Person', 'Add Event', 'Add Group'). */
  actionLabel: string;
  busy: boolean;
  onAction: () => void;
  onCancel: () => void;
  children: ReactNode;
}

export function Panel({ title, actionLabel, busy, onAction, onCancel, children }: PanelProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    if (event.target.type === 'checkbox') return;
    event.preventDefault();
    if (!busy) onAction();
  };
  return (
    <fieldset className={styles.section} onKeyDown={onKeyDown}>
      <legend className={styles.legend}>{title}</legend>
      {children}
      <div className={styles.actions}>
        <Button size="sm" loading={busy} onClick={onAction}>
          {actionLabel}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
      </div>
    </fieldset>
  );
}
