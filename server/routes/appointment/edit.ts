import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: being built. */
const editRoute: FastifyPluginAsyncZod = async () => {};
export default editRoute;
