/**
 * The kept-session unlock case of `npm run bench` (issue 17 item 16), on
 * PGlite with the demo seed, through the real routes (app.inject): a kept
 * session is idled past its lock time and opened again, alternately with
 * the password (argon2 under the login budgets) and with a passkey (the
 * options call, then the assertion's P-256 signature checked). p50/p95 of
 * each, the passkey one counting both of its calls. Figures are printed,
 * never asserted. Runs on its own: `node --import tsx tests/bench/unlock.ts`.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { KEEP_COOKIE } from '../../server/auth/keep-cookie';
import { hashSessionToken } from '../../server/auth/tokens';
import { buildApp } from '../../server/app';
import { sessions } from '../../server/db/schema/index';
import { DEMO_PASSWORD } from '../../server/seed/demo-logins';
import { addedPasskey, unlockAnswer } from '../api/auth/passkey-ceremonies';
import { benchConfig, onFreshPglite, percentile } from './bench-helpers';

const ROUNDS = Math.min(400, Number(process.env.BENCH_UNLOCK_ROUNDS ?? 60));
const LOCK_IDLE = 300;

async function keptSession(app: FastifyInstance, username: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD, keepSignedIn: true } });
  const { data } = res.json() as { data: { token: string; userID: number } };
  const keep = res.cookies.find((c) => c.name === KEEP_COOKIE)?.value ?? '';
  return { token: data.token, headers: { token: data.token, userid: String(data.userID) }, cookies: { [KEEP_COOKIE]: keep } };
}

export async function benchUnlock(): Promise<void> {
  await onFreshPglite('unlock', async (database) => {
    const app = await buildApp({ config: benchConfig({ sessionLockIdle: LOCK_IDLE }), database });
    try {
      const session = await keptSession(app, 'dr.rivera');
      const key = await addedPasskey(app, session);
      const lock = async () => {
        await app.db.update(sessions).set({ activeAt: new Date(Date.now() - (LOCK_IDLE + 1) * 1000) }).where(eq(sessions.tokenHash, hashSessionToken(session.token)));
        app.sessionCache.clear();
      };
      const timed = async (work: () => Promise<number>): Promise<number> => {
        await lock();
        const started = performance.now();
        const status = await work();
        if (status !== 200) throw new Error(`unlock answered ${status}`);
        return performance.now() - started;
      };
      const password: number[] = [];
      const passkey: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        password.push(
          await timed(async () => (await app.inject({ method: 'POST', url: '/api/auth/unlock', ...session, payload: { password: DEMO_PASSWORD } })).statusCode),
        );
        passkey.push(
          await timed(async () => {
            const payload = await unlockAnswer(app, session, key);
            return (await app.inject({ method: 'POST', url: '/api/auth/unlock/passkey', ...session, payload })).statusCode;
          }),
        );
      }
      const row = (kind: string, figures: number[]) => {
        const sorted = [...figures].sort((a, b) => a - b);
        return { kind, 'p50 ms': percentile(sorted, 50), 'p95 ms': percentile(sorted, 95) };
      };
      console.info(`\nUnlocking a locked kept session (PGlite, ${ROUNDS} rounds each, alternated; ${os.cpus().length} cores):`);
      console.table([row('password (argon2)', password), row('passkey (options + assertion)', passkey)]);
    } finally {
      await app.close();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchUnlock();
}
