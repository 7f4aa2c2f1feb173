/**
 * The 'Personal info' group of the client and person forms: first and last
 * name, both marked mandatory (spec 2), and what the form adds after them
 * (the client's birthday).
 */
import type { ReactNode } from 'react';
import { CONTACT_NAME_MAX } from '../../../domain/contract/contacts';
import { contactsTexts as t } from '../../../domain/messages';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from './contact-form.css';
import { mandatoryLabel } from './labels';
import type { ContactFieldHook } from './use-contact-validation';

export interface PersonalInfoProps {
  firstName: string;
  lastName: string;
  onFirstName: (value: string) => void;
  onLastName: (value: string) => void;
  /** Ids, errors and blur checks of the two names. */
  field?: (key: 'firstName' | 'lastName') => ContactFieldHook;
  children?: ReactNode;
}

export function PersonalInfo({ firstName, lastName, onFirstName, onLastName, field, children }: PersonalInfoProps) {
  const names = [
    { key: 'firstName', label: t.firstName, value: firstName, onChange: onFirstName },
    { key: 'lastName', label: t.lastName, value: lastName, onChange: onLastName },
  ] as const;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t.personalInfo}</legend>
      {names.map((n) => (
        <TextField
          key={n.label}
          label={mandatoryLabel(n.label, t.mandatory)}
          required
          autoComplete="off"
          maxLength={CONTACT_NAME_MAX}
          value={n.value}
          onChange={(e) => n.onChange(e.target.value)}
          {...field?.(n.key)}
        />
      ))}
      {children}
    </fieldset>
  );
}
