/**
 * The add/edit client form's fields (spec 3 "Client") and the clients/add
 * body built from them (spec 7). Pure: the form checks the body with the
 * contract (clientBodyFor) before sending it.
 */
import { DEFAULT_INSURANCE_TYPE, DEFAULT_REMINDER_PREF, DEFAULT_TIMEZONE, type VideoInvitePref } from '../../../domain/codes';
import { birthDateFromIso, birthDateIso, isUnsetBirthDate } from '../../../domain/contacts/birth-date';
import { phoneSlotsFromStored, phoneSlotsToBody, withOneRow, type PhoneSlot } from '../../../domain/contacts/phone-slots';
import type { ClientAddInput, ClientRecord } from '../../../domain/contract/clients';
import { emailEntries, emailsForBody } from './email-entries';

export interface ClientFormState {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  /** State code id, 0 for none. */
  state: number;
  zip: string;
  /** 'YYYY-MM-DD' as the date input gives it; '' while unset. */
  birthDate: string;
  phones: PhoneSlot[];
  emails: string[];
  timezone: string;
  /** How the client is reminded by default (issue 26 item 2). */
  reminderPref: VideoInvitePref;
  notes: string;
  /** Insurance company id, 0 for none. */
  insuranceCompany: number;
  insuranceId: string;
  insuranceType: string;
}

export const newClientState = (): ClientFormState => ({
  firstName: '',
  lastName: '',
  line1: '',
  line2: '',
  city: '',
  state: 0,
  zip: '',
  birthDate: '',
  phones: withOneRow([]),
  emails: [''],
  timezone: DEFAULT_TIMEZONE,
  reminderPref: DEFAULT_REMINDER_PREF,
  notes: '',
  insuranceCompany: 0,
  insuranceId: '',
  insuranceType: DEFAULT_INSURANCE_TYPE,
});

export function clientStateFromRecord(c: ClientRecord): ClientFormState {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    line1: c.pha_line1,
    line2: c.pha_line2,
    city: c.pha_city,
    state: c.pha_state,
    zip: c.pha_postalCode,
    birthDate: isUnsetBirthDate(c.birthDate) ? '' : birthDateIso(c.birthDate),
    phones: withOneRow(phoneSlotsFromStored([c.phone1, c.phone2, c.phone3, c.phone4], [c.pht1, c.pht2, c.pht3, c.pht4])),
    emails: emailEntries([c.email1, c.email2]),
    timezone: c.timezone || DEFAULT_TIMEZONE,
    reminderPref: c.reminder_pref,
    notes: c.notes,
    insuranceCompany: c.selectedInsuranceValue ?? 0,
    insuranceId: c.insuranceId ?? '',
    insuranceType: c.insuranceType || DEFAULT_INSURANCE_TYPE,
  };
}

/** The clients/add body (clients/edit adds clientId). insuranceType is false when there is no company (spec 7). */
export function clientBody(s: ClientFormState, providerId: number): ClientAddInput {
  return {
    firstName: s.firstName,
    lastName: s.lastName,
    ...phoneSlotsToBody(s.phones),
    email: emailsForBody(s.emails),
    date: birthDateFromIso(s.birthDate === '' ? null : s.birthDate),
    timezone: s.timezone,
    reminder_pref: s.reminderPref,
    providerID: providerId,
    pha_line1: s.line1,
    pha_line2: s.line2,
    pha_city: s.city,
    pha_state: s.state,
    pha_postalCode: s.zip,
    notes: s.notes,
    insuranceCompany: s.insuranceCompany,
    insuranceId: s.insuranceId,
    insuranceType: s.insuranceCompany > 0 ? s.insuranceType : false,
  };
}
