import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatReadBody, chatReadResponse } from '../../../domain/contract/chat';
import { errorBody } from '../../../domain/contract/common';
import { requireUser } from '../../plugins/authenticate';
import { ownPractice, recordIdOf, valueFrom } from '../../audit/audit-declaration';
import { assertInConversation, type Conversation } from './chat-access';

/**
 * PUT /api/chat/message/read {id, isGroup} (spec 4, 7): reading a
 * conversation marks its received messages read. When something became
 * read, messagesRead tells the reader's other tabs and, one-to-one, the
 * other user, whose messages now show 'Read'.
 */
const readRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/chat/message/read',
    {
      config: {
        audit: {
          recordType: 'chat',
          action: 'update',
          providerId: ownPractice,
          recordId: (request) => recordIdOf(valueFrom('body', 'id')(request), valueFrom('body', 'isGroup')(request) === true ? 'group' : 'user'),
        },
      },
      schema: {
        tags: ['chat'],
        summary: 'Mark a conversation read',
        body: chatReadBody,
        response: { 200: chatReadResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const conversation: Conversation = request.body.isGroup ? { groupId: request.body.id } : { userId: request.body.id };
      await assertInConversation(app, user, conversation);
      const { id, isGroup } = request.body;
      const { read, readAt } = await app.chatRepository.markRead(user.id, conversation);
      if (read > 0) {
        const payload = { readerId: user.id, id, isGroup, read_time: readAt.toISOString() };
        app.realtime.toUsers(isGroup ? [user.id] : [user.id, id], 'messagesRead', payload);
      }
      return { read };
    },
  );
};
export default readRoute;
