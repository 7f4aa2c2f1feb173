import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatSendBody, chatSendResponse, type ChatMessage } from '../../../domain/contract/chat';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import { badRequest, forbidden } from '../../errors';
import { enqueuePush } from '../../jobs/send-jobs';
import { requireUser } from '../../plugins/authenticate';
import { idsFrom, ownPractice, valueFrom } from '../../audit/audit-declaration';
import { assertInConversation, chatUserOf } from './chat-access';

/** How a new message looks to someone who has not read it yet. */
const unreadCopy = (m: ChatMessage): ChatMessage => ({ ...m, unread: 1, read_time: null });

/**
 * POST /api/chat/message/send/text {message, receiverIds, isGroup} (spec 7):
 * stores the message, then tells its receivers (messageReceived, unread)
 * and the sender's other tabs. Answers receiverInfoId, the stored id that
 * replaces the optimistic one (spec 4).
 */
const sendTextRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chat/message/send/text',
    {
      config: {
        audit: {
          recordType: 'chat',
          action: 'create',
          providerId: ownPractice,
          recordId: (request) => idsFrom('body', 'receiverIds', valueFrom('body', 'isGroup')(request) === true ? 'group' : 'user')(request),
        },
      },
      schema: {
        tags: ['chat'],
        summary: 'Send a chat message',
        body: chatSendBody,
        response: { 200: chatSendResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { message, receiverIds, isGroup } = request.body;
      const receivers = [...new Set(receiverIds)];
      if (isGroup) {
        if (receivers.length !== 1) throw badRequest(messages.invalidRequest);
        await assertInConversation(app, user, { groupId: receivers[0]! });
      } else if (receivers.includes(user.id) || !(await app.chatRepository.mayChatWithAll(chatUserOf(user), receivers))) {
        throw forbidden(messages.chatNotAllowed);
      }
      const groupId = isGroup ? receivers[0]! : null;
      const members =
        groupId === null ? [] : ((await app.chatRepository.groupsOf(user.id)).find((g) => g.id === groupId)?.memberIds ?? []).filter((id) => id !== user.id);
      const pushTo = groupId === null ? receivers : members;
      // Phones with Meadow closed: one push per receiver, naming only the kind (never the text or the sender), enqueued with the message.
      const sent = await app.chatRepository.send(user.id, groupId === null ? { userIds: receivers } : { groupId }, message, (tx) =>
        enqueuePush(tx, { kind: 'chat', userIds: pushTo }),
      );
      request.wakeJobs = true;
      for (const m of sent) {
        const others = groupId === null ? [m.receiver_id] : members;
        app.realtime.toUsers(others, 'messageReceived', unreadCopy(m));
        app.realtime.toUser(user.id, 'messageReceived', m);
      }
      // Answered only once the other processes have it (Realtime.delivered).
      await app.realtime.delivered();
      return { receiverInfoId: sent[0]!.id, messages: sent };
    },
  );
};
export default sendTextRoute;
