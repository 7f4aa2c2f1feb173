import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRemainingParams, chatRemainingResponse } from '../../../domain/contract/chat';
import { errorBody } from '../../../domain/contract/common';
import { forbidden } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { ownPractice } from '../../audit/audit-declaration';

/**
 * GET /api/chat/message/remaining/{userId}/{lastMessageId} (spec 4, 7): what
 * the signed-in user missed after lastMessageId, asked on every (re)connect.
 * The answer also carries again the last messages of the half-minute before
 * lastMessageId, so one lost in flight while a newer one arrived still comes
 * (chat-repository.ts remaining); the client merges by id.
 */
const remainingRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chat/message/remaining/:userId/:lastMessageId',
    {
      config: { audit: { recordType: 'chat', action: 'read', providerId: ownPractice } },
      schema: {
        tags: ['chat'],
        summary: 'Messages after the last one seen',
        params: chatRemainingParams,
        response: { 200: chatRemainingResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.userId !== user.id) throw forbidden();
      return { messages: await app.chatRepository.remaining(user.id, request.params.lastMessageId) };
    },
  );
};
export default remainingRoute;
