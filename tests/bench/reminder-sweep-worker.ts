/**
 * The second server process of the reminder sweep bench (reminder-sweep.ts):
 * the app on the same PostgreSQL database, its own connection pool, its own
 * job worker, mail to the parent's SMTP sink. It works jobs from 'go' until
 * 'stop' (or its deadline), then reports how many ticks and jobs it ran.
 */
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { benchConfig } from './bench-helpers';

interface WorkerJob {
  url: string;
  smtpUrl: string;
  publicUrl: string;
  deadlineMs: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as WorkerJob;
const app = await buildApp({
  config: benchConfig({ smtpUrl: job.smtpUrl, publicUrl: job.publicUrl, seedDemo: false, jobsEnabled: false }),
  database: await openDatabase({ url: job.url }),
});
await app.ready();
let stopped = false;
process.on('message', (m) => {
  if (m === 'stop') stopped = true;
  if (m !== 'go') return;
  void (async () => {
    const deadline = Date.now() + job.deadlineMs;
    let claimed = 0;
    // Bounded: until the parent says stop (every reminder arrived) or the deadline.
    while (!stopped && Date.now() < deadline) {
      const r = await app.jobs.drain(2000);
      claimed += r.claimed;
      if (r.claimed === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await app.close();
    process.send?.({ claimed });
    process.exit(0);
  })();
});
process.send?.('ready');
