/** Up to two e-mail fields (spec 9) with 'Add E-mail' and a remove button for the second. */
import { EMAILS_MAX } from '../../../domain/contacts/email';
import { contactsTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from './contact-form.css';
import { numberedLabel } from './labels';
import { RemoveIcon } from './remove-icon';
import type { ContactFieldHook } from './use-contact-validation';

export interface EmailsEditorProps {
  /** At least one entry (an empty one when there is no e-mail). */
  emails: readonly string[];
  onChange: (emails: string[]) => void;
  /** Id, error and blur check of the n-th e-mail. */
  field?: (row: number) => ContactFieldHook;
}

export function EmailsEditor({ emails, onChange, field }: EmailsEditorProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t.emails}</legend>
      {emails.map((email, index) => (
        // Entries have no identity of their own; the index is the slot (email1, email2).
        <div key={index} className={styles.entry}>
          <TextField
            label={numberedLabel(t.email, index)}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => onChange(emails.map((v, i) => (i === index ? e.target.value : v)))}
            wrapperClassName={styles.entryMain}
            {...field?.(index)}
          />
          {index > 0 ? (
            <IconButton label={t.removeEmail} onClick={() => onChange(emails.filter((_, i) => i !== index))}>
              <RemoveIcon />
            </IconButton>
          ) : null}
        </div>
      ))}
      {emails.length < EMAILS_MAX ? (
        <Button variant="secondary" size="sm" className={styles.addButton} onClick={() => onChange([...emails, ''])}>
          {t.addEmail}
        </Button>
      ) : null}
    </fieldset>
  );
}
