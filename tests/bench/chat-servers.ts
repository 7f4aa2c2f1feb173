/**
 * Server processes for the chat bench (chat-sockets.ts): real `server/main.ts`
 * processes on 127.0.0.1, so the 2,000 client sockets and the load live in
 * another process than the server they measure (two cores), and the
 * server's memory can be read on its own from /proc.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServerProcesses, type StartedServer } from '../server-process';

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

function measured(server: StartedServer): ServerProcess {
  const { base, child } = server;
  let stopping = false;
  // A server dying under load is a finding: show why, not only that the figures stop.
  child.once('exit', (code, signal) => {
    if (!stopping) console.info(`chat bench: server ${base} exited (${code ?? signal}) during the run:\n${server.output().slice(-4000)}`);
  });
  return {
    base,
    child,
    rssMiB: () => readRssMiB(child.pid),
    cpuMs: () => readCpuMs(child.pid),
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      stopping = true;
      await server.stop();
    },
  };
}

/**
 * Starts `count` processes on one PostgreSQL database (and one Redis when
 * given), all at once; resolves when every one answers.
 */
export async function startServers(count: number, databaseUrl: string, redis?: { url: string; prefix: string }): Promise<ServerProcess[]> {
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: databaseUrl,
    // Every request comes from 127.0.0.1: lift the per-address limit the load would trip.
    RATE_LIMIT_MAX: '100000000',
    ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix } : {}),
    // BENCH_CHAT_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (where the send path's time goes).
    ...(process.env.BENCH_CHAT_CPU_PROF
      ? { NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, 'cpu-profile-preload.mjs')).href}`, BENCH_CPU_PROF_DIR: process.env.BENCH_CHAT_CPU_PROF }
      : {}),
  };
  return (await startServerProcesses(count, env, 120_000)).map(measured);
}
