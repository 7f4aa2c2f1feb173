/**
 * One server of the audit bench (audit.ts) in a process of its own: the app
 * on an already prepared database, recording or not, on 127.0.0.1. The
 * parent forks it with a JSON job as argv[2], gets `{ port }` once it
 * listens, and sends 'stop'; it answers `{ events, requests, cpuMs }` (the
 * audit rows in its database, the requests it answered and the CPU time it
 * spent meanwhile: unlike latency, CPU time hardly moves with what the
 * neighbours on the machine do) and exits.
 */
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { rowsOf } from '../../server/repositories/appointments/sql-arrays';

export interface ServerJob {
  /** PGlite data directory, or… */
  pgliteDir?: string;
  /** …a PostgreSQL URL. */
  url?: string;
  audit: boolean;
}

export type ServerMessage = { port: number } | { events: number; requests: number; cpuMs: number };

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2]!) as ServerJob;
  const database = job.url ? await openDatabase({ url: job.url, migrate: false }) : await openDatabase({ pgliteDir: job.pgliteDir!, migrate: false });
  const config = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    logLevel: 'warn' as const,
    seedDemo: false,
    // The bench hammers from one address: lift the limits it would trip.
    rateLimitMax: 10_000_000,
    loginMaxFailures: 1_000_000,
    loginMaxFailuresPerIp: 1_000_000,
  };
  const app = await buildApp({ config, database, audit: job.audit });
  let requests = 0;
  app.addHook('onResponse', (_request, _reply, done) => {
    requests += 1;
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const cpu = process.cpuUsage();
  process.send?.({ port: (app.server.address() as AddressInfo).port } satisfies ServerMessage);
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void (async () => {
      await app.auditTrail.flush();
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      const [row] = rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from audit_events`));
      process.send?.({ events: Number(row?.n ?? 0), requests, cpuMs } satisfies ServerMessage);
      await app.close();
      process.exit(0);
    })();
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
