import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: being built. */
const eventsAddRoute: FastifyPluginAsyncZod = async () => {};
export default eventsAddRoute;
