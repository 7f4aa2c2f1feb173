import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentIdParams } from '../../../domain/contract/appointment';
import { errorBody } from '../../../domain/contract/common';
import { secureVideoLoginResponse } from '../../../domain/contract/video';
import { messages } from '../../../domain/messages';
import { isPortalRole } from '../../../domain/roles';
import { idFrom, noteAudit } from '../../audit/audit-declaration';
import { canActFor } from '../../auth/authorization';
import type { Config } from '../../config';
import { badRequest, forbidden } from '../../errors';
import { requireUser } from '../../plugins/authenticate';

/**
 * GET /api/appointment/secure_video_login/{id} (spec 7): where the provider
 * or the client opens the appointment's Secure Video room, in a new tab:
 * `${SECURE_VIDEO_BASE_URL}/${secure_video_session_id}` (the room name is
 * random, migration 0008, so it cannot be guessed from the appointment).
 * Staff who may act for the provider, and the appointment's portal
 * participants. 403 videoSessionNotAllowed to anyone else (also for an id
 * that does not exist: the answer does not tell which); 400 videoLoginFailed
 * for an appointment that is not Secure Video (or with the service turned
 * off), videoSessionCancelled, videoSessionPastTime once it has ended.
 */
const secureVideoLoginRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/appointment/secure_video_login/:id',
    {
      config: { audit: { recordType: 'appointment', action: 'read', recordId: idFrom('params', 'id') } },
      schema: {
        tags: ['video'],
        summary: 'The Secure Video room of an appointment',
        params: appointmentIdParams,
        response: { 200: secureVideoLoginResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await app.videoRepository.secureVideoRow(request.params.id, { userId: user.id, role: user.role });
      if (row) noteAudit(request, { providerId: row.providerId });
      // Portal rows are already only the reader's own; staff must be allowed the row's provider.
      if (!row || (!isPortalRole(user.role) && !(await canActFor(user, row.providerId)))) throw forbidden(messages.videoSessionNotAllowed);
      if (!row.isVideo || row.isConnect || !row.secureVideoSessionId || !config.secureVideoBaseUrl) throw badRequest(messages.videoLoginFailed);
      if (row.isCancelled) throw badRequest(messages.videoSessionCancelled);
      if (row.endsAt.getTime() <= Date.now()) throw badRequest(messages.videoSessionPastTime);
      return { code: 200, login_uri: `${config.secureVideoBaseUrl}/${row.secureVideoSessionId}` };
    },
  );
};
export default secureVideoLoginRoute;
