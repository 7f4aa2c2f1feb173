/**
 * A real server in its own process on 127.0.0.1, for the tests and benches
 * that need more than one server (Redis fan-out) or the server's own memory
 * and CPU apart from the load. It runs what production runs: `server/main.ts`
 * compiled by build-server.ts and started with plain `node` (no tsx). Each
 * test process builds its own copy once (≈ 0.5 s) under dist/server-tests/,
 * so parallel runs never start one another's half-written build;
 * MEADOW_SERVER_RUNTIME=tsx runs the source through tsx instead.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../build-server';

const root = path.resolve(import.meta.dirname, '..');

export type ServerRuntime = 'compiled' | 'tsx';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

let built: Promise<string> | undefined;
/**
 * This process's compiled server (built on first use, removed when the process
 * exits). Test workers are often killed rather than exit, so each build also
 * removes the copies of processes that are gone (named `<pid>-…`).
 */
export function compiledServer(): Promise<string> {
  built ??= (async () => {
    const parent = path.join(root, 'dist', 'server-tests');
    await mkdir(parent, { recursive: true });
    for (const name of readdirSync(parent)) {
      const pid = Number(name.split('-')[0]);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid)) rmSync(path.join(parent, name), { recursive: true, force: true });
    }
    const dir = mkdtempSync(path.join(parent, `${process.pid}-`));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return buildServer(path.join(dir, 'main.js'));
  })();
  return built;
}

/** The node arguments that start the server: the compiled bundle, or the source through tsx. */
async function serverArgs(runtime: ServerRuntime): Promise<string[]> {
  return runtime === 'tsx' ? ['--import', 'tsx', 'server/main.ts'] : [await compiledServer()];
}
/** The last output kept for an error message: a long run's log would otherwise grow without bound. */
const OUTPUT_KEPT = 20_000;

export interface StartedServer {
  base: string;
  child: ChildProcess;
  /** The tail of its stdout and stderr. */
  output(): string;
  /** SIGTERM, then SIGKILL after 15 s; removes its data folder. */
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function waitForServer(server: StartedServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/api/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start in ${timeoutMs / 1000} s:\n${server.output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Spawns one server with the demo seed and `env` on a free port (or on
 * env.PORT: a restarted server must come back where its clients reconnect);
 * resolves once it answers. Starting several at once is fine: on one PostgreSQL
 * database they race to migrate and seed, which the advisory locks serialise.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 110_000,
  runtime: ServerRuntime = process.env.MEADOW_SERVER_RUNTIME === 'tsx' ? 'tsx' : 'compiled',
): Promise<StartedServer> {
  const args = await serverArgs(runtime);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meadow-server-'));
  let output = '';
  const keep = (b: Buffer) => (output = (output + b.toString()).slice(-OUTPUT_KEPT));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'pipe',
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: StartedServer = {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForServer(server, timeoutMs);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

/** `count` servers started at once with the same `env`; if one fails, the others are stopped. */
export async function startServerProcesses(count: number, env: NodeJS.ProcessEnv, timeoutMs?: number): Promise<StartedServer[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess(env, timeoutMs)));
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  return servers;
}
