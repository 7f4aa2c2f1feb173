import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { secureVideoBaseUrlResponse } from '../../../domain/contract/video';
import type { Config } from '../../config';

/**
 * GET /api/secure_video/base_url (spec 7): the Secure Video service's base
 * address (SECURE_VIDEO_BASE_URL, a Jitsi Meet deployment by default); ''
 * when an operator turned Secure Video off. Signed in.
 */
const secureVideoBaseUrlRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/secure_video/base_url',
    {
      schema: {
        tags: ['video'],
        summary: 'The Secure Video service base address',
        response: { 200: secureVideoBaseUrlResponse, 401: errorBody },
      },
    },
    async () => ({ code: 200, base_url: config.secureVideoBaseUrl ?? '' }),
  );
};
export default secureVideoBaseUrlRoute;
