/**
 * Who goes on the waitlist (issue 29): the appointment form's contact
 * autocomplete over form_details — the same matching (domain/appointments/
 * contact-match: case-insensitive, names that start with the term first, at
 * most 10, with the kind's label) — limited to the kinds an entry may be
 * for, clients and other persons. The appointment form's own picker lives in
 * features/appointments, which this feature may not import; creating a new
 * contact stays on the contact screens.
 */
import { useMemo, useState } from 'react';
import { CONTACT_KIND_LABELS, contactKey, matchContacts } from '../../../domain/appointments/contact-match';
import type { FormContact, FormDetailsResponse } from '../../../domain/contract/appointment';
import type { WaitlistContactRef } from '../../../domain/contract/waitlist';
import { waitlistTexts as t } from '../copy';
import { Button } from '../../../ui/button/button';
import { Combobox } from '../../../ui/combobox/combobox';
import * as styles from './waitlist.css';

export interface ChosenWaitlistContact extends WaitlistContactRef {
  name: string;
}

/** form_details' clients are 'person', other persons 'other_event'; the waitlist calls them 'client' and 'person'. */
export function waitlistContactsOf(details: FormDetailsResponse['details']): FormContact[] {
  return [...details.clients, ...details.people].filter((c) => c.type === 'person' || c.type === 'other_event');
}

const refOf = (c: FormContact): ChosenWaitlistContact => ({ kind: c.type === 'person' ? 'client' : 'person', id: c.id, name: c.name });

export interface ContactChoiceProps {
  contacts: readonly FormContact[];
  value: ChosenWaitlistContact | null;
  onChange: (contact: ChosenWaitlistContact | null) => void;
  error?: string;
  disabled?: boolean;
}

export function ContactChoice({ contacts, value, onChange, error, disabled = false }: ContactChoiceProps) {
  const [term, setTerm] = useState('');
  const options = useMemo(
    () => matchContacts(term, contacts).map((c) => ({ id: contactKey(c), label: c.name, description: CONTACT_KIND_LABELS[c.type], contact: c })),
    [term, contacts],
  );
  if (value !== null) {
    return (
      <div className={styles.chosen} data-testid="waitlist-chosen-contact">
        <span>
          <span className={styles.term}>{t.contact}: </span>
          {value.name}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onChange(null)} disabled={disabled}>
          {t.changeContact}
        </Button>
      </div>
    );
  }
  return (
    <Combobox
      label={t.contact}
      inputValue={term}
      onInputChange={setTerm}
      options={options}
      onSelect={(option) => {
        onChange(refOf(option.contact));
        setTerm('');
      }}
      placeholder={t.contactPlaceholder}
      error={error}
      disabled={disabled}
      autoComplete="off"
    />
  );
}
