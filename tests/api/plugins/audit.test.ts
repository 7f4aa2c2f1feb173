import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/repositories/appointments/sql-arrays';
import { freshDatabase, login, testConfig, type FreshDatabase } from '../helper';

/**
 * The recorder's life cycle: an app built with `audit: false` (the
 * bench's) records nothing, and closing an app writes what its buffer still
 * holds, before the database closes (the plugins' onClose order).
 */
let fresh: FreshDatabase;
let database: Database;

beforeAll(async () => {
  fresh = await freshDatabase();
  database = await fresh.open();
}, 180_000);
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

const count = async () => Number(rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from audit_events`))[0]!.n);

async function readClients(audit: boolean): Promise<void> {
  const app = await buildApp({ config: testConfig(), database, closeDatabase: false, logger: false, audit });
  try {
    const rivera = await login(app, 'dr.rivera');
    const res = await app.inject({ method: 'GET', url: `/api/clients/client_details/${rivera.userId}`, headers: rivera.headers });
    expect(res.statusCode).toBe(200);
  } finally {
    // No flush here: close() must write the buffer itself.
    await app.close();
  }
}

describe('the audit plugin', () => {
  it('given an app built with audit false, should record nothing', async () => {
    const before = await count();
    await readClients(false);
    expect(await count()).toBe(before);
  });

  it('given events in the buffer when the app closes, should write them on close', async () => {
    const before = await count();
    await readClients(true);
    expect(await count()).toBe(before + 1);
  });

  it('given an app that closes its database, should write the buffer before the database closes', async () => {
    const own = await freshDatabase();
    const db = await own.open();
    const order: string[] = [];
    const closeDb = db.close;
    db.close = async () => {
      order.push('database closed');
      await closeDb();
    };
    const app = await buildApp({ config: testConfig(), database: db, logger: false });
    const insert = app.auditRepository.insert;
    app.auditRepository.insert = async (rows) => {
      order.push(`inserted ${rows.length}`);
      await insert(rows);
    };
    try {
      const rivera = await login(app, 'dr.rivera');
      await app.inject({ method: 'GET', url: `/api/clients/client_details/${rivera.userId}`, headers: rivera.headers });
    } finally {
      await app.close();
      await own.drop();
    }
    expect(order).toEqual(['inserted 1', 'database closed']);
  }, 180_000);
});
