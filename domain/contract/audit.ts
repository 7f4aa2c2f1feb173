/**
 * The audit trail (issue 13; HIPAA §164.312(b)): who read or changed which
 * client record, appointment, mail or chat, acting for which provider, when
 * and from which address. A provider reads their own practice's trail on the
 * Audit trail screen and exports it as CSV; nobody can change it.
 *
 * GET audit/{providerId}?…filters  → AuditPage (newest first, keyset paging by `before`)
 * GET audit/{providerId}/export?…filters → text/csv (every matching event, at most AUDIT_EXPORT_MAX)
 */
import { z } from 'zod';
import { isoDate } from './calendar';
import { numericParam } from './common';

export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What kind of record an event touched. */
export const AUDIT_RECORD_TYPES = ['client', 'contact', 'appointment', 'mail', 'chat'] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_PAGE_SIZE = 50;
/** Rows in one CSV export; a wider range is narrowed with the filters. */
export const AUDIT_EXPORT_MAX = 50_000;
/** The filter's date range, in days. */
export const AUDIT_RANGE_MAX_DAYS = 366;

export const auditParams = z.object({ providerId: numericParam });

/** Filters shared by the page and the export. Dates are whole days in `timezone` (IANA). */
export const auditFilters = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  timezone: z.string().max(64).optional(),
  /** Only this user's actions. */
  userId: numericParam.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  recordType: z.enum(AUDIT_RECORD_TYPES).optional(),
  /** Only events about this record id (as the route names it). */
  recordId: z.string().max(40).optional(),
});
export type AuditFilters = z.infer<typeof auditFilters>;

export const auditPageQuery = auditFilters.extend({
  /** Keyset paging: events older than this id. */
  before: numericParam.optional(),
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
  /** METHOD and route pattern, e.g. "GET /api/clients/details/:clientId". */
  route: z.string(),
  statusCode: z.number().int(),
  ip: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditPage = z.object({
  events: z.array(auditEvent),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** The CSV's header row, in column order. */
export const AUDIT_CSV_COLUMNS = ['time', 'user_id', 'user', 'provider_id', 'action', 'record_type', 'record_id', 'route', 'status', 'address'] as const;
