import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MAIL_BOX, type MailBoxCode } from '../../../domain/codes';
import { foldForSearch } from '../../../domain/contacts/search-text';
import {
  MAIL_PAGE_SIZE,
  MAIL_SEARCH_GROUP_MAX,
  MAIL_UNREAD_IDS_MAX,
  type MailContent,
  type MailCountResponse,
  type MailFolderListResponse,
  type MailListEntry,
  type MailSearchResponse,
} from '../../../domain/contract/mail';
import { type ArrayQuery, arrayQuery } from '../../db/array-query';
import type { Db } from '../../db/client';
import { foldedSql } from '../../db/schema/columns';
import { mailAttachments, mailboxEntries, mailFolders, mailMessages, mailRecipients, users } from '../../db/schema/index';
import { rowsOf } from '../appointments/sql-arrays';
import { escapeLike } from '../search-repository';
import { fullNameSql, listRowOfArray, ownedBy, selectListRows, toListEntry, viewCondition } from './mail-columns';

export interface MailListQuery {
  box: MailBoxCode;
  folderId: number;
  page: number;
  additionalOffset: number;
  favouritesOnly: boolean;
}

export interface MailSearchQuery {
  /** Inclusive instants. */
  from: Date;
  to: Date;
  term: string;
  subject: boolean;
  sender: boolean;
  receiver: boolean;
}

/** Up to this many matching messages, search looks them up by id; more, and it walks the mailbox instead. */
const NARROW_SEARCH_MAX = 2_000;

/** The entry a call names, as the rules of domain/mail/mailbox.ts need it. */
export interface EntryState {
  id: number;
  messageId: number;
  box: MailBoxCode;
  folderId: number | null;
  trashedFrom: MailBoxCode | null;
  trashedFolderId: number | null;
}

const favourite = (only: boolean): SQL | undefined => (only ? eq(mailboxEntries.isFavourite, true) : undefined);

/**
 * Reading one user's mailbox. Every query is bound to (userId, providerId):
 * an id from another mailbox simply is not found.
 */
export function mailReadsRepository(db: Db) {
  /*
   * A list page in one statement, named per view (box and favourites) and
   * read in array rows: the page's ids from the mailbox index in a subquery,
   * only those ten joined to their messages. Two statements one after the
   * other cost the mail page a second round trip, and drizzle's building and
   * row mapping cost more than PostgreSQL's work (tests/bench/server-path.ts).
   */
  const listQueries = new Map<string, ArrayQuery>();
  const listQuery = (box: MailBoxCode, favouritesOnly: boolean): ArrayQuery => {
    const name = `mail_list_${box}_${favouritesOnly ? 1 : 0}`;
    let query = listQueries.get(name);
    if (!query) {
      const pageIds = db
        .select({ id: mailboxEntries.id })
        .from(mailboxEntries)
        .where(
          and(
            ownedBy(sql.placeholder('userId'), sql.placeholder('providerId')),
            viewCondition(box, sql.placeholder('folderId')),
            favourite(favouritesOnly),
          ),
        )
        .orderBy(desc(mailboxEntries.id))
        .limit(MAIL_PAGE_SIZE)
        .offset(sql.placeholder('offset'));
      query = arrayQuery(db, name, selectListRows(db).where(inArray(mailboxEntries.id, pageIds)).orderBy(desc(mailboxEntries.id)));
      listQueries.set(name, query);
    }
    return query;
  };

  return {
    /**
     * A page of a list view, newest first (entry ids grow with arrival).
     * The page's ids come from the mailbox index alone; only those ten are
     * joined to their messages, so a deep page costs no more than the first.
     */
    async list(userId: number, providerId: number, q: MailListQuery): Promise<MailListEntry[]> {
      const rows = await listQuery(q.box, q.favouritesOnly)({
        userId,
        providerId,
        folderId: q.folderId,
        offset: (q.page - 1) * MAIL_PAGE_SIZE + q.additionalOffset,
      });
      return rows.map((r) => toListEntry(listRowOfArray(r)));
    },

    /** List rows of these entries of the user's (any provider): what realtime and restore hand out. */
    async entries(userId: number, ids: readonly number[]): Promise<MailListEntry[]> {
      if (ids.length === 0) return [];
      const rows = await selectListRows(db)
        .where(and(eq(mailboxEntries.userId, userId), inArray(mailboxEntries.id, [...ids])))
        .orderBy(desc(mailboxEntries.id));
      return rows.map(toListEntry);
    },

    async counts(userId: number, providerId: number, favouritesOnly: boolean): Promise<MailCountResponse> {
      const unread = and(ownedBy(userId, providerId), viewCondition(MAIL_BOX.unread, 0), favourite(favouritesOnly));
      const [ids, [totals]] = await Promise.all([
        db.select({ id: mailboxEntries.id }).from(mailboxEntries).where(unread).orderBy(desc(mailboxEntries.id)).limit(MAIL_UNREAD_IDS_MAX),
        db
          .select({
            unread: sql<number>`count(*) filter (where ${unread})::int`,
            inbox: sql<number>`count(*) filter (where ${mailboxEntries.box} = ${MAIL_BOX.inbox})::int`,
          })
          .from(mailboxEntries)
          .where(and(ownedBy(userId, providerId), sql`${mailboxEntries.box} in (1, 5)`, favourite(favouritesOnly))),
      ]);
      return { unreadMailIds: ids.map((r) => r.id), unreadCount: totals?.unread ?? 0, inboxCount: totals?.inbox ?? 0 };
    },

    /** The user's custom folders and the fixed boxes, with counts of this provider's mail. */
    async folderList(userId: number, providerId: number): Promise<MailFolderListResponse> {
      const [folders, boxes] = await Promise.all([
        db
          .select({
            id: mailFolders.id,
            name: mailFolders.name,
            count: sql<number>`count(${mailboxEntries.id})::int`,
            unread: sql<number>`count(${mailboxEntries.id}) filter (where ${mailboxEntries.readStatus} = 0)::int`,
          })
          .from(mailFolders)
          .leftJoin(
            mailboxEntries,
            and(eq(mailboxEntries.folderId, mailFolders.id), eq(mailboxEntries.providerId, providerId), eq(mailboxEntries.userId, userId)),
          )
          .where(eq(mailFolders.userId, userId))
          .groupBy(mailFolders.id, mailFolders.name)
          .orderBy(asc(sql`lower(${mailFolders.name})`)),
        db
          .select({
            box: mailboxEntries.box,
            count: sql<number>`count(*)::int`,
            unread: sql<number>`count(*) filter (where ${mailboxEntries.readStatus} = 0)::int`,
          })
          .from(mailboxEntries)
          .where(ownedBy(userId, providerId))
          .groupBy(mailboxEntries.box),
      ]);
      const of = (box: number) => boxes.find((b) => b.box === box) ?? { count: 0, unread: 0 };
      const pair = (box: number, unread = true) => ({ count: of(box).count, unread: unread ? of(box).unread : 0 });
      const customUnread = folders.reduce((n, f) => n + f.unread, 0);
      return {
        emailFolder: folders,
        boxes: {
          inbox: pair(MAIL_BOX.inbox),
          unread: { count: of(MAIL_BOX.inbox).unread + customUnread, unread: of(MAIL_BOX.inbox).unread + customUnread },
          sent: pair(MAIL_BOX.sent, false),
          draft: pair(MAIL_BOX.draft, false),
          trash: pair(MAIL_BOX.trash),
        },
      };
    },

    /** The entries with these ids that the user holds of this provider's mail. */
    async entryStates(userId: number, providerId: number, ids: readonly number[]): Promise<EntryState[]> {
      const rows = await db
        .select({
          id: mailboxEntries.id,
          messageId: mailboxEntries.messageId,
          box: mailboxEntries.box,
          folderId: mailboxEntries.folderId,
          trashedFrom: mailboxEntries.trashedFrom,
          trashedFolderId: mailboxEntries.trashedFolderId,
        })
        .from(mailboxEntries)
        .where(and(ownedBy(userId, providerId), inArray(mailboxEntries.id, [...ids])));
      return rows.map((r) => ({ ...r, box: r.box as MailBoxCode, trashedFrom: r.trashedFrom as MailBoxCode | null }));
    },

    /** One mail with its body, people and attachments, or null when it is not the user's. */
    async content(userId: number, providerId: number, mailBoxId: number): Promise<MailContent | null> {
      const [row] = await selectListRows(db, { body: mailMessages.body, trashedFrom: mailboxEntries.trashedFrom })
        .where(and(ownedBy(userId, providerId), eq(mailboxEntries.id, mailBoxId)))
        .limit(1);
      if (!row) return null;
      const [recipients, attachments] = await Promise.all([
        db
          .select({ id: users.id, name: fullNameSql(users) })
          .from(mailRecipients)
          .innerJoin(users, eq(users.id, mailRecipients.userId))
          .where(eq(mailRecipients.messageId, row.messageId))
          .orderBy(asc(mailRecipients.id)),
        db
          .select({ id: mailAttachments.id, name: mailAttachments.fileName, size: mailAttachments.size, contentType: mailAttachments.contentType })
          .from(mailAttachments)
          .where(eq(mailAttachments.messageId, row.messageId))
          .orderBy(asc(mailAttachments.id)),
      ]);
      const entry = toListEntry(row);
      return {
        ...entry,
        body: row.body,
        sender: { id: row.fromId, name: row.from },
        recipients,
        attachments,
        trashedFrom: row.trashedFrom as MailBoxCode | null,
      };
    },

    /**
     * Search within the date range (spec 2, 5): the ticked filters are OR-ed;
     * each group (Inbox with the custom folders, Draft, Sent, Trash) answers
     * its newest MAIL_SEARCH_GROUP_MAX. Names are matched through the
     * practice's users first (a short list). Two plans, chosen by how much
     * matches: a narrow term finds its few message ids through the indexes
     * (subject trigrams, sender, recipients); a broad one ('e', a common
     * name) walks the mailbox newest first and stops as soon as each group
     * is full.
     */
    async search(userId: number, providerId: number, q: MailSearchQuery): Promise<MailSearchResponse['searchDetails']> {
      const folded = foldForSearch(q.term);
      const pattern = `%${escapeLike(folded)}%`;
      const people = q.sender || q.receiver ? await matchingUserIds(db, providerId, pattern) : [];
      const inRange = sql`coalesce(${mailMessages.sentAt}, ${mailMessages.updatedAt}) between ${q.from.toISOString()} and ${q.to.toISOString()}`;
      const peopleList = sql.join(people.map((id) => sql`${id}`), sql`, `);
      const bySubject = q.subject ? sql`${mailMessages.searchSubject} like ${pattern}` : null;
      const bySender = q.sender && people.length > 0 ? sql`${mailMessages.senderId} in (${peopleList})` : null;
      const byRecipient =
        q.receiver && people.length > 0
          ? sql`exists (select 1 from ${mailRecipients} where ${mailRecipients.messageId} = ${mailMessages.id} and ${mailRecipients.userId} in (${peopleList}))`
          : null;
      const matches = [bySubject, bySender, byRecipient].filter((c): c is SQL => c !== null);
      if (matches.length === 0) return { inbox: [], draft: [], sent: [], trash: [] };

      const ofProvider = sql`${mailMessages.providerId} = ${providerId} and ${inRange}`;
      const sources: SQL[] = [];
      if (bySubject) sources.push(sql`select ${mailMessages.id} as id from ${mailMessages} where ${ofProvider} and ${bySubject}`);
      if (bySender) sources.push(sql`select ${mailMessages.id} as id from ${mailMessages} where ${ofProvider} and ${bySender}`);
      if (q.receiver && people.length > 0) {
        sources.push(sql`select ${mailRecipients.messageId} as id from ${mailRecipients}
          join ${mailMessages} on ${mailMessages.id} = ${mailRecipients.messageId}
          where ${ofProvider} and ${mailRecipients.userId} in (${peopleList})`);
      }
      const hits = rowsOf<{ id: number }>(
        // union all streams: a broad term stops at the cap instead of collecting every match first.
        await db.execute(sql`select id from (${sql.join(sources, sql` union all `)}) hits limit ${NARROW_SEARCH_MAX + 1}`),
      ).map((r) => Number(r.id));

      const groups = [[MAIL_BOX.inbox, MAIL_BOX.custom], [MAIL_BOX.draft], [MAIL_BOX.sent], [MAIL_BOX.trash]] as const;
      const narrow = hits.length <= NARROW_SEARCH_MAX;
      const hitIds = [...new Set(hits)];
      if (narrow && hits.length === 0) return { inbox: [], draft: [], sent: [], trash: [] };
      const newestOf = async (boxes: readonly number[]) => {
        const rows = await db
          .select({ id: mailboxEntries.id })
          .from(mailboxEntries)
          .innerJoin(mailMessages, eq(mailMessages.id, mailboxEntries.messageId))
          .where(
            and(
              ownedBy(userId, providerId),
              inArray(mailboxEntries.box, [...boxes]),
              narrow ? inArray(mailboxEntries.messageId, hitIds) : and(inRange, sql`(${sql.join(matches, sql` or `)})`),
            ),
          )
          .orderBy(desc(mailboxEntries.id))
          .limit(MAIL_SEARCH_GROUP_MAX);
        return this.entries(userId, rows.map((r) => r.id));
      };
      const [inbox, draft, sent, trash] = await Promise.all(groups.map(newestOf));
      return { inbox: inbox!, draft: draft!, sent: sent!, trash: trash! };
    },

    /** An attachment the user may download: one of a mail in their mailbox. */
    async attachment(userId: number, fileId: number) {
      const [row] = await db
        .select({
          id: mailAttachments.id,
          fileName: mailAttachments.fileName,
          contentType: mailAttachments.contentType,
          size: mailAttachments.size,
          data: mailAttachments.data,
          providerId: mailboxEntries.providerId,
        })
        .from(mailAttachments)
        .innerJoin(mailboxEntries, and(eq(mailboxEntries.messageId, mailAttachments.messageId), eq(mailboxEntries.userId, userId)))
        .where(eq(mailAttachments.id, fileId))
        .limit(1);
      return row ?? null;
    },
  };
}
export type MailReadsRepository = ReturnType<typeof mailReadsRepository>;

/** Users of the provider's practice whose name contains the folded pattern. */
async function matchingUserIds(db: Db, providerId: number, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`(${users.id} = ${providerId} or ${users.subscriberId} = ${providerId} or ${users.id} in (
          select user_id from provider_permissions where provider_id = ${providerId}))`,
        sql`${foldedSql(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${pattern}`,
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}
