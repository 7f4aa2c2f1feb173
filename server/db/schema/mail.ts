import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAIL_BOX_CODES } from '../../../domain/codes';
import { createdAt, idColumn, sqlList } from './columns';
import { users } from './users';

/** A user's custom mail folder (box code 5). */
export const mailFolders = pgTable(
  'mail_folders',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_folders_user_name_uq').on(t.userId, t.name)],
);

/** The message itself, written once; each sender/recipient sees it through a mailbox entry. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: idColumn(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The practice the mail belongs to (role 24 e-mail permission is per provider). */
    providerId: integer('provider_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Null while a draft. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_messages_sender_idx').on(t.senderId), index('mail_messages_provider_idx').on(t.providerId)],
);

export const mailRecipients = pgTable(
  'mail_recipients',
  {
    id: idColumn(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_recipients_uq').on(t.messageId, t.userId), index('mail_recipients_user_idx').on(t.userId)],
);

/**
 * One user's view of a message (spec 3 "E-mail" list entry: mailBoxId, folderId,
 * readStatus, isFavourite). box: draft 0, inbox 1, sent 2, trash 3, unread 4, custom 5.
 */
export const mailboxEntries = pgTable(
  'mailbox_entries',
  {
    id: idColumn(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    box: integer('box').notNull(),
    folderId: integer('folder_id').references(() => mailFolders.id, { onDelete: 'set null' }),
    readStatus: integer('read_status').notNull().default(0),
    isFavourite: boolean('is_favourite').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('mailbox_entries_user_box_idx').on(t.userId, t.box, t.id),
    index('mailbox_entries_user_unread_idx').on(t.userId, t.readStatus),
    index('mailbox_entries_message_idx').on(t.messageId),
    index('mailbox_entries_folder_idx').on(t.folderId),
    check('mailbox_entries_box_ck', sql.raw(`box in (${sqlList(MAIL_BOX_CODES)})`)),
    check('mailbox_entries_folder_ck', sql.raw('(box = 5) = (folder_id is not null)')),
  ],
);
