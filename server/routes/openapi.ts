import type { FastifyPluginAsync } from 'fastify';

/** GET /api/openapi.json: the document @fastify/swagger builds from the routes' zod schemas. */
const openapiRoute: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
};
export default openapiRoute;
