import { and, asc, count, eq } from 'drizzle-orm';
import { MAIL_BOX } from '../../../domain/codes';
import { MAIL_FOLDERS_MAX, MAIL_SIGNATURES_MAX, type MailSignature } from '../../../domain/contract/mail';
import { messages } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { mailboxEntries, mailFolders, mailSignatures } from '../../db/schema/index';
import { HttpError, notFound } from '../../errors';

/** PostgreSQL's unique_violation: the folder name is taken (names are unique per user whatever their case). */
const isUniqueViolation = (err: unknown): boolean => {
  const code = (err as { code?: unknown; cause?: { code?: unknown } }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
};
const folderExists = () => new HttpError(409, messages.folderExists);

/** A user's custom folders and signatures. */
export function mailFoldersRepository(db: Db) {
  return {
    async createFolder(userId: number, name: string): Promise<{ id: number; name: string }> {
      return db.transaction(async (tx) => {
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(mailFolders).where(eq(mailFolders.userId, userId));
        if (n >= MAIL_FOLDERS_MAX) throw new HttpError(400, messages.foldersTooMany);
        try {
          const [row] = await tx.insert(mailFolders).values({ userId, name }).returning({ id: mailFolders.id, name: mailFolders.name });
          return row!;
        } catch (err) {
          if (isUniqueViolation(err)) throw folderExists();
          throw err;
        }
      });
    },

    async renameFolder(userId: number, folderId: number, name: string): Promise<{ id: number; name: string }> {
      try {
        const [row] = await db
          .update(mailFolders)
          .set({ name })
          .where(and(eq(mailFolders.id, folderId), eq(mailFolders.userId, userId)))
          .returning({ id: mailFolders.id, name: mailFolders.name });
        if (!row) throw notFound(messages.folderGone);
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) throw folderExists();
        throw err;
      }
    },

    /** Deletes a folder after putting its mails back in the inbox (nothing is lost); answers how many moved. */
    async deleteFolder(userId: number, folderId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [folder] = await tx
          .select({ id: mailFolders.id })
          .from(mailFolders)
          .where(and(eq(mailFolders.id, folderId), eq(mailFolders.userId, userId)))
          .for('update');
        if (!folder) throw notFound(messages.folderGone);
        const moved = await tx
          .update(mailboxEntries)
          .set({ box: MAIL_BOX.inbox, folderId: null })
          .where(and(eq(mailboxEntries.folderId, folderId), eq(mailboxEntries.userId, userId)))
          .returning({ id: mailboxEntries.id });
        await tx.delete(mailFolders).where(eq(mailFolders.id, folderId));
        return moved.length;
      });
    },

    async signatures(userId: number): Promise<MailSignature[]> {
      return db
        .select({ id: mailSignatures.id, name: mailSignatures.name, body: mailSignatures.body })
        .from(mailSignatures)
        .where(eq(mailSignatures.userId, userId))
        .orderBy(asc(mailSignatures.id));
    },

    /** Creates (no id) or updates one of the user's signatures; the body is already sanitised. */
    async saveSignature(userId: number, input: { id?: number; name: string; body: string }): Promise<MailSignature> {
      return db.transaction(async (tx) => {
        if (input.id === undefined) {
          const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(mailSignatures).where(eq(mailSignatures.userId, userId));
          if (n >= MAIL_SIGNATURES_MAX) throw new HttpError(400, messages.signaturesTooMany);
          const [row] = await tx
            .insert(mailSignatures)
            .values({ userId, name: input.name, body: input.body })
            .returning({ id: mailSignatures.id, name: mailSignatures.name, body: mailSignatures.body });
          return row!;
        }
        const [row] = await tx
          .update(mailSignatures)
          .set({ name: input.name, body: input.body, updatedAt: new Date() })
          .where(and(eq(mailSignatures.id, input.id), eq(mailSignatures.userId, userId)))
          .returning({ id: mailSignatures.id, name: mailSignatures.name, body: mailSignatures.body });
        if (!row) throw notFound();
        return row;
      });
    },

    async deleteSignature(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(mailSignatures)
        .where(and(eq(mailSignatures.id, id), eq(mailSignatures.userId, userId)))
        .returning({ id: mailSignatures.id });
      return rows.length > 0;
    },
  };
}
export type MailFoldersRepository = ReturnType<typeof mailFoldersRepository>;
