import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: being built. */
const formDetailsRoute: FastifyPluginAsyncZod = async () => {};
export default formDetailsRoute;
