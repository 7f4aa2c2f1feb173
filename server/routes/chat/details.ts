import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatDetailsResponse } from '../../../domain/contract/chat';
import { errorBody } from '../../../domain/contract/common';
import { isNonPortalUser } from '../../../domain/roles';
import { canActFor } from '../../auth/authorization';
import { requireUser } from '../../plugins/authenticate';
import { ownPractice } from '../../audit/audit-declaration';
import { seesGroupChat } from '../../repositories/chat-repository';
import { chatUserOf } from './chat-access';

/**
 * GET /api/chat/message/details (spec 7): the chat dashboard — everyone the
 * user may talk to with online state, unread count and last message, the
 * groups (none for role 24, spec 6), and the unread totals for the badges.
 * A partner with a client or person record the user may act for carries it
 * and the user's favourite of it (spec 4 "updates favourite lists of
 * contacts and chat"); portal users keep no favourites.
 */
const detailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chat/message/details',
    {
      config: { audit: { recordType: 'chat', action: 'read', providerId: ownPractice } },
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
      const keepsFavourites = isNonPortalUser({ userRole: user.role, userType: user.userType });
      const [online, s, contacts] = await Promise.all([
        app.realtime.onlineUserIds(partnerIds),
        app.chatRepository.summaries(
          user.id,
          partnerIds,
          groups.map((g) => g.id),
        ),
        keepsFavourites ? app.chatRepository.partnerContacts(user.id, partnerIds) : new Map<number, never>(),
      ]);
      const onlineSet = new Set(online);
      // Each contact's provider checked once (a check may read the permitted list, once per request).
      const mayActFor = new Map<number, boolean>();
      for (const c of contacts.values()) {
        if (!mayActFor.has(c.providerId)) mayActFor.set(c.providerId, await canActFor(user, c.providerId));
      }
      const details = partners.map((p) => {
        const found = contacts.get(p.id);
        const contact = found && mayActFor.get(found.providerId) ? found : undefined;
        return {
          id: p.id,
          fullName: p.fullName,
          userRole: p.userRole,
          online: onlineSet.has(p.id) ? (true as const) : null,
          unread: s.unreadByPartner.get(p.id) ?? 0,
          last: s.lastByPartner.get(p.id) ?? null,
          favourite_id: contact?.favouriteId ?? 0,
          contact: contact ? { type: contact.type, id: contact.id } : null,
        };
      });
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
