import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: being built. */
const getByIdRoute: FastifyPluginAsyncZod = async () => {};
export default getByIdRoute;
