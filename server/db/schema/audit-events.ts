import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail (HIPAA §164.312(b)): every read and change of client data,
 * appointments, mail and chat. Append-only: a trigger refuses UPDATE, DELETE
 * and TRUNCATE (migration 0006), and nothing in the app issues them. No
 * foreign keys, so deleting a user or record never rewrites its history.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who: the signed-in user. */
    userId: integer('user_id').notNull(),
    /** Acting for which provider (null when the call names none, e.g. a portal user's own chat). */
    providerId: integer('provider_id'),
    /** 'read' | 'create' | 'update' | 'delete' (domain/contract/audit.ts). */
    action: text('action').notNull(),
    /** 'client' | 'appointment' | 'mail' | 'chat' | … (domain/contract/audit.ts). */
    recordType: text('record_type').notNull(),
    /** The record's id as the route names it; null for a list. */
    recordId: text('record_id'),
    /** The route pattern (never the URL: a search term is health information). */
    route: text('route').notNull(),
    method: text('method').notNull(),
    statusCode: integer('status_code').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [
    index('audit_events_provider_at_idx').on(t.providerId, t.at),
    index('audit_events_user_at_idx').on(t.userId, t.at),
    index('audit_events_at_idx').on(t.at),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
