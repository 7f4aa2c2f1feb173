/**
 * The audit trail (issue 13; HIPAA §164.312(b)): who read or changed which
 * client record, appointment, mail or chat, acting for which provider, when
 * and from which address. A provider reads their own practice's trail on the
 * Audit trail screen and exports it as CSV; nobody can change it.
 *
 * GET audit/{providerId}?…filters  → AuditPage (newest first, keyset paging by `before`)
 * GET audit/{providerId}/export?…filters → text/csv (the newest AUDIT_EXPORT_MAX matching events)
 *
 * Record ids are the ids the route names. A route that reaches a record
 * through something else says what it is, so one filter value means one
 * record: contacts carry their kind (`other_event:5`, `group_appointment:2`,
 * `person:12` for a client reached as a contact), chat its conversation
 * (`user:12`, `group:3`), mail attachments `file:7`, favourites `favourite:4`.
 */
import { z } from 'zod';
import { isKnownTimeZone } from '../appointments/local-time';
import { messages } from '../messages';
import { isoDate } from './calendar';
import { numericParam } from './common';
import { HOUR_CYCLES } from '../time-style';

export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What kind of record an event touched. */
export const AUDIT_RECORD_TYPES = ['client', 'contact', 'appointment', 'mail', 'chat', 'busy_calendar'] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_PAGE_SIZE = 50;
/** Rows in one CSV export; a wider range is narrowed with the filters. */
export const AUDIT_EXPORT_MAX = 50_000;
/** The filter's date range, in days. Keep equal to the number in messages.auditRangeTooLong (a unit test checks). */
export const AUDIT_RANGE_MAX_DAYS = 366;
/** Days the screen shows before the user picks dates: today and the six before it. */
export const AUDIT_DEFAULT_DAYS = 7;

/**
 * What a record id may look like, in a filter and in the trail alike: ids
 * and `kind:id`. The recorder drops anything else, so a value that a client
 * made up (free text, possibly health information) never reaches the table.
 */
export const AUDIT_RECORD_ID = /^[A-Za-z0-9_:.-]{1,40}$/;

export const auditParams = z.object({ providerId: numericParam });

/** An event id in a query: audit ids are bigint, past PostgreSQL's integer but within a double's exact range. */
const eventIdParam = z
  .string({ error: messages.invalidRequest })
  .regex(/^[1-9][0-9]{0,14}$/, { error: messages.invalidRequest })
  .transform(Number);

/** Filters shared by the page and the export. Dates are whole days in `timezone` (IANA; the user's own when absent). */
export const auditFilters = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  timezone: z.string().max(64).refine(isKnownTimeZone, { error: messages.incorrectTimezone }).optional(),
  /** Only this user's actions. */
  userId: numericParam.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: messages.invalidRequest }).optional(),
  recordType: z.enum(AUDIT_RECORD_TYPES, { error: messages.invalidRequest }).optional(),
  /** Only events about this record id (as the route names it). */
  recordId: z.string().regex(AUDIT_RECORD_ID, { error: messages.invalidRequest }).optional(),
  /** The reader's clock for the CSV's words (issue 27 item 12); else the request's Accept-Language, else 12-hour. */
  hourCycle: z.enum(HOUR_CYCLES, { error: messages.invalidRequest }).optional(),
});
export type AuditFilters = z.infer<typeof auditFilters>;

export const auditPageQuery = auditFilters.extend({
  /** Keyset paging: events older than this id. */
  before: eventIdParam.optional(),
});
export type AuditPageQuery = z.infer<typeof auditPageQuery>;

export const auditEvent = z.object({
  id: z.number().int(),
  /** ISO 8601 instant (UTC). */
  at: z.string(),
  userId: z.number().int(),
  /** "First Last (username)" of the actor, '' if the user no longer exists. */
  userName: z.string(),
  providerId: z.number().int().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  recordType: z.enum(AUDIT_RECORD_TYPES),
  recordId: z.string().nullable(),
  /** METHOD and route pattern, e.g. "GET /api/clients/client_details/:providerId". */
  route: z.string(),
  statusCode: z.number().int(),
  ip: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/**
 * Which record an event touched, in words the server resolved for the
 * reader's own practice (issue 27 item 13): a client's or contact's name in
 * the practice's name order, an appointment's client and start. All null:
 * the record is not (or no longer) among the practice's records. The screen
 * and the CSV put it into words with domain/audit/audit-words.ts.
 */
export const auditRecordLabel = z.object({
  name: z.string().nullable(),
  /** An appointment's day in its own zone, 'YYYY-MM-DD'. */
  day: z.string().nullable(),
  /** Its start, minutes since midnight; null for all-day. */
  minutes: z.number().int().nullable(),
});
export type AuditRecordLabel = z.infer<typeof auditRecordLabel>;

/** An event as the page sends it: with its record's label (null for records never named, like mail). */
export const describedAuditEvent = auditEvent.extend({ record: auditRecordLabel.nullable() });
export type DescribedAuditEvent = z.infer<typeof describedAuditEvent>;

/** Someone the user filter offers. */
export const auditUser = z.object({ id: z.number().int(), name: z.string() });
export type AuditUser = z.infer<typeof auditUser>;

export const auditPage = z.object({
  events: z.array(describedAuditEvent),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
  /**
   * The user filter's choices, on the first page only (null with `before`):
   * the practice's own users, those permitted to act for the provider, and
   * anyone else on this page (someone probing from outside included).
   */
  users: z.array(auditUser).nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** The CSV's header row, in column order. */
export const AUDIT_CSV_COLUMNS = ['time', 'user_id', 'user', 'provider_id', 'action', 'record_type', 'record_id', 'route', 'status', 'address', 'description'] as const;
