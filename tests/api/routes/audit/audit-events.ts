import { asc, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEvents, type AuditEventRow } from '../../../../server/db/schema/index';

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
