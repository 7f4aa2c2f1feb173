/**
 * The phone editor (spec 2): up to four phones, each a masked PhoneInput
 * with a type (cell, home, work, fax, other) and a delete button, and
 * 'Add Phone' while fewer than four. The rows are PhoneSlots of
 * domain/contacts/phone-slots.ts, which also turns them into the body.
 */
import { toPhoneTypeCode, canAddPhoneSlot, emptyPhoneSlot, PHONE_TYPE_CHOICES, type PhoneSlot } from '../../../domain/contacts/phone-slots';
import { contactsTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { PhoneInput } from '../../../ui/phone-input/phone-input';
import { Select } from '../../../ui/select/select';
import * as styles from './contact-form.css';
import { numberedLabel } from './labels';
import { RemoveIcon } from './remove-icon';
import type { ContactFieldHook } from './use-contact-validation';

export interface PhoneEditorProps {
  slots: readonly PhoneSlot[];
  onChange: (slots: PhoneSlot[]) => void;
  disabled?: boolean;
  /** Id, error and blur check of the n-th row's number. */
  field?: (row: number) => ContactFieldHook;
}

const typeOptions = PHONE_TYPE_CHOICES.map((code) => ({ value: String(code), label: t.phoneTypeNames[code] }));

export function PhoneEditor({ slots, onChange, disabled = false, field }: PhoneEditorProps) {
  const update = (index: number, next: Partial<PhoneSlot>) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, ...next } : slot)));
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.legend}>{t.phones}</legend>
      {slots.map((slot, index) => (
        // Rows have no identity of their own; the index is the slot number the server stores.
        <div key={index} className={styles.entry}>
          <PhoneInput
            label={numberedLabel(t.phones, index)}
            placeholder={t.phonePlaceholder}
            value={slot.phone}
            onValueChange={(phone) => update(index, { phone })}
            wrapperClassName={styles.entryMain}
            {...field?.(index)}
          />
          <Select
            label={numberedLabel(t.phoneType, index)}
            hideLabel
            options={slot.type === 0 ? [{ value: '0', label: '—' }, ...typeOptions] : typeOptions}
            value={String(slot.type)}
            onValueChange={(v) => update(index, { type: toPhoneTypeCode(Number(v)) })}
            wrapperClassName={styles.entrySide}
          />
          <IconButton label={numberedLabel(t.deletePhone, index)} onClick={() => onChange(slots.filter((_, i) => i !== index))}>
              <RemoveIcon />
          </IconButton>
        </div>
      ))}
      {canAddPhoneSlot(slots) ? (
        <Button variant="secondary" size="sm" className={styles.addButton} onClick={() => onChange([...slots, emptyPhoneSlot()])}>
          {t.addPhone}
        </Button>
      ) : null}
    </fieldset>
  );
}
