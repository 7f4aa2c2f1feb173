/**
 * How long the audit trail is kept: HIPAA §164.316(b)(2) asks six years for
 * the documentation the Security Rule requires, and the trail of who read
 * and changed what is part of it. Six calendar years can hold two leap days:
 * 6 × 365 + 2 days, so no event younger than six years is ever deleted.
 */
import type { Db } from '../db/client';
import { pruneAuditBatch } from '../repositories/audit-retention-repository';

export const AUDIT_MIN_RETENTION_DAYS = 6 * 365 + 2;
export const AUDIT_PRUNE_JOB = 'prune:audit';

const DAY_MS = 86_400_000;

export interface AuditRetention {
  /** Events older than this many days are deleted (never fewer than AUDIT_MIN_RETENTION_DAYS). */
  retentionDays: number;
  /** Events deleted per statement. */
  batch: number;
  /** Batches per run: a backlog is worked off over several runs rather than in one long one. */
  maxBatches: number;
}

export const auditCutoff = (now: Date, retentionDays: number): Date =>
  new Date(now.getTime() - Math.max(retentionDays, AUDIT_MIN_RETENTION_DAYS) * DAY_MS);

/** One run of the pruning job: batches until nothing older is left or the run's share is done. */
export async function pruneAudit(db: Db, now: Date, retention: AuditRetention): Promise<number> {
  const cutoff = auditCutoff(now, retention.retentionDays);
  let total = 0;
  for (let i = 0; i < retention.maxBatches; i++) {
    const deleted = await pruneAuditBatch(db, cutoff, retention.batch);
    total += deleted;
    if (deleted < retention.batch) break;
  }
  return total;
}
