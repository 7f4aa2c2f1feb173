import type { FastifyInstance } from 'fastify';
import { messages } from '../../../domain/messages';
import { canUseGroupChat } from '../../../domain/roles';
import type { AuthUser } from '../../auth/auth-user';
import { forbidden } from '../../errors';
import type { ChatUser } from '../../repositories/chat-repository';

export const chatUserOf = (user: AuthUser): ChatUser => ({ id: user.id, role: user.role, practiceId: user.practiceId });

export type Conversation = { userId: number } | { groupId: number };

/**
 * Only the participants read or write a conversation: a group's members, or
 * a partner the user may chat with (chat-repository.ts partners). Group chat
 * is hidden for role 24 (spec 6), so a delegate is refused every group call,
 * even for a group that lists them.
 */
export async function assertInConversation(app: FastifyInstance, user: AuthUser, conversation: Conversation): Promise<void> {
  if ('groupId' in conversation && !canUseGroupChat(user.role)) throw forbidden(messages.groupChatNotAllowed);
  const allowed =
    'groupId' in conversation
      ? await app.chatRepository.isGroupMember(user.id, conversation.groupId)
      : await app.chatRepository.mayChatWithAll(chatUserOf(user), [conversation.userId]);
  if (!allowed) throw forbidden(messages.chatNotAllowed);
}
