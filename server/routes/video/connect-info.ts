import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../domain/contract/common';
import { CONNECT_MAX_PARTICIPANTS, connectCode, connectInfoResponse } from '../../../domain/contract/video';
import { messages } from '../../../domain/messages';
import { connectRefusal, connectTitle, opensAt } from '../../../domain/video/connect-rules';
import type { Config } from '../../config';
import { badRequest, HttpError, notFound } from '../../errors';
import { iceServersFor } from '../../video/ice-servers';

/** Join-screen look-ups per client address per minute: a page load asks once; guessing 256-bit codes is hopeless anyway. */
const CONNECT_INFO_PER_MINUTE = 30;

/**
 * GET /api/video/connect/{code} (public): what the join screen needs. The
 * code is the capability (the host's or the guest's, 64 hex, random); the
 * answer holds nothing clinical: times, the provider's name, the ICE
 * servers. 404 videoSessionNotFound for an unknown (or malformed) code and a
 * deleted appointment; 410 videoSessionCancelled; 400 videoSessionPastTime
 * once it has ended. Before opensAt a guest still gets the answer (the
 * screen says when it opens); the socket refuses the knock.
 */
const connectInfoRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/video/connect/:code',
    {
      config: { public: true, rateLimit: { max: CONNECT_INFO_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['video'],
        summary: 'A Meadow Connect session, by its link code',
        security: [],
        params: z.object({ code: z.string().max(200) }),
        response: { 200: connectInfoResponse, 400: errorBody, 404: errorBody, 410: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const code = connectCode.safeParse(request.params.code);
      const session = code.success ? await app.videoRepository.byCode(code.data) : null;
      if (!session) throw notFound(messages.videoSessionNotFound);
      const now = new Date();
      const refusal = connectRefusal(session, session.role, now);
      if (refusal === messages.videoSessionCancelled) throw new HttpError(410, refusal);
      if (refusal === messages.videoSessionPastTime) throw badRequest(refusal);
      return {
        role: session.role,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        opensAt: opensAt(session.startsAt).toISOString(),
        timezone: session.timezone,
        title: connectTitle(session.provider),
        maxParticipants: CONNECT_MAX_PARTICIPANTS,
        iceServers: iceServersFor(config, now.getTime()),
      };
    },
  );
};
export default connectInfoRoute;
