/**
 * The outbox's job kinds (issue 30 item 5; ARCHITECTURE 'What leaves the
 * server, and when'): every e-mail and push a write causes is one of these
 * rows, enqueued in the write's transaction (repositories take an Outbox
 * hook) and sent by the job worker after the commit, with back-off. A
 * payload holds ids and what its template needs, never an address or a
 * name: the handler (send-handlers.ts) looks those up at send time.
 */
import { z } from 'zod';
import { PUSH_KINDS } from '../../domain/contract/push';
import type { DbOrTx } from '../db/client';
import { enqueue } from './queue';

export const SEND_EMAIL_JOB = 'send:email';
export const SEND_PUSH_JOB = 'send:push';

/**
 * Back-off 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: twelve tries span
 * about five hours, so a mail server or push service down for an afternoon
 * delays a send and loses none. A refused recipient fails at once.
 */
export const SEND_MAX_ATTEMPTS = 12;

const id = z.number().int().positive();

export const emailJob = z.discriminatedUnion('template', [
  /** 'A secure message is waiting', to a recipient with no open session at send time. */
  z.object({ template: z.literal('secureMailNotice'), userId: id }),
  /**
   * The reset link. `token` is a live secret: the queue removes a payload's
   * `token` once the job is done or gave up, and the handler sends nothing
   * once the link has expired (expiresAt, ms since 1970).
   */
  z.object({ template: z.literal('passwordReset'), userId: id, token: z.string().min(1), expiresAt: z.number() }),
  z.object({ template: z.literal('passwordChanged'), userId: id }),
]);
export type EmailJob = z.infer<typeof emailJob>;

export const pushJob = z.object({
  kind: z.enum(PUSH_KINDS),
  /** Users named at the write. */
  userIds: z.array(id).optional(),
  /** A provider whose team (server/repositories/provider-team-repository.ts) is looked up at send time. */
  teamOf: id.optional(),
  /** An appointment whose portal users are looked up at send time. */
  portalOf: id.optional(),
  /** Left out whoever else names them: the author of the change. */
  except: id.optional(),
  /** Progress: subscriptions already answered, not pushed again on a retry. */
  settled: z.array(z.number().int()).optional(),
});
export type PushJob = z.infer<typeof pushJob>;

export async function enqueueEmail(tx: DbOrTx, job: EmailJob): Promise<void> {
  await enqueue(tx, SEND_EMAIL_JOB, job, { maxAttempts: SEND_MAX_ATTEMPTS });
}

export async function enqueuePush(tx: DbOrTx, job: PushJob): Promise<void> {
  if ((job.userIds ?? []).length === 0 && job.teamOf === undefined && job.portalOf === undefined) return;
  await enqueue(tx, SEND_PUSH_JOB, job, { maxAttempts: SEND_MAX_ATTEMPTS });
}
