import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: being built. */
const addRoute: FastifyPluginAsyncZod = async () => {};
export default addRoute;
