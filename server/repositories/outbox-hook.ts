import type { DbOrTx } from '../db/client';

/**
 * What a write sends because of it (the transactional outbox, issue 30
 * item 5): called inside the write's transaction once the write succeeded,
 * to enqueue its send jobs (server/jobs/send-jobs.ts) there. It commits
 * with the write or rolls back with it; nothing leaves before the commit.
 */
export type Outbox<T> = (tx: DbOrTx, written: T) => Promise<void>;
