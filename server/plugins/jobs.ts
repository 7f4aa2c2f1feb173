import fp from 'fastify-plugin';
import type { Config } from '../config';
import { jobHandlers, recurringKinds } from '../jobs/jobs';
import { createJobWorker, type JobWorker } from '../jobs/worker';
import { publicUrlOf } from '../outbound/public-url';
import { createSmsTransport } from '../outbound/sms/create-sms-transport';
import type { SmsTransport } from '../outbound/sms/sms-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job worker; tests call tick()/drain() instead of waiting for the poll. */
    jobs: JobWorker;
    sms: SmsTransport;
  }
  interface FastifyRequest {
    /**
     * Set by a route whose write enqueued sends (the outbox): once the
     * answer is out, so the write (and an Idempotency-Key's held
     * transaction) has committed, this process's worker ticks at once
     * instead of at its next poll.
     */
    wakeJobs: boolean;
  }
}

/**
 * The job worker (server/jobs). It polls only once the server listens
 * (main.ts), and only with JOBS_ENABLED: an app built for app.inject (tests,
 * benches) runs jobs when told to. Stopped before the server closes, so the
 * mailer and database are still there for the jobs under way.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const log = app.log.child({ component: 'jobs' });
    const sms = createSmsTransport(config, app.log.child({ component: 'sms' }));
    const worker = createJobWorker({
      // The bare database: a job is no request, and has no Idempotency-Key to claim.
      db: app.database.db,
      handlers: jobHandlers({
        mailer: app.mailer,
        sms,
        push: app.push,
        // Looked up at send time: realtime is registered after this plugin.
        onlineUserIds: (userIds) => app.realtime.onlineUserIds(userIds),
        publicUrl: publicUrlOf(config),
        secureVideoBaseUrl: config.secureVideoBaseUrl,
        busyFetch: { allowHttp: config.busyFeedAllowHttp, allowHosts: config.busyFeedAllowHosts },
        // A daily run deletes at most 200 batches (a million events at the default batch): a backlog goes over days.
        auditRetention: { retentionDays: config.auditRetentionDays, batch: config.auditPruneBatch, maxBatches: 200 },
      }),
      recurring: recurringKinds,
      log,
      batch: config.jobsBatch,
    });
    app.decorate('jobs', worker);
    app.decorate('sms', sms);
    app.decorateRequest('wakeJobs', false);
    app.addHook('onResponse', async (request) => {
      if (request.wakeJobs) worker.kick();
    });
    if (config.jobsEnabled) app.addHook('onListen', async () => worker.start(config.jobsPollMs));
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'jobs', dependencies: ['db', 'mailer', 'push'] },
);
