/**
 * The chat case of `npm run bench` (issue 6 "Measure"), on PostgreSQL only
 * (DATABASE_URL, default postgres://127.0.0.1:5432/test; skipped when not
 * reachable). Also runs on its own: `node --import tsx tests/bench/chat-sockets.ts`.
 *   1. One server process (server/main.ts on 127.0.0.1, a fresh database
 *      with the demo seed): BENCH_CHAT_SOCKETS (default 10,000, issue 31's target) users made
 *      set-based with a session each (chat-users.ts), one socket.io-client
 *      socket each (websocket, no reconnection) connected in batches, then
 *      BENCH_CHAT_MESSAGES (default 2,000) one-to-one messages through
 *      POST /api/chat/message/send/text, BENCH_CHAT_CONCURRENCY (default 20)
 *      in flight, each timed from just before the request to the receiver
 *      socket's messageReceived: p50/p95/p99 ms and messages delivered per
 *      second; server RSS after connecting and after sending, and CPU ms
 *      per message of each server and of this process (steadier than the
 *      wall-clock figures when the machine is shared).
 *   2. The same with two processes on one Redis (REDIS_URL, default
 *      redis://127.0.0.1:6379, a unique REDIS_PREFIX; skipped when not
 *      reachable): senders connected to and sending through process A,
 *      receivers connected to process B, so every message crosses Redis.
 * BENCH_CHAT_ONLY=single|redis runs one case. Bounded: a case stops sending
 * after 50 lost or failed messages or when a server dies.
 * Users come in practices of BENCH_CHAT_PRACTICE_SIZE (default 10, even),
 * like many small practices on one server; 0 puts them all in dr.rivera's
 * practice (presence then goes to every socket: quadratic in sockets).
 * The sockets and the load share this process and the two cores with the
 * servers: figures are for this machine, printed, never asserted.
 * BENCH_CHAT_CPU_PROF=<folder>: each server writes a CPU profile there when it stops.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../domain/contract/realtime';
import { withDefaultUser } from '../../server/db/client';
import { type ServerProcess, startServers } from './chat-servers';
import { type BenchUser, type ChatPair, makeChatUsers } from './chat-users';
import { admin, percentile } from './bench-helpers';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CHAT_CONCURRENCY ?? 20);
const PRACTICE_SIZE = Number(process.env.BENCH_CHAT_PRACTICE_SIZE ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** BENCH_CHAT_ONLY=single or redis: one of the two cases. */
const ONLY_CASE = process.env.BENCH_CHAT_ONLY;
const WARM_UP = 100;
const CONNECT_BATCH = 100;
const RECEIPT_TIMEOUT_MS = 15_000;
const MAX_LOST = 50;
const SETTLE_MAX_S = 60;

interface Row {
  case: string;
  sockets: number;
  messages: number;
  'in flight': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'max ms': number;
  'HTTP p50 ms': number;
  'msg/s': number;
  lost: number;
  failed: number;
  'connect s': number;
  'server CPU ms/msg': string;
  'bench CPU ms/msg': number;
  'server RSS MiB': string;
}


/** The open-files limit of this process: each socket costs one here and one in its server. */
function openFilesLimit(): number {
  try {
    const v = execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim();
    return v === 'unlimited' ? Number.POSITIVE_INFINITY : Number(v);
  } catch {
    return 1024;
  }
}

/** Receipts awaited, by message text: the receiver's messageReceived settles one. */
type Pending = Map<string, { receiverId: number; resolve: (at: number) => void }>;

function openSocket(base: string, user: BenchUser, pending: Pending): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, {
      path: SOCKET_PATH,
      auth: { userId: user.id, token: user.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 30_000,
    });
    socket.on('messageReceived', (m: { value: string }) => {
      const waiting = pending.get(m.value);
      // The sender's own sockets hear the message too: only its receiver counts.
      if (waiting?.receiverId === user.id) {
        pending.delete(m.value);
        waiting.resolve(performance.now());
      }
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Connects every user in batches; answers the sockets that connected and the seconds it took. */
async function connectAll(
  users: { user: BenchUser; base: string }[],
  pending: Pending,
  sockets: Socket[],
  connectedIds: Set<number>,
  serversAlive: () => boolean,
): Promise<{ failed: number; seconds: number }> {
  const began = performance.now();
  let failed = 0;
  let firstError = '';
  // Stops at a dead server: its half would only fail, batch after batch.
  for (let i = 0; i < users.length && serversAlive(); i += CONNECT_BATCH) {
    const slice = users.slice(i, i + CONNECT_BATCH);
    const batch = await Promise.allSettled(slice.map(({ user, base }) => openSocket(base, user, pending)));
    for (const [j, r] of batch.entries()) {
      if (r.status === 'fulfilled') {
        sockets.push(r.value);
        connectedIds.add(slice[j]!.user.id);
      } else {
        failed += 1;
        firstError ||= String(r.reason);
      }
    }
  }
  if (failed > 0) console.info(`chat bench: ${failed} sockets failed to connect (first: ${firstError})`);
  return { failed, seconds: Math.round((performance.now() - began) / 100) / 10 };
}

interface SendResult {
  sent: number;
  totalMs: number[];
  httpMs: number[];
  lost: number;
  failed: number;
  seconds: number;
}

/** `count` one-to-one messages over the pairs, `concurrency` in flight. */
async function sendMessages(
  base: string,
  pairs: ChatPair[],
  pending: Pending,
  tag: string,
  count: number,
  concurrency: number,
  serversAlive: () => boolean,
): Promise<SendResult> {
  const totalMs: number[] = [];
  const httpMs: number[] = [];
  let lost = 0;
  let failed = 0;
  let firstError = '';
  let next = 0;
  const sendOne = async (n: number) => {
    const { sender, receiver } = pairs[n % pairs.length]!;
    const text = `${tag}-${n}`;
    let timer: NodeJS.Timeout | undefined;
    const received = new Promise<number | null>((resolve) => {
      pending.set(text, { receiverId: receiver.id, resolve });
      timer = setTimeout(() => resolve(null), RECEIPT_TIMEOUT_MS);
    });
    const began = performance.now();
    try {
      const res = await fetch(`${base}/api/chat/message/send/text`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: sender.token, userid: String(sender.id) },
        body: JSON.stringify({ message: text, receiverIds: [receiver.id], isGroup: false }),
      });
      httpMs.push(performance.now() - began);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`send answered ${res.status}: ${body}`);
      const at = await received;
      if (at === null) lost += 1;
      else totalMs.push(at - began);
    } catch (err) {
      // Counted, not thrown: one refused send must not leave the other workers running unawaited.
      failed += 1;
      firstError ||= String(err);
    } finally {
      clearTimeout(timer);
      pending.delete(text);
    }
  };
  const began = performance.now();
  const worker = async () => {
    // Bounded: a dead server or a run of lost messages ends the case instead of 15 s per remaining message.
    while (next < count && serversAlive() && lost + failed < MAX_LOST) await sendOne(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  if (failed > 0) console.info(`chat bench: ${failed} sends failed (first: ${firstError})`);
  return { sent: next, totalMs: totalMs.sort((a, b) => a - b), httpMs: httpMs.sort((a, b) => a - b), lost, failed, seconds: (performance.now() - began) / 1000 };
}

/** Waits (at most SETTLE_MAX_S) until every server used under 150 ms of CPU in the last second; answers the seconds waited. */
async function settle(servers: ServerProcess[]): Promise<number> {
  const began = performance.now();
  let last = servers.map((s) => s.cpuMs());
  for (let i = 0; i < SETTLE_MAX_S; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = servers.map((s) => s.cpuMs());
    const busy = now.some((c, j) => c - last[j]! >= 150);
    last = now;
    if (!busy) break;
  }
  return Math.round((performance.now() - began) / 1000);
}

/**
 * One case: users and sessions, sockets (senders to `senderServer`,
 * receivers to `receiverServer`), a warm-up, the measured messages.
 */
async function runCase(label: string, databaseUrl: string, servers: ServerProcess[], sockets: number): Promise<Row> {
  const [senderServer, receiverServer] = [servers[0]!, servers[servers.length - 1]!];
  const practiceSize = PRACTICE_SIZE === 0 ? 0 : PRACTICE_SIZE + (PRACTICE_SIZE % 2);
  const allPairs = await makeChatUsers(databaseUrl, sockets, practiceSize);
  const serversAlive = () => servers.every((s) => s.alive());
  const pending: Pending = new Map();
  const open: Socket[] = [];
  try {
    const users = allPairs.flatMap((p) => [
      { user: p.sender, base: senderServer.base },
      { user: p.receiver, base: receiverServer.base },
    ]);
    const connectedIds = new Set<number>();
    const connected = await connectAll(users, pending, open, connectedIds, serversAlive);
    // Only pairs whose both ends are connected: a missing receiver would only time out.
    const pairs = allPairs.filter((p) => connectedIds.has(p.sender.id) && connectedIds.has(p.receiver.id));
    if (pairs.length === 0 || !serversAlive()) throw new Error(`chat bench ${label}: no connected pair to send between`);
    // Let the connections' follow-up work (snapshots, presence) finish before measuring: with 10,000 sockets a
    // backlog of it would otherwise be counted as the messages' CPU. Quiet: each server under 15% of a core for 1 s.
    const settled = await settle(servers);
    console.info(`chat bench ${label}: servers quiet ${settled} s after the last socket connected`);
    const rssConnected = servers.map((s) => s.rssMiB());
    console.info(
      `chat bench ${label}: ${open.length} sockets connected in ${connected.seconds} s; server RSS ${rssConnected.join(' / ')} MiB, ` +
        `this process ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`,
    );
    await sendMessages(senderServer.base, pairs, pending, `${label}-warm`, WARM_UP, CONCURRENCY, serversAlive);
    const cpuBefore = servers.map((s) => s.cpuMs());
    const ownBefore = process.cpuUsage();
    const r = await sendMessages(senderServer.base, pairs, pending, `${label}-m`, MESSAGES, CONCURRENCY, serversAlive);
    const own = process.cpuUsage(ownBefore);
    // CPU per message: on a shared two-core machine steadier than the wall-clock figures.
    const cpuPerMessage = servers.map((s, i) => (s.cpuMs() - cpuBefore[i]!) / Math.max(1, r.sent));
    const rssAfter = servers.map((s) => s.rssMiB());
    return {
      case: label,
      sockets: open.length,
      messages: r.sent,
      'in flight': CONCURRENCY,
      'p50 ms': percentile(r.totalMs, 50),
      'p95 ms': percentile(r.totalMs, 95),
      'p99 ms': percentile(r.totalMs, 99),
      'max ms': percentile(r.totalMs, 100),
      'HTTP p50 ms': percentile(r.httpMs, 50),
      'msg/s': Math.round(r.totalMs.length / r.seconds),
      lost: r.lost,
      failed: r.failed,
      'connect s': connected.seconds,
      'server CPU ms/msg': cpuPerMessage.map((c) => c.toFixed(1)).join(' / '),
      'bench CPU ms/msg': Math.round(((own.user + own.system) / 1000 / Math.max(1, r.sent)) * 10) / 10,
      'server RSS MiB': rssAfter.join(' / '),
    };
  } finally {
    for (const s of open) s.disconnect();
  }
}

async function redisReachable(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

/** A fresh database, `count` servers on it, the case, then everything stopped and dropped. */
async function withServers(pgUrl: string, count: number, redis: { url: string; prefix: string } | undefined, run: (url: string, servers: ServerProcess[]) => Promise<Row>): Promise<Row> {
  const name = `meadow_bench_chat_${randomBytes(4).toString('hex')}`;
  await admin(pgUrl, `create database ${name}`);
  const url = new URL(withDefaultUser(pgUrl));
  url.pathname = `/${name}`;
  let servers: ServerProcess[] = [];
  try {
    servers = await startServers(count, url.toString(), redis);
    return await run(url.toString(), servers);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await admin(pgUrl, `drop database if exists ${name} with (force)`);
  }
}

/** Runs both cases on fresh databases of the PostgreSQL at pgUrl, dropped afterwards. */
export async function benchChatSockets(pgUrl: string): Promise<void> {
  try {
    await admin(pgUrl, 'select 1');
  } catch {
    console.info(`chat bench: PostgreSQL not reachable at ${pgUrl}: skipped`);
    return;
  }
  // One descriptor per socket in this process (and in its server), plus room for HTTP, database and files.
  const limit = openFilesLimit();
  let sockets = SOCKETS - (SOCKETS % 2);
  if (sockets + 300 > limit) {
    sockets = Math.max(2, Math.floor((limit - 300) / 2) * 2);
    console.info(`chat bench: ulimit -n is ${limit}: measuring ${sockets} sockets instead of ${SOCKETS}`);
  }
  const rows: Row[] = [];
  // A case that breaks is reported and the next one still runs (everything it started is already stopped).
  const attempt = async (label: string, work: () => Promise<Row>) => {
    try {
      rows.push(await work());
      console.info(`chat bench: ${JSON.stringify(rows.at(-1))}`);
    } catch (err) {
      console.info(`chat bench ${label}: failed: ${String(err)}`);
    }
  };
  if (ONLY_CASE !== 'redis') await attempt('1 process', () => withServers(pgUrl, 1, undefined, (url, servers) => runCase('1 process', url, servers, sockets)));
  if (ONLY_CASE === 'single') {
    // The two-process case skipped on request.
  } else if (await redisReachable(REDIS_URL)) {
    const redis = { url: REDIS_URL, prefix: `meadow-bench-chat-${randomBytes(4).toString('hex')}` };
    await attempt('2 processes, Redis', () =>
      withServers(pgUrl, 2, redis, (url, servers) => runCase('2 processes, Redis', url, servers, sockets)),
    );
  } else {
    console.info(`chat bench: Redis not reachable at ${REDIS_URL}: the two-process case skipped`);
  }
  console.info(
    `\nChat: one-to-one send -> receiver's messageReceived, practices of ${PRACTICE_SIZE === 0 ? 'all users' : PRACTICE_SIZE}; ` +
      `${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchChatSockets(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
