import { asc, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEvents, type AuditEventRow } from '../../../../server/db/schema/index';
import type { AuditRecord } from '../../../../server/repositories/audit-repository';

/**
 * Reading the audit table in a test: the recorder writes from onResponse
 * through a buffer, so let the hook run, then flush, then read.
 */
export async function flushedAudit(app: FastifyInstance): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await app.auditTrail.flush();
}

/** The newest event id so far (0 when none): events after it belong to the next calls. */
export async function auditMark(app: FastifyInstance): Promise<number> {
  await flushedAudit(app);
  const [row] = await app.db.select({ max: sql<string | null>`max(${auditEvents.id})` }).from(auditEvents);
  return Number(row?.max ?? 0);
}

/** Events recorded after `mark`, oldest first. */
export async function auditEventsAfter(app: FastifyInstance, mark: number): Promise<AuditEventRow[]> {
  await flushedAudit(app);
  return app.db.select().from(auditEvents).where(gt(auditEvents.id, mark)).orderBy(asc(auditEvents.id));
}

/**
 * An event to write straight into the table: a read of a client's details
 * from 203.0.113.5 for `providerId()` (read when called: logins happen in
 * beforeAll), with `o` over it.
 */
export const auditRecordFor =
  (providerId: () => number) =>
  (o: Omit<Partial<AuditRecord>, 'at'> & { at: string; userId: number }): AuditRecord => ({
    providerId: providerId(),
    action: 'read',
    recordType: 'client',
    recordId: null,
    route: '/api/clients/client_details/:providerId',
    method: 'GET',
    statusCode: 200,
    ip: '203.0.113.5',
    ...o,
    at: new Date(o.at),
  });
