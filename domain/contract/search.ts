/**
 * The header search (spec 2 "Search bar", 5 "Search", 7):
 * GET appointment/search/{startDay}/{startMonth}/{startYear}/{endDay}/{endMonth}/{endYear}/{term}/{providerId}
 * (months 1-12). Answers the provider's contacts whose name matches the term
 * (case- and accent-insensitively) and their appointments in the range.
 */
import { z } from 'zod';
import { CLIENT_TYPES, OTHEREVENT_TYPES } from '../codes';
import { SEARCH_TERM_MAX } from '../contacts/search-text';
import { messages } from '../messages';
import { CONTACT_KINDS } from './appointment';
import { dayRangeParams, isoDate } from './calendar';
import { idParam } from './common';

/** The longest search range: two years, so a deep search can never scan all history. */
export const SEARCH_RANGE_MAX_DAYS = 731;
/** At most this many contacts and appointments come back; the screen says when there are more. */
export const SEARCH_CONTACTS_MAX = 50;
export const SEARCH_APPOINTMENTS_MAX = 200;

export const searchParams = z.object({
  ...dayRangeParams,
  term: z
    .string({ error: messages.searchTermRequired })
    .trim()
    .min(1, messages.searchTermRequired)
    .max(SEARCH_TERM_MAX, messages.invalidRequest),
  providerId: idParam,
});
export type SearchParams = z.infer<typeof searchParams>;

/** One appointment of a search result (spec 3: app_date YYYY-MM-DD, tt 0 AM / 1 PM in search results). */
export const searchAppointment = z.object({
  id: z.int32(),
  app_date: isoDate,
  app_start_hh: z.int32(),
  app_start_mm: z.int32(),
  app_start_tt: z.union([z.literal(0), z.literal(1)]),
  app_end_hh: z.int32(),
  app_end_mm: z.int32(),
  app_end_tt: z.union([z.literal(0), z.literal(1)]),
  is_all_day: z.union([z.literal(0), z.literal(1)]),
  is_cancelled: z.union([z.literal(0), z.literal(1)]),
  /** 1 office, 2 video, 3 phone, 4 other. */
  type: z.int32(),
  app_type: z.union([z.literal(0), z.literal(1)]),
  client_id: z.int32().nullable(),
  client_type: z.enum(CLIENT_TYPES).nullable(),
  otherevent_id: z.int32().nullable(),
  otherevent_type: z.literal(OTHEREVENT_TYPES).nullable(),
  /** The contact's display name. */
  name: z.string(),
  provider_id: z.int32(),
});
export type SearchAppointment = z.infer<typeof searchAppointment>;

export const searchContact = z.object({ id: z.int32(), type: z.enum(CONTACT_KINDS), name: z.string() });
export type SearchContact = z.infer<typeof searchContact>;

export const searchResponse = z.object({
  appointments: z.array(searchAppointment),
  contacts: z.array(searchContact),
});
export type SearchResponse = z.infer<typeof searchResponse>;
