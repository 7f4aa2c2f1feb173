import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatPageParams, chatPageQuery, chatPageResponse } from '../../../domain/contract/chat';
import { errorBody } from '../../../domain/contract/common';
import { requireUser } from '../../plugins/authenticate';
import { ownPractice, recordIdOf, valueFrom } from '../../audit/audit-declaration';
import { assertInConversation, chatUserOf, type Conversation } from './chat-access';

/**
 * GET /api/chat/message/get/{userId}/{page}/{offset}[?isGroup=true] (spec 7):
 * one page of 30 of a conversation, oldest first; page 1 is the newest.
 */
const getPageRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chat/message/get/:userId/:page/:offset',
    {
      config: {
        audit: {
          recordType: 'chat',
          action: 'read',
          providerId: ownPractice,
          recordId: (request) => recordIdOf(valueFrom('params', 'userId')(request), valueFrom('query', 'isGroup')(request) === 'true' ? 'group' : 'user'),
        },
      },
      schema: {
        tags: ['chat'],
        summary: 'A page of a conversation',
        params: chatPageParams,
        querystring: chatPageQuery,
        response: { 200: chatPageResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
      // Messages built key by key by toChatMessage and typed as the schema: plain stringify (see appointment/get-daily.ts).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request) => {
      const user = requireUser(request);
      const { userId, page, offset } = request.params;
      const conversation: Conversation = request.query.isGroup === 'true' ? { groupId: userId } : { userId };
      if ('userId' in conversation) {
        // One statement answers a partner's page; only when it finds nothing is the partner asked on its own.
        const messages = await app.chatRepository.partnerPage(chatUserOf(user), conversation.userId, page, offset);
        if (messages) return { messages };
        await assertInConversation(app, user, conversation);
        return { messages: [] };
      }
      // A group's page is read while the membership is checked (one round trip of waiting); a refusal answers before it is used.
      const [, messages] = await Promise.all([
        assertInConversation(app, user, conversation),
        app.chatRepository.page(user.id, conversation, page, offset),
      ]);
      return { messages };
    },
  );
};
export default getPageRoute;
