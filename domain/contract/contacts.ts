/**
 * The three contact-creating calls of spec section 7 that the Add
 * Appointment form's inline panels use: events/add, others/add, groups/add.
 * Field rules and messages are those of spec 5; the phone and e-mail rules
 * live in domain/contacts so the panels and the server share them.
 */
import { z } from 'zod';
import { isKnownTimeZone } from '../appointments/local-time';
import { DEFAULT_REMINDER_PREF, DEFAULT_TIMEZONE, GROUP_PARTICIPANT_KINDS, PHONE_TYPE_CODES, VIDEO_INVITE_PREFS } from '../codes';
import { EMAILS_MAX, EMAIL_MAX_LENGTH, isValidEmail } from '../contacts/email';
import { PHONES_MAX, PHONE_INPUT_MAX, isValidPhone } from '../contacts/phone';
import { messages } from '../messages';
import { numericParam } from './common';

/** Longest name part or event/group name the server keeps. */
export const CONTACT_NAME_MAX = 100;

export const providerID = z.int32({ error: messages.incorrectProvider }).positive(messages.incorrectProvider);

/** Trimmed, required; 'Please enter a name' (spec 5 "Name"). */
const contactName = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(CONTACT_NAME_MAX, messages.invalidRequest);

/* ---------- events/add ---------- */

/** POST events/add {name, providerID} */
export const eventAddBody = z.object({ name: contactName, providerID });
export type EventAddBody = z.infer<typeof eventAddBody>;
export type EventAddInput = z.input<typeof eventAddBody>;

export const eventAddResponse = z.object({ event: z.object({ id: z.int32(), name: z.string() }) });
export type EventAddResponse = z.infer<typeof eventAddResponse>;

/* ---------- others/add ---------- */

export const phone = z
  .string({ error: messages.incorrectPhone })
  .max(PHONE_INPUT_MAX, messages.incorrectPhone)
  .refine(isValidPhone, messages.incorrectPhone);

export const email = z
  .string({ error: messages.incorrectEmail })
  .max(EMAIL_MAX_LENGTH, messages.incorrectEmail)
  .refine(isValidEmail, messages.incorrectEmail);

/** Phone type codes 0-5, one per phone slot (spec 3, 9). */
export const phoneType = z.literal(PHONE_TYPE_CODES, { error: messages.incorrectPhone });

export const timezone = z
  .string({ error: messages.incorrectTimezone })
  .max(64, messages.incorrectTimezone)
  .refine(isKnownTimeZone, messages.incorrectTimezone);

/**
 * POST others/add (spec 7). phone and email are the panel's slots as typed
 * (empty slots allowed and dropped); phoneType[i] is the type of phone[i].
 * allPhoneTypes and onlyThis are sent by the original client and accepted
 * but not used: the server keeps the types given per slot, and a person
 * always belongs to providerID only.
 */
export const firstName = z
  .string({ error: messages.firstNameRequired })
  .trim()
  .min(1, messages.firstNameRequired)
  .max(CONTACT_NAME_MAX, messages.invalidRequest);
export const lastName = z
  .string({ error: messages.lastNameRequired })
  .trim()
  .min(1, messages.lastNameRequired)
  .max(CONTACT_NAME_MAX, messages.invalidRequest);

/** How a contact is reminded of appointments by default (issue 26 item 2): E e-mail, S SMS, B both, N none. */
export const reminderPref = z.enum(VIDEO_INVITE_PREFS, { error: messages.invalidRequest });

/** The phone slots with their types, the e-mails and the timezone: shared by the person and client bodies. */
export const phonesEmailsTimezone = {
  phone: z.array(phone, { error: messages.incorrectPhone }).max(PHONES_MAX, messages.incorrectPhone).default([]),
  phoneType: z.array(phoneType, { error: messages.incorrectPhone }).max(PHONES_MAX, messages.incorrectPhone).default([]),
  allPhoneTypes: z.unknown().optional(),
  email: z.array(email, { error: messages.incorrectEmail }).max(EMAILS_MAX, messages.incorrectEmail).default([]),
  timezone: timezone.default(DEFAULT_TIMEZONE),
  reminder_pref: reminderPref.default(DEFAULT_REMINDER_PREF),
};

export const personAddBody = z.object({
  firstName,
  lastName,
  ...phonesEmailsTimezone,
  onlyThis: z.boolean().optional(),
  providerID,
});
export type PersonAddBody = z.infer<typeof personAddBody>;
export type PersonAddInput = z.input<typeof personAddBody>;

/** The saved person (spec 3 "Person": response fields phone, phone2..phone4, pht1..pht4, email, providerID, timezone). */
export const savedPerson = z.object({
  id: z.int32(),
  first_name: z.string(),
  last_name: z.string(),
  /** 'last, first' (spec 3). */
  name: z.string(),
  /** Up to two e-mails, empty ones left out. */
  email: z.array(z.string()),
  phone: z.string().nullable(),
  phone2: z.string().nullable(),
  phone3: z.string().nullable(),
  phone4: z.string().nullable(),
  pht1: z.int32(),
  pht2: z.int32(),
  pht3: z.int32(),
  pht4: z.int32(),
  providerID: z.int32(),
  timezone: z.string(),
  reminder_pref: z.enum(VIDEO_INVITE_PREFS),
  status: z.int32(),
  user_id: z.int32().nullable(),
  favourite_id: z.int32(),
});
export type SavedPerson = z.infer<typeof savedPerson>;

export const personAddResponse = z.object({ person: savedPerson });
export type PersonAddResponse = z.infer<typeof personAddResponse>;

/* ---------- groups/add ---------- */

/** A member: 'person' is a client, 'other_event' an other person (spec 3, as form_details gives them). */
export const groupParticipant = z.object(
  {
    id: z.int32({ error: messages.invalidRequest }).positive(messages.invalidRequest),
    type: z.enum(GROUP_PARTICIPANT_KINDS, { error: messages.invalidRequest }),
  },
  { error: messages.invalidRequest },
);
export type GroupParticipant = z.infer<typeof groupParticipant>;

/** Longest member list one group may carry (a practice's contacts, with room to spare). */
export const GROUP_MEMBERS_MAX = 500;

/** POST groups/add {name, participants, providerID, isVideo}; a group needs a name and a member (spec 5). */
export const groupAddBody = z.object({
  name: contactName,
  participants: z
    .array(groupParticipant, { error: messages.noGroupMember })
    .min(1, messages.noGroupMember)
    .max(GROUP_MEMBERS_MAX, messages.invalidRequest),
  providerID,
  isVideo: z.boolean({ error: messages.invalidRequest }).default(false),
});
export type GroupAddBody = z.infer<typeof groupAddBody>;
export type GroupAddInput = z.input<typeof groupAddBody>;

export const groupAddResponse = z.object({ group_appointment_id: z.int32() });
export type GroupAddResponse = z.infer<typeof groupAddResponse>;

/* ---------- others/edit, others/add_phone ---------- */

/**
 * PUT others/edit/{id}: the fields of others/add. Phones, e-mails and the
 * timezone are optional here: when left out the stored ones stay (the
 * appointment detail's Edit Name sends only the names); when given, the
 * slots given replace the stored ones.
 */
export const personEditParams = z.object({ id: numericParam });
export const personEditBody = z.object({
  firstName,
  lastName,
  phone: phonesEmailsTimezone.phone.removeDefault().optional(),
  phoneType: phonesEmailsTimezone.phoneType.removeDefault().optional(),
  allPhoneTypes: z.unknown().optional(),
  email: phonesEmailsTimezone.email.removeDefault().optional(),
  timezone: phonesEmailsTimezone.timezone.removeDefault().optional(),
  reminder_pref: reminderPref.optional(),
  onlyThis: z.boolean().optional(),
  providerID,
});
export type PersonEditBody = z.infer<typeof personEditBody>;
export type PersonEditInput = z.input<typeof personEditBody>;
export const personEditResponse = personAddResponse;

/* ---------- events/edit ---------- */

/** PUT events/edit/{id} {name, providerID}: renames an event (the appointment detail's Edit Name, spec 4 edit level 1). */
export const eventEditParams = z.object({ id: numericParam });
export const eventEditBody = eventAddBody;
export const eventEditResponse = eventAddResponse;

/**
 * PUT others/add_phone {phone, otherEventId} (spec 5: a provider, a valid
 * phone and a valid integer id): the phone goes into the first free slot.
 * Answers the stored phone and the slot number it took (1-4).
 */
export const personAddPhoneBody = z.object({
  phone: phone.refine((p) => p.trim() !== '', messages.incorrectPhone),
  otherEventId: z.int32({ error: messages.invalidRequest }).positive(messages.invalidRequest),
  phoneType: phoneType.default(0),
});
export type PersonAddPhoneInput = z.input<typeof personAddPhoneBody>;
export const addPhoneResponse = z.object({ phone: z.string(), number: z.int32().min(1).max(PHONES_MAX) });
export type AddPhoneResponse = z.infer<typeof addPhoneResponse>;
