/**
 * The load generator of `npm run bench`, in a child process of its own so
 * that autocannon does not share the server's event loop (two cores). The
 * parent forks it with a JSON job as argv[2] and gets one result message.
 * `daily`/`yearly` jobs pick a random session (provider) and a random week /
 * year of the generated history per request, so the runs do not read one
 * cached page over and over.
 */
import autocannon, { type Request } from 'autocannon';
import { loadResultOf } from './load-result';

export interface Session {
  token: string;
  userid: string;
}

export type LoadJob = {
  base: string;
  connections: number;
  duration: number;
  /** Requests per second over all connections (default: as fast as the server answers). */
  overallRate?: number;
} & (
  | { kind: 'fixed'; method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }
  | { kind: 'daily'; sessions: Session[]; firstMonday: string; weeks: number }
  | { kind: 'yearly'; sessions: Session[]; years: number[] }
);

export type { LoadResult } from './load-result';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** d/m/yyyy of a UTC date, as the daily path wants it. */
const parts = (d: Date): string => `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;

function requestsFor(job: LoadJob): Request[] | undefined {
  if (job.kind === 'fixed') return undefined;
  if (job.kind === 'daily') {
    const first = Date.parse(`${job.firstMonday}T00:00:00Z`);
    return [
      {
        method: 'GET',
        setupRequest: (req) => {
          const s = pick(job.sessions);
          // Sunday to Saturday, like the app's week strip.
          const sunday = new Date(first + (Math.floor(Math.random() * job.weeks) * 7 - 1) * 86_400_000);
          const saturday = new Date(sunday.getTime() + 6 * 86_400_000);
          return { ...req, path: `/api/appointment/get/daily/${parts(sunday)}/${parts(saturday)}/${s.userid}`, headers: { ...req.headers, ...s } };
        },
      },
    ];
  }
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        const s = pick(job.sessions);
        return { ...req, path: `/api/appointment/get/yearly/${pick(job.years)}/${s.userid}`, headers: { ...req.headers, ...s } };
      },
    },
  ];
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2]!) as LoadJob;
  const fixed = job.kind === 'fixed' ? job : undefined;
  const requests = requestsFor(job);
  const result = await autocannon({
    url: `${job.base}${fixed?.path ?? '/'}`,
    connections: job.connections,
    duration: job.duration,
    ...(job.overallRate ? { overallRate: job.overallRate } : {}),
    ...(fixed ? { method: fixed.method, headers: fixed.headers, ...(fixed.body ? { body: fixed.body } : {}) } : {}),
    ...(requests ? { requests } : {}),
  });
  process.send?.(loadResultOf(result));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
