/**
 * The outbox's senders (issue 30 item 5): the handlers of send-jobs.ts's
 * kinds. Each reads what it needs at send time (the address on file, who
 * is online, a provider's team), sends, and throws on a transport failure so
 * the worker retries with back-off; a permanent refusal fails at once.
 * Logs carry job ids and codes only: never an address, token or name.
 */
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { Db } from '../db/client';
import type { Mailer } from '../outbound/mailer';
import { passwordChangedEmail, passwordResetEmail } from '../outbound/password-reset-email';
import { secureMailNotice } from '../outbound/secure-mail-notice';
import { PushNotDeliveredError, type PushSender } from '../push/push-sender';
import { providerTeamRepository } from '../repositories/provider-team-repository';
import { patchPayload } from './queue';
import { type EmailJob, emailJob, pushJob, SEND_EMAIL_JOB, SEND_PUSH_JOB } from './send-jobs';
import type { JobContext, JobHandler } from './worker';

export interface SendDeps {
  mailer: Pick<Mailer, 'send'>;
  push: Pick<PushSender, 'deliver'>;
  /** Where users reach Meadow (publicUrlOf). */
  publicUrl: string;
  /** Users with an open session now, in any process (app.realtime.onlineUserIds). */
  onlineUserIds(userIds: readonly number[]): Promise<number[]>;
}

const badPayload = () => Object.assign(new Error('bad payload'), { code: 'BAD_PAYLOAD', permanent: true });

/** The address on file of an active user, or null. */
async function addressOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(and(eq(users.id, userId), eq(users.isActive, true)));
  return typeof row?.email === 'string' && row.email.includes('@') ? row.email : null;
}

export function sendHandlers(deps: SendDeps): Record<string, JobHandler> {
  let team: ReturnType<typeof providerTeamRepository> | undefined;

  /** The message, or null when it is no longer to be sent. */
  async function emailOf(job: EmailJob, ctx: JobContext): Promise<{ subject: string; text: string; html: string } | null> {
    switch (job.template) {
      case 'secureMailNotice':
        // Decided now, not at the write: whoever opened Meadow meanwhile has seen the mail.
        return (await deps.onlineUserIds([job.userId])).includes(job.userId) ? null : secureMailNotice(deps.publicUrl);
      case 'passwordReset':
        // A link that no longer opens is not worth an e-mail; the token leaves the row with the job.
        return ctx.now.getTime() >= job.expiresAt ? null : passwordResetEmail(deps.publicUrl, job.token);
      case 'passwordChanged':
        return passwordChangedEmail();
    }
  }

  const email: JobHandler = async (payload, ctx) => {
    const parsed = emailJob.safeParse(payload);
    if (!parsed.success) throw badPayload();
    const job = parsed.data;
    const message = await emailOf(job, ctx);
    const to = message && (await addressOf(ctx.db, job.userId));
    if (!message || !to) {
      ctx.log.info({ jobId: ctx.job.id, template: job.template }, message ? 'e-mail not sent: no address' : 'e-mail void');
      return;
    }
    await deps.mailer.send({ to, ...message });
  };

  const push: JobHandler = async (payload, ctx) => {
    const parsed = pushJob.safeParse(payload);
    if (!parsed.success) throw badPayload();
    const job = parsed.data;
    team ??= providerTeamRepository(ctx.db);
    const userIds = new Set(job.userIds ?? []);
    if (job.teamOf !== undefined) for (const id of await team.memberIds(job.teamOf)) userIds.add(id);
    if (job.portalOf !== undefined) for (const id of await team.portalParticipantIds(job.portalOf)) userIds.add(id);
    if (job.except !== undefined) userIds.delete(job.except);
    try {
      await deps.push.deliver([...userIds], job.kind, job.settled);
    } catch (err) {
      // A retry pushes only to the devices not reached yet.
      if (err instanceof PushNotDeliveredError) await patchPayload(ctx.db, ctx.workerId, ctx.job.id, { settled: [...err.settled] });
      throw err;
    }
  };

  return { [SEND_EMAIL_JOB]: email, [SEND_PUSH_JOB]: push };
}
