/**
 * The contacts full list and the phone screen (spec 2 "Contacts full list",
 * 3 "Contact list item"): GET contacts/list/{providerId} answers every
 * active contact of the provider in one compact list, and GET
 * contacts/appointments/{kind}/{id}/{providerId} the dated appointments of
 * one contact (today ± 3 months, as the search). Spec 7 leaves these loads
 * "not shown"; the fields are those of spec 3.
 */
import { z } from 'zod';
import { PHONE_TYPE_CODES, VIDEO_INVITE_PREFS } from '../codes';
import { CONTACT_KINDS } from './appointment';
import { numericParam } from './common';
import { searchAppointment } from './search';

export const contactPhone = z.object({ phone: z.string(), type: z.literal(PHONE_TYPE_CODES) });
export type ContactPhone = z.infer<typeof contactPhone>;

export const contactListItem = z.object({
  id: z.int32(),
  type: z.enum(CONTACT_KINDS),
  /** Clients in the provider's client-name format; persons 'last, first'. */
  name: z.string(),
  provider: z.int32(),
  /** Clients and persons only; [] for the rest. */
  phones: z.array(contactPhone),
  /** The number this user last chose on the phone screen, or null. */
  selected_phone: z.string().nullable(),
  /** This user's favourite row, 0 when not a favourite (clients, persons, groups only). */
  favourite_id: z.int32(),
  user_id: z.int32().nullable(),
  /** Persons and clients: the parts the edit forms load. */
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.array(z.string()).optional(),
  timezone: z.string().optional(),
  /** Persons and clients: their reminder channel (issue 26 item 2). */
  reminder_pref: z.enum(VIDEO_INVITE_PREFS).optional(),
  status: z.int32().optional(),
  /** Groups only. */
  is_video: z.boolean().optional(),
});
export type ContactListItem = z.infer<typeof contactListItem>;

export const contactsListParams = z.object({ providerId: numericParam });
export const contactsListResponse = z.object({ contacts: z.array(contactListItem) });
export type ContactsListResponse = z.infer<typeof contactsListResponse>;

export const contactAppointmentsParams = z.object({
  kind: z.enum(CONTACT_KINDS),
  id: numericParam,
  providerId: numericParam,
});
export const contactAppointmentsResponse = z.object({ appointments: z.array(searchAppointment) });
export type ContactAppointmentsResponse = z.infer<typeof contactAppointmentsResponse>;
