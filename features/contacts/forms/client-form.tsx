/**
 * The add/edit client form (spec 2 "Add-client form", 3 "Client", 5
 * "Client form"). It loads timezone/get (timezones and state codes), the
 * provider's insurance companies (not for roles 22/25, spec 6) and, when
 * editing, the client; checks the body with the contract (clientBodyFor /
 * clientEditBodyFor with the user's today) and shows the first failing rule
 * in the global popup; then POSTs clients/add ('client added successfully')
 * or PUTs clients/edit/{providerId}.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { POSTAL_CODE_MAX } from '../../../domain/contacts/postal-code';
import { STATE_CODES } from '../../../domain/contacts/state-codes';
import {
  ADDRESS_LINE_MAX,
  CLIENT_NOTES_MAX,
  INSURANCE_ID_MAX,
  clientBodyFor,
  clientEditBodyFor,
  type ClientRecord,
  type TimezoneResponse,
} from '../../../domain/contract/clients';
import type { InsuranceCompany } from '../../../domain/contract/insurance';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { namePartsOfTerm } from '../../../domain/names';
import { isPortalRole } from '../../../domain/roles';
import { todayDate, toIsoKey } from '../../../ui/calendar/calendar-date';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { profileAtom, selectedProviderIdAtom } from '../../session/atoms';
import { getClient, postClient, putClient } from '../api/clients';
import { getInsuranceCompanies } from '../api/insurance';
import { getTimezones } from '../api/timezone';
import { clientBody, clientStateFromRecord, newClientState, type ClientFormState } from './client-form-state';
import { ContactFormFrame } from './contact-form-frame';
import * as styles from './contact-form.css';
import { EmailsEditor } from './emails-editor';
import { contactFieldOf, emailField, phoneField } from './field-problems';
import { mandatoryLabel } from './labels';
import { LoadGate } from './load-gate';
import { PersonalInfo } from './personal-info';
import { PhoneEditor } from './phone-editor';
import { ReminderPrefSelect } from './reminder-pref-select';
import { TimezoneSelect } from './timezone-select';
import { useContactSave } from './use-contact-save';
import { useContactValidation } from './use-contact-validation';
import { useLoad } from './use-load';

export interface ClientFormProps {
  /** The client to edit (/add_client?id=N), or null to add one. */
  clientId: number | null;
  /** After a successful save (the app goes back, spec 2), with the client when one was added. */
  onSaved: (added: ClientRecord | null) => void;
  onCancel: () => void;
  /**
   * A name typed elsewhere (the appointment form's 'Add {term} as a new
   * contact?'): a new client's first and last name are filled from it
   * (namePartsOfTerm) 200 ms after the form shows (spec 9).
   */
  initialName?: string;
  /** The provider the client is added for (default the session's selected provider). */
  providerId?: number;
}

/** Spec 9 "client-add name prefill delay 200 ms". */
const NAME_PREFILL_DELAY_MS = 200;

interface ClientFormData {
  reference: TimezoneResponse;
  /** Null for roles 22/25, who load no insurance details. */
  companies: InsuranceCompany[] | null;
  client: ClientRecord | null;
}

export function ClientForm({ clientId, onSaved, onCancel, initialName, providerId: forProvider }: ClientFormProps) {
  const selectedProviderId = useAtomValue(selectedProviderIdAtom);
  const providerId = forProvider ?? selectedProviderId;
  const profile = useAtomValue(profileAtom);
  const loadsInsurance = profile !== null && !isPortalRole(profile.userRole);
  const { result, retry } = useLoad<ClientFormData>(
    async (signal) => {
      const [reference, companies, client] = await Promise.all([
        getTimezones(signal),
        loadsInsurance ? getInsuranceCompanies(providerId, signal) : Promise.resolve(null),
        clientId === null ? Promise.resolve(null) : getClient(providerId, clientId, signal),
      ]);
      return { reference, companies, client };
    },
    `${providerId}:${clientId ?? 'new'}:${loadsInsurance}`,
  );
  return (
    <LoadGate result={result} retry={retry}>
      {(data) => (
        <ClientFields
          data={data}
          providerId={providerId}
          clientId={clientId}
          onSaved={onSaved}
          onCancel={onCancel}
          initialName={clientId === null ? initialName : undefined}
        />
      )}
    </LoadGate>
  );
}

interface ClientFieldsProps {
  data: ClientFormData;
  providerId: number;
  clientId: number | null;
  onSaved: (added: ClientRecord | null) => void;
  onCancel: () => void;
  initialName?: string;
}

function ClientFields({ data, providerId, clientId, onSaved, onCancel, initialName }: ClientFieldsProps) {
  const [state, setState] = useState<ClientFormState>(() =>
    data.client === null ? newClientState() : clientStateFromRecord(data.client),
  );
  const set = <K extends keyof ClientFormState>(key: K, value: ClientFormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));
  const { busy, submit } = useContactSave();
  // Names the user has begun to type are theirs: the prefill only fills empty ones.
  useEffect(() => {
    if (initialName === undefined) return;
    const timer = setTimeout(() => {
      const typed = namePartsOfTerm(initialName);
      setState((s) => (s.firstName === '' && s.lastName === '' ? { ...s, ...typed } : s));
    }, NAME_PREFILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [initialName]);
  const editing = clientId !== null;
  // The birth date may not be today or later in the user's calendar (spec 5).
  const today = toIsoKey(todayDate());
  const schema = useMemo(() => (clientId === null ? clientBodyFor(today) : clientEditBodyFor(today)), [clientId, today]);
  const body = clientBody(state, providerId);
  const { field, check } = useContactValidation(
    'client',
    schema,
    clientId === null ? body : { ...body, clientId },
    contactFieldOf(state.phones, state.emails),
  );

  const save = async () => {
    if (!check()) return;
    let added: ClientRecord | null = null;
    const add = async () => {
      const answer = await postClient(body);
      added = answer.client;
      return answer;
    };
    const saved =
      clientId === null
        ? await submit(add, (answer) => answer.message)
        : await submit(() => putClient(providerId, { ...body, clientId }), () => messages.clientSaved);
    if (saved) onSaved(added);
  };

  const stateCodes = data.reference.state_codes.length > 0 ? data.reference.state_codes : STATE_CODES;
  const stateOptions = stateCodes.map((s) => ({ value: String(s.id), label: s.id === 0 ? s.name : `${s.code} – ${s.name}` }));
  const companyOptions = [
    { value: '0', label: t.noInsurance },
    ...(data.companies ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  // A stored type outside the two choices still shows, so opening a record never changes it.
  const typeOptions = [...new Set([t.insurancePrimary, t.insuranceSecondary, state.insuranceType])].map((v) => ({ value: v, label: v }));

  return (
    <ContactFormFrame
      kind="client"
      title={editing ? t.editClientTitle : t.addClientTitle}
      submitLabel={editing ? t.save : t.addClient}
      busy={busy}
      onSubmit={() => void save()}
      onCancel={onCancel}
    >
      <PersonalInfo
        firstName={state.firstName}
        lastName={state.lastName}
        onFirstName={(v) => set('firstName', v)}
        onLastName={(v) => set('lastName', v)}
        field={field}
      >
        <TextField
          label={mandatoryLabel(t.birthDate, t.mandatory)}
          required
          type="date"
          value={state.birthDate}
          onChange={(e) => set('birthDate', e.target.value)}
          {...field('birthDate')}
        />
      </PersonalInfo>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t.address}</legend>
        <TextField label={t.street} maxLength={ADDRESS_LINE_MAX} value={state.line1} onChange={(e) => set('line1', e.target.value)} {...field('line1')} />
        <TextField label={t.apt} maxLength={ADDRESS_LINE_MAX} value={state.line2} onChange={(e) => set('line2', e.target.value)} {...field('line2')} />
        <div className={styles.row}>
          <TextField label={t.city} maxLength={ADDRESS_LINE_MAX} value={state.city} onChange={(e) => set('city', e.target.value)} {...field('city')} />
          <Select
            label={t.state}
            options={stateOptions}
            value={String(state.state)}
            onValueChange={(v) => set('state', Number(v))}
            {...field('state')}
          />
          <TextField
            label={t.zip}
            inputMode="numeric"
            autoComplete="off"
            maxLength={POSTAL_CODE_MAX}
            value={state.zip}
            onChange={(e) => set('zip', e.target.value)}
            {...field('zip')}
          />
        </div>
      </fieldset>
      <PhoneEditor slots={state.phones} onChange={(phones) => set('phones', phones)} field={(row) => field(phoneField(row))} />
      <EmailsEditor emails={state.emails} onChange={(emails) => set('emails', emails)} field={(row) => field(emailField(row))} />
      <TimezoneSelect
        zones={data.reference.timezones}
        value={state.timezone}
        onChange={(zone) => set('timezone', zone)}
        field={field('timezone')}
      />
      <ReminderPrefSelect value={state.reminderPref} onChange={(pref) => set('reminderPref', pref)} />
      <TextArea
        label={t.notes}
        maxLength={CLIENT_NOTES_MAX}
        value={state.notes}
        onChange={(e) => set('notes', e.target.value)}
        {...field('notes')}
      />
      {data.companies === null ? null : (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t.insurance}</legend>
          <Select
            label={t.insuranceCompany}
            options={companyOptions}
            value={String(state.insuranceCompany)}
            onValueChange={(v) => set('insuranceCompany', Number(v))}
            {...field('insuranceCompany')}
          />
          <TextField
            label={t.insuranceId}
            autoComplete="off"
            maxLength={INSURANCE_ID_MAX}
            value={state.insuranceId}
            onChange={(e) => set('insuranceId', e.target.value)}
            {...field('insuranceId')}
          />
          <Select
            label={t.insuranceType}
            options={typeOptions}
            value={state.insuranceType}
            onValueChange={(v) => set('insuranceType', v)}
            {...field('insuranceType')}
          />
        </fieldset>
      )}
    </ContactFormFrame>
  );
}
