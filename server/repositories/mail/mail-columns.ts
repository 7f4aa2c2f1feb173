import { and, eq, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAIL_BOX, type MailBoxCode } from '../../../domain/codes';
import type { MailListEntry } from '../../../domain/contract/mail';
import type { DbOrTx } from '../../db/client';
import { mailboxEntries, mailMessages, users } from '../../db/schema/index';

/** The mail's sender, joined beside the mailbox entry. */
export const mailSender = alias(users, 'mail_sender');

export const fullNameSql = (u: typeof users | typeof mailSender): SQL<string> => sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** The recipients' names in the order they were chosen. */
const recipientNames = sql<string>`coalesce((
  select string_agg(trim(ru.first_name || ' ' || ru.last_name), ', ' order by r.id)
  from mail_recipients r join users ru on ru.id = r.user_id
  where r.message_id = ${mailMessages.id}), '')`;

/** When it was sent, or last saved for a draft. */
export const mailTimeSql = sql<Date>`coalesce(${mailMessages.sentAt}, ${mailMessages.updatedAt})`;

export const listColumns = {
  mailBoxId: mailboxEntries.id,
  messageId: mailMessages.id,
  box: mailboxEntries.box,
  folderId: mailboxEntries.folderId,
  readStatus: mailboxEntries.readStatus,
  isFavourite: mailboxEntries.isFavourite,
  from: fullNameSql(mailSender),
  fromId: mailMessages.senderId,
  to: recipientNames,
  sub: mailMessages.subject,
  preview: mailMessages.preview,
  time: mailTimeSql.mapWith((v: Date | string) => (v instanceof Date ? v : new Date(v))),
  attachmentCount: mailMessages.attachmentCount,
  providerId: mailboxEntries.providerId,
};

export type ListRow = {
  mailBoxId: number;
  messageId: number;
  box: number;
  folderId: number | null;
  readStatus: number;
  isFavourite: boolean;
  from: string;
  fromId: number;
  to: string;
  sub: string;
  preview: string;
  time: Date;
  attachmentCount: number;
  providerId: number | null;
};

export const toListEntry = (r: ListRow): MailListEntry => ({
  mailBoxId: r.mailBoxId,
  messageId: r.messageId,
  boxCode: r.box as MailBoxCode,
  folderId: r.folderId ?? 0,
  readStatus: r.readStatus === 0 ? 0 : 1,
  isFavourite: r.isFavourite,
  from: r.from,
  fromId: r.fromId,
  to: r.to,
  sub: r.sub,
  preview: r.preview,
  time: r.time.toISOString(),
  hasAttachment: r.attachmentCount > 0,
  providerId: r.providerId ?? 0,
});

/**
 * A list row read in array row mode (db/array-query.ts), its cells in
 * listColumns' order, for toListEntry. A timestamptz arrives as a Date from
 * both drivers' parsers; text is taken too.
 */
export const listRowOfArray = (r: readonly unknown[]): ListRow => ({
  mailBoxId: r[0] as number,
  messageId: r[1] as number,
  box: r[2] as number,
  folderId: r[3] as number | null,
  readStatus: r[4] as number,
  isFavourite: r[5] as boolean,
  from: r[6] as string,
  fromId: r[7] as number,
  to: r[8] as string,
  sub: r[9] as string,
  preview: r[10] as string,
  time: r[11] instanceof Date ? r[11] : new Date(r[11] as string),
  attachmentCount: r[12] as number,
  providerId: r[13] as number | null,
});

/** Entries with their message and sender, for list rows (plus what the caller adds, such as the body). */
export const selectListRows = <Extra extends Record<string, SQL | AnyPgColumn>>(db: DbOrTx, extra?: Extra) =>
  db
    .select({ ...listColumns, ...(extra as Extra) })
    .from(mailboxEntries)
    .innerJoin(mailMessages, eq(mailMessages.id, mailboxEntries.messageId))
    .innerJoin(mailSender, eq(mailSender.id, mailMessages.senderId));

/** One user's entries of one provider's mail. */
export const ownedBy = (userId: number | Placeholder, providerId: number | Placeholder): SQL =>
  and(eq(mailboxEntries.userId, userId), eq(mailboxEntries.providerId, providerId))!;

/** The entries a list view shows: unread (4) is received mail not read yet; custom (5) is one folder. */
export function viewCondition(box: MailBoxCode, folderId: number | Placeholder): SQL {
  // Literal, not parameters: only then can the planner use the partial unread index (schema/mail.ts).
  if (box === MAIL_BOX.unread) return sql`${mailboxEntries.readStatus} = 0 and ${mailboxEntries.box} in (1, 5)`;
  if (box === MAIL_BOX.custom) return and(eq(mailboxEntries.box, MAIL_BOX.custom), eq(mailboxEntries.folderId, folderId))!;
  return eq(mailboxEntries.box, box);
}
