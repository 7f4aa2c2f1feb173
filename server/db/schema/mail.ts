import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAIL_BOX_CODES } from '../../../domain/codes';
import { createdAt, foldedSql, idColumn, sqlList, updatedAt } from './columns';
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
  (t) => [uniqueIndex('mail_folders_user_name_uq').on(t.userId, sql`lower(${t.name})`)],
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
    /** The start of the body as plain text (domain/mail/mailbox.ts plainPreview), kept for list rows. */
    preview: text('preview').notNull().default(''),
    attachmentCount: integer('attachment_count').notNull().default(0),
    /** The subject folded for search (lower case, accents removed), kept by the database. */
    searchSubject: text('search_subject')
      .notNull()
      .generatedAlwaysAs(foldedSql(sql`subject`)),
    createdAt: createdAt(),
    /** A draft's last save. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mail_messages_sender_idx').on(t.senderId),
    index('mail_messages_provider_idx').on(t.providerId),
    index('mail_messages_subject_trgm_idx').using('gin', sql`${t.searchSubject} gin_trgm_ops`),
    // The search's date range, when the term is too short for the trigram index (mail-reads-repository.ts mailTimeSql).
    index('mail_messages_provider_time_idx').on(t.providerId, sql`coalesce(${t.sentAt}, ${t.updatedAt})`),
  ],
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
    // A folder is deleted only after its mails went back to the inbox (mail-folders-repository.ts).
    folderId: integer('folder_id').references(() => mailFolders.id, { onDelete: 'restrict' }),
    readStatus: integer('read_status').notNull().default(0),
    isFavourite: boolean('is_favourite').notNull().default(false),
    /** The message's provider, copied here so a list page is one index range. */
    providerId: integer('provider_id').references(() => users.id, { onDelete: 'set null' }),
    /** While in Trash: the box it came from; restore puts it back. */
    trashedFrom: integer('trashed_from'),
    /** While in Trash from a custom folder: that folder (set null if the folder goes: it then restores to the inbox). */
    trashedFolderId: integer('trashed_folder_id').references(() => mailFolders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // read_status last: the folder list counts read and unread from the index alone.
    index('mailbox_entries_list_idx').on(t.userId, t.providerId, t.box, t.id, t.readStatus),
    index('mailbox_entries_unread_idx')
      .on(t.userId, t.providerId, t.id)
      .where(sql.raw('read_status = 0 and box in (1, 5)')),
    index('mailbox_entries_message_idx').on(t.messageId),
    index('mailbox_entries_folder_idx').on(t.folderId),
    uniqueIndex('mailbox_entries_user_message_uq').on(t.userId, t.messageId),
    check('mailbox_entries_box_ck', sql.raw(`box in (${sqlList(MAIL_BOX_CODES)}) and box <> 4`)),
    check('mailbox_entries_folder_ck', sql.raw('(box = 5) = (folder_id is not null)')),
    check('mailbox_entries_trash_ck', sql.raw('(box = 3) = (trashed_from is not null)')),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A file attached to a mail. Kept in the database: every server process
 * sees it, and it is written in the mail's own transaction, so a failed
 * send leaves no orphan file.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: idColumn(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** From the allow-list in domain/mail/attachments.ts, never the browser's claim. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_attachments_message_idx').on(t.messageId)],
);

/** A user's signatures, offered in compose. */
export const mailSignatures = pgTable(
  'mail_signatures',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mail_signatures_user_idx').on(t.userId)],
);
