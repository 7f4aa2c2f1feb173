/**
 * Audit retention (issue 30 item 9): events older than the cutoff go, one
 * bounded batch per statement, oldest first. Each batch is its own
 * statement (and so its own transaction): a large backlog never holds a
 * long lock or a long transaction, and the trail's readers and the
 * recorder's inserts go on between batches.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Deletes at most `batch` events older than `cutoff`; returns how many went. */
export async function pruneAuditBatch(db: Db, cutoff: Date, batch: number): Promise<number> {
  const result = await db.execute(sql`
    delete from audit_events where id in (
      select id from audit_events where at < ${cutoff.toISOString()}::timestamptz order by at limit ${batch}
    )`);
  // node-postgres answers rowCount, PGlite affectedRows.
  const counted = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(counted.rowCount ?? counted.affectedRows ?? 0);
}
