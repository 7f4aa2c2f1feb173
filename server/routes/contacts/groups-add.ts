import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: being built. */
const groupsAddRoute: FastifyPluginAsyncZod = async () => {};
export default groupsAddRoute;
