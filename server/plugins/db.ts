import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { claimingIdempotencyKeys } from '../db/idempotent-writes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  database: Database;
  /** Close the database when the app closes (default true). */
  closeOnExit?: boolean;
}

/**
 * Puts the opened, migrated database on the instance; closes it last. `db`
 * (what repositories get) writes a request's Idempotency-Key in its first
 * transaction (db/idempotent-writes.ts); `database.db` is the bare one.
 */
export default fp<DbPluginOptions>(
  async (app, { database, closeOnExit = true }) => {
    app.decorate('db', claimingIdempotencyKeys(database.db));
    app.decorate('database', database);
    database.outage.logTo(app.log);
    if (closeOnExit) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
