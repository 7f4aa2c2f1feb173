import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import connectInfoRoute from './connect-info';
import iceServersRoute from './ice-servers';
import secureVideoBaseUrlRoute from './secure-video-base-url';
import secureVideoLoginRoute from './secure-video-login';

/** The video calls (issue 15): Secure Video (spec 7) and Meadow Connect's join screen. */
const videoRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(secureVideoBaseUrlRoute, { config });
  await app.register(secureVideoLoginRoute, { config });
  await app.register(connectInfoRoute, { config });
  await app.register(iceServersRoute, { config });
};
export default videoRoutes;
