/**
 * The client calls of spec 7: clients/add, clients/edit/{providerId},
 * clients/add_phone/{providerId}, clients/client_details/{providerId}, and
 * timezone/get for the form's timezone and state pickers. Field rules and
 * messages are those of spec 5 ("Client form").
 */
import { z } from 'zod';
import { DEFAULT_INSURANCE_TYPE, VIDEO_INVITE_PREFS } from '../codes';
import { birthDateProblem, type BirthDate } from '../contacts/birth-date';
import { POSTAL_CODE_MAX, isValidPostalCode } from '../contacts/postal-code';
import { isValidStateCode, parseStateCode } from '../contacts/state-codes';
import { messages } from '../messages';
import { DB_INT_MAX, numericParam } from './common';
import { addPhoneResponse, firstName, lastName, phone, phoneType, phonesEmailsTimezone, providerID, reminderPref } from './contacts';

/** Longest address line, city, note and insurance id the server keeps. */
export const ADDRESS_LINE_MAX = 200;
export const CLIENT_NOTES_MAX = 5000;
export const INSURANCE_ID_MAX = 60;

const trimmed = (max: number) => z.string({ error: messages.invalidRequest }).trim().max(max, messages.invalidRequest).default('');

/** A state as a code id (0-51) or as typed two letters (spec 5 "State"). */
const stateCode = z
  .union([z.number(), z.string()], { error: messages.incorrectStateCode })
  .transform((v) => (typeof v === 'number' ? v : parseStateCode(v)))
  .refine(isValidStateCode, messages.incorrectStateCode)
  .default(0);

/** Birth date parts, month 1-12; all zeros is unset (which the client form does not allow). */
export const birthDate = z.object(
  {
    dayOfMonth: z.int32({ error: messages.incorrectDateOfBirth }),
    month: z.int32({ error: messages.incorrectDateOfBirth }),
    year: z.int32({ error: messages.incorrectDateOfBirth }),
  },
  { error: messages.incorrectDateOfBirth },
);

/**
 * The shape of the client body before the rules that need "today" and the
 * cross-field insurance rule; `clientBodyFor(today)` adds them.
 */
const clientFields = z.object({
  firstName,
  lastName,
  ...phonesEmailsTimezone,
  date: birthDate,
  providerID,
  pha_line1: trimmed(ADDRESS_LINE_MAX),
  pha_line2: trimmed(ADDRESS_LINE_MAX),
  pha_city: trimmed(ADDRESS_LINE_MAX),
  pha_state: stateCode,
  pha_postalCode: z
    .string({ error: messages.incorrectZipCode })
    .trim()
    .max(POSTAL_CODE_MAX, messages.incorrectZipCode)
    .refine(isValidPostalCode, messages.incorrectZipCode)
    .default(''),
  notes: trimmed(CLIENT_NOTES_MAX),
  /** Insurance company id; 0 means none (spec 5). */
  insuranceCompany: z
    .union([z.number(), z.string()], { error: messages.invalidInsuranceCompany })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? 0 : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= DB_INT_MAX, messages.invalidInsuranceCompany)
    .default(0),
  insuranceId: z.string({ error: messages.incorrectInsuranceId }).trim().max(INSURANCE_ID_MAX, messages.incorrectInsuranceId).default(''),
  /** 'primary' by default; false when there is no insurance (spec 7). */
  insuranceType: z
    .union([z.string().trim().max(30, messages.invalidRequest), z.literal(false)], { error: messages.invalidRequest })
    .default(DEFAULT_INSURANCE_TYPE),
});

/** The body of clients/add checked against the user's "today" ('YYYY-MM-DD'). */
export const clientBodyFor = (today: string) =>
  clientFields.superRefine((body, ctx) => {
    const problem = birthDateProblem(body.date as BirthDate, today, true);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
    if (body.insuranceCompany > 0 && body.insuranceId === '')
      ctx.addIssue({ code: 'custom', path: ['insuranceId'], message: messages.incorrectInsuranceId });
  });
/** The static shape (for OpenAPI and the form's types); the server validates with clientBodyFor. */
export const clientAddBody = clientFields;
export type ClientAddBody = z.infer<typeof clientFields>;
export type ClientAddInput = z.input<typeof clientFields>;

/** PUT clients/edit/{providerId}: the same plus clientId. */
export const clientEditParams = z.object({ providerId: numericParam });
export const clientEditFields = clientFields.extend({
  clientId: z.int32({ error: messages.invalidRequest }).positive(messages.invalidRequest),
  /** Left out: the stored preference stays (a caller that predates it must not reset it to e-mail). */
  reminder_pref: reminderPref.optional(),
});
export const clientEditBodyFor = (today: string) =>
  clientEditFields.superRefine((body, ctx) => {
    const problem = birthDateProblem(body.date as BirthDate, today, true);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
    if (body.insuranceCompany > 0 && body.insuranceId === '')
      ctx.addIssue({ code: 'custom', path: ['insuranceId'], message: messages.incorrectInsuranceId });
  });
export type ClientEditBody = z.infer<typeof clientEditFields>;
export type ClientEditInput = z.input<typeof clientEditFields>;

/** A stored client as the form and the contacts list read it (spec 3 "Client"). */
export const clientRecord = z.object({
  id: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  /** In the provider's client-name format. */
  name: z.string(),
  pha_line1: z.string(),
  pha_line2: z.string(),
  pha_city: z.string(),
  pha_state: z.int32(),
  pha_postalCode: z.string(),
  email1: z.string().nullable(),
  email2: z.string().nullable(),
  phone1: z.string().nullable(),
  phone2: z.string().nullable(),
  phone3: z.string().nullable(),
  phone4: z.string().nullable(),
  pht1: z.int32(),
  pht2: z.int32(),
  pht3: z.int32(),
  pht4: z.int32(),
  birthDate: z.object({ dayOfMonth: z.int32(), month: z.int32(), year: z.int32() }),
  timezone: z.string(),
  /** How the client is reminded by default (issue 26 item 2): E, S, B both, N none. */
  reminder_pref: z.enum(VIDEO_INVITE_PREFS),
  notes: z.string(),
  userID: z.int32().nullable(),
  favourite_id: z.int32(),
  status: z.int32(),
  providerID: z.int32(),
  selected_phone: z.string().nullable(),
  /** Left out (null) for roles 22 and 25, who load no insurance details (spec 6). */
  selectedInsuranceValue: z.int32().nullable(),
  insuranceType: z.string().nullable(),
  insuranceId: z.string().nullable(),
});
export type ClientRecord = z.infer<typeof clientRecord>;

/** clients/add: the new client and the spec's success text ('client added successfully'). */
export const clientAddResponse = z.object({ client: clientRecord, message: z.string(), code: z.literal(200) });
export type ClientAddResponse = z.infer<typeof clientAddResponse>;
export const clientEditResponse = z.object({ client: clientRecord });

/** GET clients/client_details/{providerId}[?clientId=]: one client (object) or every active client (list). */
export const clientDetailsParams = z.object({ providerId: numericParam });
export const clientDetailsQuery = z.object({ clientId: numericParam.optional() });
export const clientDetailsResponse = z.object({ clients: z.union([clientRecord, z.array(clientRecord)]) });
export type ClientDetailsResponse = z.infer<typeof clientDetailsResponse>;

/** PUT clients/add_phone/{providerId} {phone, clientId}: into the first free of the four slots. */
export const clientAddPhoneBody = z.object({
  phone: phone.refine((p) => p.trim() !== '', messages.incorrectPhone),
  clientId: z.int32({ error: messages.invalidRequest }).positive(messages.invalidRequest),
  phoneType: phoneType.default(0),
});
export type ClientAddPhoneInput = z.input<typeof clientAddPhoneBody>;
export const clientAddPhoneResponse = addPhoneResponse;

/* ---------- timezone/get ---------- */

export const timezoneResponse = z.object({
  timezones: z.array(z.string()),
  state_codes: z.array(z.object({ id: z.int32(), code: z.string(), name: z.string() })),
});
export type TimezoneResponse = z.infer<typeof timezoneResponse>;
