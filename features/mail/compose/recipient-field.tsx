/**
 * To: the chosen people as removable chips and a combobox over the contact
 * list (spec 5: autocomplete matches names case-insensitively, at most 10).
 * Who is on the list is the server's answer; the limit of
 * MAIL_RECIPIENTS_MAX is the caller's (it says so in the global popup).
 */
import { useMemo, useState } from 'react';
import type { MailContact, MailPerson } from '../../../domain/contract/mail';
import { removeLabel } from '../../../domain/messages';
import { mailComposeTexts as t } from '../copy';
import { Combobox, type ComboboxOption } from '../../../ui/combobox/combobox';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { XIcon } from '../../../ui/icons/icons';
import * as styles from './compose.css';

/** Spec 5: an autocomplete offers at most 10 names. */
const MATCHES_MAX = 10;

export interface RecipientFieldProps {
  to: readonly MailPerson[];
  contacts: readonly MailContact[];
  onAdd: (person: MailPerson) => void;
  onRemove: (id: number) => void;
  /** While a send or save runs. */
  disabled: boolean;
}

interface ContactOption extends ComboboxOption {
  person: MailPerson;
}

const RemoveIcon = () => <XIcon aria-hidden size={16} />;

export function RecipientField({ to, contacts, onAdd, onRemove, disabled }: RecipientFieldProps) {
  const [text, setText] = useState('');
  const options = useMemo<ContactOption[]>(() => {
    const chosen = new Set(to.map((p) => p.id));
    const term = text.trim().toLowerCase();
    return contacts
      .filter((c) => !chosen.has(c.id) && c.name.toLowerCase().includes(term))
      .slice(0, MATCHES_MAX)
      .map((c) => ({ id: String(c.id), label: c.name, person: { id: c.id, name: c.name } }));
  }, [contacts, to, text]);

  return (
    <div className={styles.recipients}>
      <Combobox
        label={t.to}
        hint={t.toHint}
        placeholder={t.toPlaceholder}
        inputValue={text}
        onInputChange={setText}
        options={options}
        onSelect={(option) => {
          setText('');
          onAdd(option.person);
        }}
        emptyText={t.noContactMatches}
        clearLabel={t.clearName}
        disabled={disabled}
      />
      {to.length > 0 ? (
        <ul className={styles.chips} aria-label={t.recipients} data-testid="compose-recipients">
          {to.map((p) => (
            <li key={p.id} className={styles.person}>
              <span className={styles.personName}>{p.name}</span>
              <IconButton label={removeLabel(p.name)} onClick={() => onRemove(p.id)} disabled={disabled}>
                <RemoveIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
