/**
 * 'Add Phone' on the phone screen and the contact screen (spec 2, 7): one
 * more number for a client or other person while it has fewer than four,
 * masked as typed (xxx-xxx-xxxx) and with its type. On /contacts the save
 * is confirmed first with the save-choice popup's 'Click to confirm' (spec
 * 2); the phone screen saves at once.
 */
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PhoneTypeCode } from '../../../domain/codes';
import { PHONES_MAX } from '../../../domain/contacts/phone';
import { DEFAULT_PHONE_TYPE, PHONE_TYPE_CHOICES, toPhoneTypeCode } from '../../../domain/contacts/phone-slots';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { PhoneInput } from '../../../ui/phone-input/phone-input';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { Select } from '../../../ui/select/select';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { pushMessageAtom } from '../../api/popup-atoms';
import { addPhoneAtom, hasPhones, newPhoneProblem } from '../api/add-phone';
import { addPhoneLabel, contactsCopy as c } from '../copy';
import * as styles from './add-phone.css';

const typeOptions = PHONE_TYPE_CHOICES.map((code) => ({ value: String(code), label: t.phoneTypeNames[code] }));

export interface AddPhoneProps {
  item: ContactListItem;
  /** Ask 'Click to confirm' before saving (the save-choice popup's variant on /contacts). */
  confirm?: boolean;
}

export function AddPhone({ item, confirm = false }: AddPhoneProps) {
  const add = useSetAtom(addPhoneAtom);
  const push = useSetAtom(pushMessageAtom);
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [type, setType] = useState<PhoneTypeCode>(DEFAULT_PHONE_TYPE);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  /** Confirmed: focus goes to Add Phone once saved, not back to the Save that opened the popup. */
  const confirmed = useRef(false);
  /** The form just closed: Add Phone takes the focus back once it is rendered again. */
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [open]);
  if (!hasPhones(item)) return null;
  const full = item.phones.length >= PHONES_MAX;

  const close = () => {
    setOpen(false);
    setPhone('');
    setType(DEFAULT_PHONE_TYPE);
    setProblem(null);
    refocus.current = true;
  };

  const save = async () => {
    setAsking(false);
    setBusy(true);
    const saved = await add({ item, phone, type });
    setBusy(false);
    if (saved) {
      setAdded(true);
      close();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = newPhoneProblem({ item, phone, type });
    setProblem(found);
    if (found !== null) {
      push({ text: found });
      return;
    }
    if (confirm) setAsking(true);
    else void save();
  };

  return (
    <div className={styles.root}>
      {/* Read out once a number is saved: the new line itself appears silently in the list above. */}
      <VisuallyHidden role="status">{added ? c.phoneAdded : ''}</VisuallyHidden>
      {open ? (
        <form className={styles.form} aria-label={addPhoneLabel(t.addPhone, item.name)} noValidate onSubmit={submit}>
          <div className={styles.fields}>
            <PhoneInput
              label={c.newPhone}
              placeholder={t.phonePlaceholder}
              value={phone}
              onValueChange={(value) => {
                setPhone(value);
                setProblem(null);
              }}
              error={problem ?? undefined}
              wrapperClassName={styles.number}
              autoFocus
            />
            <Select
              label={t.phoneType}
              options={typeOptions}
              value={String(type)}
              onValueChange={(v) => setType(toPhoneTypeCode(Number(v)))}
              wrapperClassName={styles.type}
            />
          </div>
          <div className={styles.buttons}>
            <Button variant="ghost" size="sm" onClick={close} disabled={busy}>
              {t.cancel}
            </Button>
            <Button type="submit" size="sm" loading={busy} loadingLabel={t.saving}>
              {t.save}
            </Button>
          </div>
        </form>
      ) : full ? null : (
        <Button
          ref={opener}
          variant="secondary"
          size="sm"
          aria-label={addPhoneLabel(t.addPhone, item.name)}
          onClick={() => {
            setAdded(false);
            setOpen(true);
          }}
        >
          {t.addPhone}
        </Button>
      )}
      <ConfirmPopup
        open={asking}
        title={messages.clickToConfirm}
        yesLabel={messages.clickToConfirm}
        noLabel={messages.backToEditing}
        onYes={() => {
          confirmed.current = true;
          void save();
        }}
        onNo={() => setAsking(false)}
        onCloseAutoFocus={(event) => {
          if (!confirmed.current) return;
          confirmed.current = false;
          event.preventDefault();
        }}
        data-testid="save-choice-popup"
      />
    </div>
  );
}
