import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MAIL_BOX, type MailBoxCode } from '../../../domain/codes';
import { checkAttachments } from '../../../domain/mail/attachments';
import { plainPreview } from '../../../domain/mail/mailbox';
import { messages } from '../../../domain/messages';
import type { Db, Tx } from '../../db/client';
import { mailAttachments, mailboxEntries, mailFolders, mailMessages, mailRecipients } from '../../db/schema/index';
import { HttpError, notFound } from '../../errors';
import type { Outbox } from '../outbox-hook';

/** A new file of a send or draft, already read and checked by name and size. */
export interface NewAttachment {
  fileName: string;
  contentType: string;
  data: Buffer;
}

export interface ComposedMail {
  senderId: number;
  providerId: number;
  to: readonly number[];
  subject: string;
  /** Already sanitised. */
  body: string;
  draftId: number | null;
  keepAttachmentIds: readonly number[];
  files: readonly NewAttachment[];
}

export interface SendResult {
  /** The sender's Sent entry. */
  senderEntryId: number;
  /** Each recipient's Inbox entry. */
  recipientEntries: { userId: number; entryId: number }[];
}

/**
 * Writing mail. A send is one transaction: the message, its recipients,
 * the sender's Sent entry, every recipient's Inbox entry and the
 * attachments; any refusal rolls all of it back.
 */
export function mailWritesRepository(db: Db) {
  return {
    /** `outbox` enqueues the send's notices in its transaction. */
    async send(mail: ComposedMail, outbox?: Outbox<SendResult>): Promise<SendResult> {
      return db.transaction(async (tx) => {
        const messageId = await writeMessage(tx, mail, new Date());
        const [senderEntry] = await tx
          .insert(mailboxEntries)
          .values({ messageId, userId: mail.senderId, providerId: mail.providerId, box: MAIL_BOX.sent, readStatus: 1 })
          .returning({ id: mailboxEntries.id });
        const recipientEntries = await tx
          .insert(mailboxEntries)
          .values(mail.to.map((userId) => ({ messageId, userId, providerId: mail.providerId, box: MAIL_BOX.inbox, readStatus: 0 })))
          .returning({ userId: mailboxEntries.userId, entryId: mailboxEntries.id });
        const result = { senderEntryId: senderEntry!.id, recipientEntries };
        await outbox?.(tx, result);
        return result;
      });
    },

    /** Creates or updates the sender's draft; answers its entry id. */
    async saveDraft(mail: ComposedMail): Promise<number> {
      return db.transaction(async (tx) => {
        const messageId = await writeMessage(tx, mail, null);
        if (mail.draftId !== null) return mail.draftId;
        const [entry] = await tx
          .insert(mailboxEntries)
          .values({ messageId, userId: mail.senderId, providerId: mail.providerId, box: MAIL_BOX.draft, readStatus: 1 })
          .returning({ id: mailboxEntries.id });
        return entry!.id;
      });
    },

    /** Moves entries (already checked by the caller) to the inbox, Trash or a custom folder. */
    async move(userId: number, ids: readonly number[], target: MailBoxCode, folderId: number | null): Promise<void> {
      const mine = and(eq(mailboxEntries.userId, userId), inArray(mailboxEntries.id, [...ids]));
      if (target === MAIL_BOX.trash) {
        await db
          .update(mailboxEntries)
          .set({ box: MAIL_BOX.trash, trashedFrom: sql`${mailboxEntries.box}`, trashedFolderId: sql`${mailboxEntries.folderId}`, folderId: null })
          .where(and(mine, sql`${mailboxEntries.box} <> ${MAIL_BOX.trash}`));
        return;
      }
      await db
        .update(mailboxEntries)
        .set({ box: target, folderId: target === MAIL_BOX.custom ? folderId : null, trashedFrom: null, trashedFolderId: null })
        .where(mine);
    },

    /** Puts Trash entries back where they were (a custom folder that is gone becomes the inbox). */
    async restore(userId: number, ids: readonly number[]): Promise<void> {
      await db
        .update(mailboxEntries)
        .set({
          box: sql`case when ${mailboxEntries.trashedFrom} = ${MAIL_BOX.custom} and ${mailboxEntries.trashedFolderId} is null then ${MAIL_BOX.inbox} else ${mailboxEntries.trashedFrom} end`,
          folderId: sql`case when ${mailboxEntries.trashedFrom} = ${MAIL_BOX.custom} then ${mailboxEntries.trashedFolderId} else null end`,
          trashedFrom: null,
          trashedFolderId: null,
        })
        .where(and(eq(mailboxEntries.userId, userId), inArray(mailboxEntries.id, [...ids]), eq(mailboxEntries.box, MAIL_BOX.trash)));
    },

    async setRead(userId: number, providerId: number, ids: readonly number[], readStatus: 0 | 1): Promise<void> {
      await db
        .update(mailboxEntries)
        .set({ readStatus })
        .where(and(eq(mailboxEntries.userId, userId), eq(mailboxEntries.providerId, providerId), inArray(mailboxEntries.id, [...ids])));
    },

    async setFavourite(userId: number, providerId: number, id: number, isFavourite: boolean): Promise<boolean> {
      const rows = await db
        .update(mailboxEntries)
        .set({ isFavourite })
        .where(and(eq(mailboxEntries.userId, userId), eq(mailboxEntries.providerId, providerId), eq(mailboxEntries.id, id)))
        .returning({ id: mailboxEntries.id });
      return rows.length > 0;
    },

    /** Deletes Trash entries for good; a message nobody holds any more goes with its attachments. */
    async deleteForGood(userId: number, ids: readonly number[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(mailboxEntries)
          .where(and(eq(mailboxEntries.userId, userId), inArray(mailboxEntries.id, [...ids]), eq(mailboxEntries.box, MAIL_BOX.trash)))
          .returning({ id: mailboxEntries.id, messageId: mailboxEntries.messageId });
        const messageIds = [...new Set(gone.map((g) => g.messageId))];
        if (messageIds.length > 0) {
          await tx
            .delete(mailMessages)
            .where(
              and(
                inArray(mailMessages.id, messageIds),
                sql`not exists (select 1 from ${mailboxEntries} where ${mailboxEntries.messageId} = ${mailMessages.id})`,
              ),
            );
        }
        return gone.map((g) => g.id);
      });
    },

    /** Removes an attachment of the user's own draft; answers the draft's provider, or null when it is not such a file. */
    async deleteDraftAttachment(userId: number, fileId: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ messageId: mailAttachments.messageId, providerId: mailMessages.providerId })
          .from(mailAttachments)
          .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.messageId))
          .innerJoin(mailboxEntries, eq(mailboxEntries.messageId, mailMessages.id))
          .where(and(eq(mailAttachments.id, fileId), eq(mailboxEntries.userId, userId), eq(mailboxEntries.box, MAIL_BOX.draft), eq(mailMessages.senderId, userId)))
          .limit(1);
        if (!found) return null;
        await tx.delete(mailAttachments).where(eq(mailAttachments.id, fileId));
        await refreshAttachmentCount(tx, found.messageId);
        return found.providerId ?? 0;
      });
    },

    /** Whether the folder is the user's. */
    async ownsFolder(userId: number, folderId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: mailFolders.id })
        .from(mailFolders)
        .where(and(eq(mailFolders.id, folderId), eq(mailFolders.userId, userId)));
      return row !== undefined;
    },
  };
}
export type MailWritesRepository = ReturnType<typeof mailWritesRepository>;

async function refreshAttachmentCount(tx: Tx, messageId: number): Promise<void> {
  await tx
    .update(mailMessages)
    .set({ attachmentCount: sql`(select count(*)::int from ${mailAttachments} where ${mailAttachments.messageId} = ${messageId})` })
    .where(eq(mailMessages.id, messageId));
}

/**
 * Writes the message of a send (sentAt set) or a draft (sentAt null): a
 * draft being sent or saved again is updated in place; its attachments not
 * kept are removed; attachments kept from another mail the sender holds
 * (a forward) are copied; new files are added; the limits are checked on
 * the result before anything commits.
 */
async function writeMessage(tx: Tx, mail: ComposedMail, sentAt: Date | null): Promise<number> {
  const fields = {
    providerId: mail.providerId,
    subject: mail.subject,
    body: mail.body,
    preview: plainPreview(mail.body),
    sentAt,
    updatedAt: new Date(),
  };
  let messageId: number;
  if (mail.draftId !== null) {
    const [draft] = await tx
      .select({ messageId: mailboxEntries.messageId })
      .from(mailboxEntries)
      .innerJoin(mailMessages, eq(mailMessages.id, mailboxEntries.messageId))
      .where(
        and(
          eq(mailboxEntries.id, mail.draftId),
          eq(mailboxEntries.userId, mail.senderId),
          eq(mailboxEntries.box, MAIL_BOX.draft),
          eq(mailMessages.providerId, mail.providerId),
        ),
      )
      .for('update');
    if (!draft) throw notFound(messages.mailGone);
    messageId = draft.messageId;
    await tx.update(mailMessages).set(fields).where(eq(mailMessages.id, messageId));
    await tx.delete(mailRecipients).where(eq(mailRecipients.messageId, messageId));
    // The draft entry goes; a send gets a fresh Sent entry, so Sent stays in sending order.
    if (sentAt !== null) await tx.delete(mailboxEntries).where(eq(mailboxEntries.id, mail.draftId));
  } else {
    const [created] = await tx
      .insert(mailMessages)
      .values({ senderId: mail.senderId, ...fields })
      .returning({ id: mailMessages.id });
    messageId = created!.id;
  }
  if (mail.to.length > 0) await tx.insert(mailRecipients).values(mail.to.map((userId) => ({ messageId, userId })));
  await settleAttachments(tx, mail, messageId);
  return messageId;
}

async function settleAttachments(tx: Tx, mail: ComposedMail, messageId: number): Promise<void> {
  const keep = [...new Set(mail.keepAttachmentIds)];
  // Drop the message's own files that are not kept.
  await tx
    .delete(mailAttachments)
    .where(and(eq(mailAttachments.messageId, messageId), keep.length > 0 ? notInArray(mailAttachments.id, keep) : undefined));
  if (keep.length > 0) {
    // A kept file must be one of a mail the sender holds (their draft, or a mail they forward)
    // in this provider's mail: a file of another provider's mail (one a delegate may no longer
    // open, say) cannot be carried over into this one.
    const readable = await tx
      .select({ id: mailAttachments.id, messageId: mailAttachments.messageId })
      .from(mailAttachments)
      .innerJoin(
        mailboxEntries,
        and(
          eq(mailboxEntries.messageId, mailAttachments.messageId),
          eq(mailboxEntries.userId, mail.senderId),
          eq(mailboxEntries.providerId, mail.providerId),
        ),
      )
      .where(inArray(mailAttachments.id, keep));
    const readableIds = new Set(readable.map((r) => r.id));
    const ownIds = new Set((await tx.select({ id: mailAttachments.id }).from(mailAttachments).where(eq(mailAttachments.messageId, messageId))).map((r) => r.id));
    if (keep.some((id) => !readableIds.has(id) && !ownIds.has(id))) throw notFound(messages.attachmentGone);
    const copies = readable.filter((r) => r.messageId !== messageId).map((r) => r.id);
    if (copies.length > 0) {
      await tx.execute(sql`
        insert into ${mailAttachments} (message_id, file_name, content_type, size, data)
        select ${messageId}, file_name, content_type, size, data from ${mailAttachments}
        where id in (${sql.join(copies.map((id) => sql`${id}`), sql`, `)}) order by id`);
    }
  }
  if (mail.files.length > 0) {
    await tx.insert(mailAttachments).values(
      mail.files.map((f) => ({ messageId, fileName: f.fileName, contentType: f.contentType, size: f.data.length, data: f.data })),
    );
  }
  const all = await tx.select({ name: mailAttachments.fileName, size: mailAttachments.size }).from(mailAttachments).where(eq(mailAttachments.messageId, messageId));
  const problem = checkAttachments(all);
  if (problem) throw new HttpError(problem === 'attachmentTooLarge' || problem === 'attachmentsTooLargeTogether' ? 413 : 400, messages[problem]);
  await tx.update(mailMessages).set({ attachmentCount: all.length }).where(eq(mailMessages.id, messageId));
}

