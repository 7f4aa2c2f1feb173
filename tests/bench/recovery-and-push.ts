/**
 * The account recovery and push case of `npm run bench` (issue 14), on
 * PGlite with the demo seed, through the real routes (app.inject):
 *   1. forgot/verify for a known and an unknown e-mail, alternated, and
 *      forgot/match_answers with wrong answers on a real attempt and on a
 *      decoy one: an unknown address must cost what a known one costs, or
 *      the timing tells which e-mails have an account. p50/p95 per kind and
 *      the gap of the medians.
 *   2. Push fan-out: BENCH_PUSH_SUBSCRIBERS (default 200) subscriptions of
 *      one user on a push service served here on 127.0.0.1; one notify,
 *      time until every push is received and decrypted, and pushes/s.
 * Figures are printed, never asserted. Runs on its own:
 * `node --import tsx tests/bench/recovery-and-push.ts`.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { pushSubscriptions } from '../../server/db/schema/index';
import { newSubscriber, startPushService } from '../api/push/push-service';
import { benchConfig, onFreshPglite, percentile, signIn } from './bench-helpers';

const ROUNDS = Math.min(400, Number(process.env.BENCH_RECOVERY_ROUNDS ?? 60));
const SUBSCRIBERS = Math.min(2000, Number(process.env.BENCH_PUSH_SUBSCRIBERS ?? 200));

interface Timing {
  kind: string;
  'p50 ms': number;
  'p95 ms': number;
  'mean ms': number;
}

const timingOf = (kind: string, figures: number[]): Timing => {
  const sorted = [...figures].sort((a, b) => a - b);
  const mean = Math.round((figures.reduce((s, f) => s + f, 0) / Math.max(1, figures.length)) * 10) / 10;
  return { kind, 'p50 ms': percentile(sorted, 50), 'p95 ms': percentile(sorted, 95), 'mean ms': mean };
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function verify(app: FastifyInstance, email: string): Promise<{ id: number; token: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/forgot/verify', payload: { email } });
  if (res.statusCode !== 200) throw new Error(`forgot/verify answered ${res.statusCode}`);
  const { details } = res.json() as { details: { id: number; token: string } };
  return details;
}

async function wrongAnswers(app: FastifyInstance, attempt: { id: number; token: string }): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/forgot/match_answers',
    payload: { ...attempt, answers: { question: 'not the answer', insurance: [''] } },
  });
  if (res.statusCode !== 401) throw new Error(`forgot/match_answers answered ${res.statusCode}`);
}

async function benchRecoveryTiming(app: FastifyInstance): Promise<Timing[]> {
  const known: number[] = [];
  const unknown: number[] = [];
  const realWrong: number[] = [];
  const decoyWrong: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Alternated so that whatever the machine does falls on both kinds alike.
    let real = { id: 0, token: '' };
    let decoy = { id: 0, token: '' };
    known.push(await timed(async () => (real = await verify(app, 'rivera@meadow.example'))));
    unknown.push(await timed(async () => (decoy = await verify(app, `nobody-${i}@example.com`))));
    realWrong.push(await timed(() => wrongAnswers(app, real)));
    decoyWrong.push(await timed(() => wrongAnswers(app, decoy)));
  }
  return [
    timingOf('verify, known e-mail', known),
    timingOf('verify, unknown e-mail', unknown),
    timingOf('match_answers, real attempt (wrong)', realWrong),
    timingOf('match_answers, decoy attempt', decoyWrong),
  ];
}

async function benchPushFanOut(app: FastifyInstance): Promise<Record<string, number>> {
  const service = await startPushService();
  try {
    const rivera = await signIn(app, 'dr.rivera');
    const subscribers = Array.from({ length: SUBSCRIBERS }, (_, i) => newSubscriber(service, `s${i}`));
    // Written straight to the table: subscription/add keeps 10 per user, and this measures the sender's throughput.
    await app.db.insert(pushSubscriptions).values(
      subscribers.map((s) => ({ userId: rivera.id, endpoint: s.subscription.endpoint, p256dh: s.subscription.keys.p256dh, auth: s.subscription.keys.auth })),
    );
    const started = performance.now();
    await app.push.deliver([rivera.id], 'mail');
    const ms = performance.now() - started;
    let decrypted = 0;
    for (const received of service.received) {
      const subscriber = subscribers.find((s) => s.name === received.name);
      if (subscriber?.decrypt(received.body)) decrypted++;
    }
    return { subscriptions: SUBSCRIBERS, received: service.received.length, decrypted, 'total ms': Math.round(ms), 'pushes/s': Math.round((service.received.length / ms) * 1000) };
  } finally {
    await service.close();
  }
}

export async function benchRecoveryAndPush(): Promise<void> {
  await onFreshPglite('recovery', async (database) => {
    const config = benchConfig({ recoveryMaxPerIp: 1_000_000, recoveryMaxPerAccount: 1_000_000, pushServiceHosts: ['127.0.0.1'] });
    const app = await buildApp({ config, database });
    try {
      console.info(`\nAccount recovery timing (PGlite, ${ROUNDS} rounds, alternated; ${os.cpus().length} cores):`);
      const timings = await benchRecoveryTiming(app);
      console.table(timings);
      const gap = (a: number, b: number) => Math.round(Math.abs((timings[a]?.['p50 ms'] ?? 0) - (timings[b]?.['p50 ms'] ?? 0)) * 10) / 10;
      console.info(`median gap: verify ${gap(0, 1)} ms, match_answers ${gap(2, 3)} ms`);
      console.info(`\nPush fan-out (one notify, ${SUBSCRIBERS} subscriptions, push service on 127.0.0.1):`);
      console.table([await benchPushFanOut(app)]);
    } finally {
      await app.close();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchRecoveryAndPush();
}
