/**
 * Server processes for the chat bench (chat-sockets.ts): real `server/main.ts`
 * processes on 127.0.0.1, so the 2,000 client sockets and the load live in
 * another process than the server they measure (two cores), and the
 * server's memory can be read on its own from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Resident memory now, MiB (Linux /proc; 0 elsewhere). */
  rssMiB(): number;
  /** CPU time used so far (user + system), ms (Linux /proc; 0 elsewhere). */
  cpuMs(): number;
  alive(): boolean;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

function readRssMiB(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms on Linux). */
function readCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function waitForServer(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start in 120 s:\n${output()}`);
}

/** SIGTERM, then SIGKILL if it has not exited within 15 s. */
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
 * Starts `count` processes on one PostgreSQL database (and one Redis when
 * given), all at once: they race to migrate and seed, which the advisory
 * locks serialise. Resolves when every one answers.
 */
export async function startServers(count: number, databaseUrl: string, redis?: { url: string; prefix: string }): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  const starting: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meadow-bench-chat-'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every request comes from 127.0.0.1: lift the per-address limit the load would trip.
      RATE_LIMIT_MAX: '100000000',
      ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix } : {}),
    };
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'pipe' });
    child.stdout?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-20_000)));
    child.stderr?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-20_000)));
    const base = `http://127.0.0.1:${port}`;
    let stopping = false;
    // A server dying under load is a finding: show why, not only that the figures stop.
    child.once('exit', (code, signal) => {
      if (!stopping) console.info(`chat bench: server ${base} exited (${code ?? signal}) during the run:\n${output.slice(-4000)}`);
    });
    servers.push({
      base,
      child,
      rssMiB: () => readRssMiB(child.pid),
      cpuMs: () => readCpuMs(child.pid),
      alive: () => child.exitCode === null && child.signalCode === null,
      stop: async () => {
        stopping = true;
        await stopChild(child);
        rmSync(dataDir, { recursive: true, force: true });
      },
    });
    starting.push(waitForServer(base, child, () => output));
  }
  try {
    await Promise.all(starting);
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop()));
    throw err;
  }
  return servers;
}
