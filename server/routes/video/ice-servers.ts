import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { iceServersResponse } from '../../../domain/contract/video';
import type { Config } from '../../config';
import { iceServersFor } from '../../video/ice-servers';

/** GET /api/video/ice_servers (signed in): STUN/TURN servers with fresh TURN credentials, e.g. for a camera check. */
const iceServersRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/video/ice_servers',
    {
      schema: {
        tags: ['video'],
        summary: 'STUN/TURN servers for Meadow Connect',
        response: { 200: iceServersResponse, 401: errorBody },
      },
    },
    async () => ({ code: 200, iceServers: iceServersFor(config) }),
  );
};
export default iceServersRoute;
