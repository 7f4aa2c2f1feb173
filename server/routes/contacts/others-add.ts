import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: being built. */
const othersAddRoute: FastifyPluginAsyncZod = async () => {};
export default othersAddRoute;
