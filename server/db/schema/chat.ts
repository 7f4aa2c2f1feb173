import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/** A group conversation (spec 3 "Chat message": group_name, isGroup). */
export const chatGroups = pgTable(
  'chat_groups',
  {
    id: idColumn(),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_groups_created_by_idx').on(t.createdBy)],
);

export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    id: idColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_group_members_uq').on(t.groupId, t.userId), index('chat_group_members_user_idx').on(t.userId)],
);

/** A chat message: to one user (receiver_id) or to a group (group_id), never both. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => chatGroups.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    type: integer('type').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.id),
    index('chat_messages_receiver_idx').on(t.receiverId, t.id),
    index('chat_messages_group_idx').on(t.groupId, t.id),
    check('chat_messages_target_ck', sql.raw('num_nonnulls(receiver_id, group_id) = 1')),
  ],
);

/** Per-user read state: a row means the user has read the message (1:1 and group alike). */
export const chatMessageReads = pgTable(
  'chat_message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('chat_message_reads_user_idx').on(t.userId)],
);
