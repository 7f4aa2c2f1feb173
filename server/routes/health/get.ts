import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { healthResponse, type HealthResponse } from '../../../domain/contract/health';

const ok: HealthResponse = { status: 'ok' };

/**
 * GET /api/health (issue 30 item 7): for a load balancer or a monitor.
 * Public and says nothing but whether this process reaches its database:
 * 200 when a `select 1` answers, else the error handler's 503 with the
 * spec's server-error text (the pool's bounds keep it within seconds).
 */
const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Whether this process serves and reaches its database',
        security: [],
        response: { 200: healthResponse, 503: errorBody },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return ok;
    },
  );
};
export default healthRoute;
