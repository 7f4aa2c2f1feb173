/**
 * The add/edit person form (spec 2 "Add/edit person form"): first and last
 * name ('First name is required', 'Last name is required'), phones with
 * types, up to two e-mails and a timezone. After the contract's checks a
 * confirmation popup asks 'Save this person?'; Yes POSTs others/add or PUTs
 * others/edit/{id}. A failure shows the server's message and leaves the
 * form as it was (spec 8).
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { DEFAULT_REMINDER_PREF, DEFAULT_TIMEZONE, type VideoInvitePref } from '../../../domain/codes';
import { phoneSlotsFromStored, phoneSlotsToBody, withOneRow, type PhoneSlot } from '../../../domain/contacts/phone-slots';
import type { TimezoneResponse } from '../../../domain/contract/clients';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { personAddBody, type PersonAddInput } from '../../../domain/contract/contacts';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { selectedProviderIdAtom } from '../../session/atoms';
import { postOther, putOther } from '../api/others';
import { getPersonDetails } from '../api/person-details';
import { getTimezones } from '../api/timezone';
import { ConfirmSavePopup } from './confirm-save-popup';
import { ContactFormFrame } from './contact-form-frame';
import { emailEntries, emailsForBody } from './email-entries';
import { EmailsEditor } from './emails-editor';
import { contactFieldOf, emailField, phoneField } from './field-problems';
import { LoadGate } from './load-gate';
import { PersonalInfo } from './personal-info';
import { PhoneEditor } from './phone-editor';
import { ReminderPrefSelect } from './reminder-pref-select';
import { TimezoneSelect } from './timezone-select';
import { useContactSave } from './use-contact-save';
import { useContactValidation } from './use-contact-validation';
import { useLoad } from './use-load';

export interface PersonFormProps {
  /** The person to edit (/add_person?id=N), or null to add one. */
  personId: number | null;
  onSaved: () => void;
  onCancel: () => void;
}

interface PersonFormData {
  zones: string[];
  person: ContactListItem | null;
}

export function PersonForm({ personId, onSaved, onCancel }: PersonFormProps) {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const { result, retry } = useLoad<PersonFormData>(
    async (signal) => {
      const [reference, person]: [TimezoneResponse, ContactListItem | null] = await Promise.all([
        getTimezones(signal),
        personId === null ? Promise.resolve(null) : getPersonDetails(providerId, personId, signal),
      ]);
      return { zones: reference.timezones, person };
    },
    `${providerId}:${personId ?? 'new'}`,
  );
  return (
    <LoadGate result={result} retry={retry}>
      {(data) => <PersonFields data={data} providerId={providerId} personId={personId} onSaved={onSaved} onCancel={onCancel} />}
    </LoadGate>
  );
}

interface PersonFieldsProps {
  data: PersonFormData;
  providerId: number;
  personId: number | null;
  onSaved: () => void;
  onCancel: () => void;
}

function PersonFields({ data, providerId, personId, onSaved, onCancel }: PersonFieldsProps) {
  const { person } = data;
  const [firstName, setFirstName] = useState(person?.first_name ?? '');
  const [lastName, setLastName] = useState(person?.last_name ?? '');
  const [phones, setPhones] = useState<PhoneSlot[]>(() =>
    withOneRow(person ? phoneSlotsFromStored(person.phones.map((p) => p.phone), person.phones.map((p) => p.type)) : []),
  );
  const [emails, setEmails] = useState<string[]>(() => emailEntries(person?.email ?? []));
  const [timezone, setTimezone] = useState(person?.timezone || DEFAULT_TIMEZONE);
  const [reminderPref, setReminderPref] = useState<VideoInvitePref>(person?.reminder_pref ?? DEFAULT_REMINDER_PREF);
  const [confirming, setConfirming] = useState<PersonAddInput | null>(null);
  const { busy, submit } = useContactSave();
  const editing = personId !== null;
  const body: PersonAddInput = {
    firstName,
    lastName,
    ...phoneSlotsToBody(phones),
    email: emailsForBody(emails),
    timezone,
    reminder_pref: reminderPref,
    providerID: providerId,
  };
  const { field, check } = useContactValidation('person', personAddBody, body, contactFieldOf(phones, emails));

  const ask = () => {
    if (check()) setConfirming(body);
  };

  const save = async (body: PersonAddInput) => {
    setConfirming(null);
    const call = personId === null ? () => postOther(body) : () => putOther(personId, body);
    if (await submit(call, () => messages.personSaved)) onSaved();
  };

  return (
    <ContactFormFrame
      kind="person"
      title={editing ? t.editPersonTitle : t.addPersonTitle}
      submitLabel={editing ? t.save : t.addPerson}
      busy={busy}
      onSubmit={ask}
      onCancel={onCancel}
    >
      <PersonalInfo firstName={firstName} lastName={lastName} onFirstName={setFirstName} onLastName={setLastName} field={field} />
      <PhoneEditor slots={phones} onChange={setPhones} field={(row) => field(phoneField(row))} />
      <EmailsEditor emails={emails} onChange={setEmails} field={(row) => field(emailField(row))} />
      <TimezoneSelect zones={data.zones} value={timezone} onChange={setTimezone} field={field('timezone')} />
      <ReminderPrefSelect value={reminderPref} onChange={setReminderPref} />
      <ConfirmSavePopup
        open={confirming !== null}
        question={t.confirmSaveQuestion}
        onYes={() => {
          if (confirming !== null) void save(confirming);
        }}
        onNo={() => setConfirming(null)}
      />
    </ContactFormFrame>
  );
}
