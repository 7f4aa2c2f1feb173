/**
 * Issue 30 item 7: which errors mean "the database cannot be reached" (a
 * 503 the client retries) and which are the request's or the code's (a
 * 4xx or a 500). The driver's own errors come from a real node-postgres
 * client against local peers on 127.0.0.1: a closed port, and a listener
 * that hangs up at once.
 */
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUnavailableCode, markingErrors, OutageWatch } from '../../../../server/db/unavailable';
import { freePort } from '../../../server-process';

const sqlError = (code: string) => Object.assign(new pg.DatabaseError('withheld', 0, 'error'), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1 where a = $1', ['a value'], cause);

/** What a real client's connect fails with against `port`. */
async function connectError(port: number, connectionTimeoutMillis?: number): Promise<unknown> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none', connectionTimeoutMillis });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return null;
  } catch (err) {
    return err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const servers: Server[] = [];
const sockets = new Set<Socket>();
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function listener(onSocket: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as { port: number }).port;
}

describe('databaseUnavailableCode', () => {
  it('given a connection refused by a closed port, should answer ECONNREFUSED, also under drizzle\'s wrapper', async () => {
    const err = await connectError(await freePort());
    expect(databaseUnavailableCode(err)).toBe('ECONNREFUSED');
    expect(databaseUnavailableCode(wrapped(err as Error))).toBe('ECONNREFUSED');
  });

  it('given a peer that hangs up at once, should answer PG_CONNECTION_TERMINATED', async () => {
    const port = await listener((socket) => socket.destroy());
    expect(databaseUnavailableCode(await connectError(port))).toMatch(/^(PG_CONNECTION_TERMINATED|ECONNRESET)$/);
  });

  it('given a peer that never answers, should answer PG_CONNECT_TIMEOUT once the connect timeout passes', async () => {
    const port = await listener(() => undefined);
    expect(databaseUnavailableCode(await connectError(port, 300))).toBe('PG_CONNECT_TIMEOUT');
  });

  it('given the driver\'s timeout and not-queryable texts, should name each', () => {
    expect(databaseUnavailableCode(new Error('timeout exceeded when trying to connect'))).toBe('PG_CONNECT_TIMEOUT');
    expect(databaseUnavailableCode(wrapped(new Error('Query read timeout')))).toBe('PG_QUERY_TIMEOUT');
    expect(databaseUnavailableCode(new Error('Client has encountered a connection error and is not queryable'))).toBe('PG_NOT_QUERYABLE');
  });

  it('given a server shutting down, starting, out of connections, a statement timeout or a connection exception, should answer its SQLSTATE', () => {
    for (const code of ['57P01', '57P02', '57P03', '57014', '53300', '08006', '08001', '08P01']) {
      expect(databaseUnavailableCode(wrapped(sqlError(code)))).toBe(code);
    }
  });

  it('given several addresses all refused (AggregateError), should answer the first code found', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailableCode(new AggregateError([new Error('other'), refused]))).toBe('ECONNREFUSED');
  });

  it('given errors that are the request\'s or the code\'s, should answer null', () => {
    for (const code of ['23505', '23503', '22001', '42P01', '40001', '42601']) {
      expect(databaseUnavailableCode(wrapped(sqlError(code)))).toBeNull();
    }
    expect(databaseUnavailableCode(new Error('Connection'))).toBeNull();
    expect(databaseUnavailableCode(new TypeError('cannot read properties of undefined'))).toBeNull();
    expect(databaseUnavailableCode(Object.assign(new Error('nope'), { code: 'ENOENT' }))).toBeNull();
    expect(databaseUnavailableCode('ECONNREFUSED')).toBeNull();
    expect(databaseUnavailableCode(null)).toBeNull();
  });

  it('given a cause chain deeper than it follows (or a cycle), should stop and answer null', () => {
    const a: { cause?: unknown } = {};
    a.cause = a;
    expect(databaseUnavailableCode(a)).toBeNull();
  });
});

describe('OutageWatch', () => {
  it('given a refused connection from elsewhere (SMTP, a feed, Redis), should not take it for a database outage; from the pool, should', async () => {
    const watch = new OutageWatch();
    watch.logTo({ warn: () => undefined });
    expect(watch.noted(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(watch.down).toBe(false);
    const pool = markingErrors(new pg.Pool({ host: '127.0.0.1', port: await freePort(), user: 'nobody', database: 'none' }));
    const refused: unknown = await pool.connect().then(
      () => null,
      (err: unknown) => err,
    );
    await pool.end();
    expect(watch.noted(refused)).toBe(true);
    expect(watch.down).toBe(true);
  });


  it('given many unreachable errors and then a new connection, should log one line for the outage and one for its end, with codes and counts only', () => {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const watch = new OutageWatch();
    watch.logTo({ warn: (fields, message) => lines.push({ fields, message }) });
    watch.reconnected();
    expect(lines).toEqual([]);
    for (let i = 0; i < 50; i++) expect(watch.noted(wrapped(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(watch.noted(wrapped(sqlError('23505')))).toBe(false);
    expect(watch.down).toBe(true);
    watch.reconnected();
    watch.reconnected();
    expect(watch.down).toBe(false);
    expect(lines.map((l) => l.message)).toEqual(['database unreachable: requests answer 503 until it is back', 'database reachable again']);
    expect(lines[0]!.fields).toEqual({ code: 'ECONNREFUSED' });
    expect(lines[1]!.fields).toMatchObject({ failures: 50 });
    expect(JSON.stringify(lines)).not.toContain('a value');
  });
});
