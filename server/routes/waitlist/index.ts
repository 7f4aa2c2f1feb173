import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import waitlistOfferLinkRoutes from './offer-link';
import waitlistPortalRoutes from './portal';
import waitlistStaffRoutes from './staff';

/** The waitlist's routes (issue 29; contract domain/contract/waitlist.ts). */
const waitlistRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(waitlistStaffRoutes);
  await app.register(waitlistPortalRoutes);
  await app.register(waitlistOfferLinkRoutes, { config });
};
export default waitlistRoutes;
