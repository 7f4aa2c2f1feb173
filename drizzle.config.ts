import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations that the server applies at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
