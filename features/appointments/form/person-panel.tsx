/** The add-person panel (spec 2): name, phone, e-mail, timezone; 'Add Person', 'Cancel'. */
import { useMemo, useState } from 'react';
import { DEFAULT_TIMEZONE, type PhoneTypeCode } from '../../../domain/codes';
import { PHONE_INPUT_MAX } from '../../../domain/contacts/phone';
import { maskPhone } from '../../../domain/contacts/phone-mask';
import type { FormContact } from '../../../domain/contract/appointment';
import { personAddBody } from '../../../domain/contract/contacts';
import { appointmentFormTexts as t } from '../../../domain/messages';
import { namePartsOfTerm } from '../../../domain/names';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { postPerson } from '../api/add-contact';
import * as styles from './form.css';
import { Panel } from './panel';
import { usePanelSave } from './use-panel-save';

export interface PersonPanelProps {
  providerId: number;
  /** The typed term, split by namePartsOfTerm (domain/names.ts). */
  name: string;
  onCreated: (contact: FormContact) => void;
  onCancel: () => void;
}

/** Phone type 'cell' (spec 3) for the one phone this short panel takes. */
const CELL: PhoneTypeCode = 1;

function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(DEFAULT_TIMEZONE) ? zones : [DEFAULT_TIMEZONE, ...zones];
}

export function PersonPanel({ providerId, name, onCreated, onCancel }: PersonPanelProps) {
  const [typed] = useState(() => namePartsOfTerm(name));
  const [firstName, setFirstName] = useState(typed.firstName);
  const [lastName, setLastName] = useState(typed.lastName);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [timezone, setTimezone] = useState(DEFAULT_TIMEZONE);
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z.replace(/_/g, ' ') })), []);
  const body = {
    firstName,
    lastName,
    phone: phone.trim() === '' ? [] : [phone.trim()],
    phoneType: phone.trim() === '' ? [] : [CELL],
    email: email.trim() === '' ? [] : [email.trim()],
    timezone,
    providerID: providerId,
  };
  const { busy, save, field } = usePanelSave('person', personAddBody, body, postPerson, onCreated);
  const add = () => void save();
  return (
    <Panel title={t.typeOtherPerson} actionLabel={t.addPerson} busy={busy} onAction={add} onCancel={onCancel}>
      <div className={styles.row}>
        <TextField label={t.firstName} value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="off" {...field('firstName')} />
        <TextField label={t.lastName} value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="off" {...field('lastName')} />
      </div>
      <TextField
        label={t.phone}
        type="tel"
        inputMode="numeric"
        placeholder="xxx-xxx-xxxx"
        maxLength={PHONE_INPUT_MAX}
        value={phone}
        onChange={(e) => setPhone(maskPhone(e.target.value))}
        {...field('phone')}
      />
      <TextField label={t.email} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" {...field('email')} />
      <Select label={t.timezone} options={zones} value={timezone} onValueChange={setTimezone} {...field('timezone')} />
    </Panel>
  );
}
