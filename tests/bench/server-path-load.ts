/**
 * The load generator of the server-path bench (server-path.ts), in a child
 * process of its own (two cores: autocannon must not share the servers'
 * event loop). argv[2] is a JSON job; it answers one LoadResult message.
 * Each request is a random one of the job's list (path and headers), so
 * Meadow and the bare server get the same mix.
 */
import autocannon from 'autocannon';
import { loadResultOf } from './load-result';

export interface ListJob {
  base: string;
  connections: number;
  duration: number;
  /** Sent with every request, e.g. accept-encoding. */
  headers: Record<string, string>;
  requests: { path: string; headers: Record<string, string> }[];
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2]!) as ListJob;
  const list = job.requests;
  const result = await autocannon({
    url: job.base,
    connections: job.connections,
    duration: job.duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const r = list[Math.floor(Math.random() * list.length)]!;
          return { ...req, path: r.path, headers: { ...job.headers, ...r.headers } };
        },
      },
    ],
  });
  process.send?.(loadResultOf(result));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
