/**
 * The bare route of the server-path bench: plain Fastify + node-postgres,
 * no authentication, authorization, audit trail, validation or mapping.
 * For each path Meadow was asked once while a recorder listened on the
 * pg driver (server-path.ts), it holds the statements Meadow's handler sent
 * (the route's own SQL: authentication and the audit trail left out) with
 * their names, texts, values and row mode, and runs exactly those, at once
 * (as Meadow's calendar queries run), then answers the rows as JSON.
 * Same SQL, same prepared statement names, same values: what is left
 * between the two is Meadow's own per-request work.
 */
import type { AddressInfo } from 'node:net';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

/** One statement as the pg driver was handed it: the query config (text, name, rowMode, types) and its values. */
export interface RecordedStatement {
  config: pg.QueryConfig & { rowMode?: 'array' };
  values: unknown[];
}

export interface BareServer {
  base: string;
  pool: pg.Pool;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts the bare server on 127.0.0.1 (a free port) with its own pool of
 * `poolSize` connections (Meadow's default), answering the recorded paths.
 * Compression: @fastify/compress with its defaults, what a plain Fastify
 * server would use.
 */
export async function startBareServer(url: string, routes: Map<string, RecordedStatement[]>, poolSize = 10): Promise<BareServer> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 0, keepAlive: true });
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, threshold: 1024 });
  app.get('/*', async (request, reply) => {
    const statements = routes.get(request.url);
    if (!statements) return reply.code(404).send({ message: 'not recorded' });
    const results = await Promise.all(statements.map((s) => pool.query(s.config, s.values)));
    reply.header('cache-control', 'no-store');
    return results.map((r) => r.rows);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    pool,
    app,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/**
 * Listens on the pg driver of this process: while `record` runs its work,
 * every statement any pg client of this process sends is kept, in order
 * (server-path.ts runs one request at a time and sets aside the background
 * jobs' statements by their text). The bench process hosts Meadow, so this
 * sees Meadow's statements exactly as its driver sends them.
 */
export function pgRecorder(): { record<T>(work: () => Promise<T>): Promise<{ result: T; statements: RecordedStatement[] }>; stop(): void } {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let current: RecordedStatement[] | null = null;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (current) {
      const [first, second] = args;
      if (typeof first === 'string') current.push({ config: { text: first }, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const { values, ...config } = first as pg.QueryConfig;
        current.push({ config: config as RecordedStatement['config'], values: Array.isArray(second) ? second : (values ?? []) });
      }
    }
    return original.apply(this, args);
  };
  return {
    async record(work) {
      const statements: RecordedStatement[] = [];
      current = statements;
      try {
        return { result: await work(), statements };
      } finally {
        current = null;
      }
    },
    stop() {
      proto.query = original;
    },
  };
}
