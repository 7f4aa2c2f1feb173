import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatDetailsResponse } from '../../../domain/contract/chat';
import { errorBody } from '../../../domain/contract/common';
import { requireUser } from '../../plugins/authenticate';
import { seesGroupChat } from '../../repositories/chat-repository';
import { chatUserOf } from './chat-access';

/**
 * GET /api/chat/message/details (spec 7): the chat dashboard — everyone the
 * user may talk to with online state, unread count and last message, the
 * groups (none for role 24, spec 6), and the unread totals for the badges.
 */
const detailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chat/message/details',
    {
      schema: {
        tags: ['chat'],
        summary: 'Conversations and unread counts',
        response: { 200: chatDetailsResponse, 401: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const partners = await app.chatRepository.partners(chatUserOf(user));
      const groups = seesGroupChat(user.role) ? await app.chatRepository.groupsOf(user.id) : [];
      const partnerIds = partners.map((p) => p.id);
      const [online, s] = await Promise.all([
        app.realtime.onlineUserIds(partnerIds),
        app.chatRepository.summaries(
          user.id,
          partnerIds,
          groups.map((g) => g.id),
        ),
      ]);
      const onlineSet = new Set(online);
      const details = partners.map((p) => ({
        id: p.id,
        fullName: p.fullName,
        userRole: p.userRole,
        online: onlineSet.has(p.id) ? (true as const) : null,
        unread: s.unreadByPartner.get(p.id) ?? 0,
        last: s.lastByPartner.get(p.id) ?? null,
      }));
      const groupDetails = groups.map((g) => ({
        id: g.id,
        group_name: g.name,
        unread: s.unreadByGroup.get(g.id) ?? 0,
        last: s.lastByGroup.get(g.id) ?? null,
        memberIds: g.memberIds,
      }));
      return {
        unread: details.reduce((n, d) => n + d.unread, 0),
        details,
        groupDetails,
        unreadGroup: groupDetails.reduce((n, g) => n + g.unread, 0),
      };
    },
  );
};
export default detailsRoute;
