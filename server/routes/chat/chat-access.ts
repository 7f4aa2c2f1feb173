import type { FastifyInstance } from 'fastify';
import { messages } from '../../../domain/messages';
import type { AuthUser } from '../../auth/auth-user';
import { forbidden } from '../../errors';
import type { ChatUser } from '../../repositories/chat-repository';

export const chatUserOf = (user: AuthUser): ChatUser => ({ id: user.id, role: user.role, practiceId: user.practiceId });

export type Conversation = { userId: number } | { groupId: number };

/**
 * Only the participants read or write a conversation: a group's members, or
 * a partner the user may chat with (chat-repository.ts partners).
 */
export async function assertInConversation(app: FastifyInstance, user: AuthUser, conversation: Conversation): Promise<void> {
  const allowed =
    'groupId' in conversation
      ? await app.chatRepository.isGroupMember(user.id, conversation.groupId)
      : await app.chatRepository.mayChatWithAll(chatUserOf(user), [conversation.userId]);
  if (!allowed) throw forbidden(messages.chatNotAllowed);
}
