import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: being built. */
const deleteRoute: FastifyPluginAsyncZod = async () => {};
export default deleteRoute;
