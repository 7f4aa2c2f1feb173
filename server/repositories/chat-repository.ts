import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHAT_PAGE_SIZE, CHAT_REMAINING_MAX, type ChatMessage } from '../../domain/contract/chat';
import { DELEGATE_ROLE, PORTAL_ROLES, canUseGroupChat, isPortalRole } from '../../domain/roles';
import { arrayQuery } from '../db/array-query';
import type { Db } from '../db/client';
import { chatGroupMembers, chatGroups, chatMessageReads, chatMessages, clients, favourites, persons, users } from '../db/schema/index';
import { rowsOf } from './appointments/sql-arrays';
import { favouriteIdSql } from './contact-slots';
import type { Outbox } from './outbox-hook';

/** Who is chatting: enough of the signed-in user to decide partners and read state. */
export interface ChatUser {
  id: number;
  role: number;
  practiceId: number;
}

export interface ChatPartner {
  id: number;
  fullName: string;
  userRole: number;
}

/** A partner's own contact record: a portal client's client row or a portal person's person row. */
export interface PartnerContact {
  type: 'person' | 'other_event';
  id: number;
  providerId: number;
  /** `me`'s favourite of it, 0 when none. */
  favouriteId: number;
}

export interface ChatGroupInfo {
  id: number;
  name: string;
  memberIds: number[];
}

/**
 * How far before the newest message a client holds 'remaining' looks again:
 * far more than the time between committing a message and delivering it
 * (milliseconds; seconds on an overloaded server).
 */
export const REMAINING_REPLAY_MS = 30_000;
/** And at most this many of them: a message lost in flight is among the last few before the newest held, even in a burst. */
export const REMAINING_REPLAY_MAX = 50;

const sender = alias(users, 'sender');
/** The signed-in user's own membership rows, in subqueries beside the outer query's chat_group_members. */
const myMembership = alias(chatGroupMembers, 'my_membership');
const myUser = alias(users, 'my_user');
/** The receiver's read row of a one-to-one message: the sender's 'Read'. */
const receiverRead = alias(chatMessageReads, 'receiver_read');
const fullNameOf = (u: typeof sender | typeof users) => sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** A user id: a value, or a prepared statement's placeholder for one. */
type UserIdArg = number | Placeholder;

/** The columns of a ChatMessage as `readerId` sees it. */
function messageColumns(readerId: UserIdArg) {
  return {
    id: chatMessages.id,
    receiverId: chatMessages.receiverId,
    groupId: chatMessages.groupId,
    senderId: chatMessages.senderId,
    body: chatMessages.body,
    type: chatMessages.type,
    sentAt: chatMessages.sentAt,
    fullName: fullNameOf(sender),
    groupName: chatGroups.name,
    readAt: chatMessageReads.readAt,
    receiverReadAt: receiverRead.readAt,
    readerId: sql<number>`${readerId}::int`,
  };
}

/** A row of send's insert (raw SQL: a timestamp may come as text, see sentAt). */
interface InsertedMessage {
  id: number;
  receiver_id: number | null;
  group_id: number | null;
  sender_id: number;
  body: string;
  type: number;
  sent_at: Date | string;
  full_name: string;
  group_name: string | null;
}

type MessageRow = {
  id: number;
  receiverId: number | null;
  groupId: number | null;
  senderId: number;
  body: string;
  type: number;
  sentAt: Date;
  fullName: string;
  groupName: string | null;
  readAt: Date | null;
  receiverReadAt: Date | null;
  readerId: number;
};

/** A row of messageColumns read in array row mode (db/array-query.ts), its cells in that order. */
const messageRowOfArray = (r: readonly unknown[]): MessageRow => ({
  id: r[0] as number,
  receiverId: r[1] as number | null,
  groupId: r[2] as number | null,
  senderId: r[3] as number,
  body: r[4] as string,
  type: r[5] as number,
  sentAt: r[6] as Date,
  fullName: r[7] as string,
  groupName: r[8] as string | null,
  readAt: r[9] as Date | null,
  receiverReadAt: r[10] as Date | null,
  readerId: r[11] as number,
});

/**
 * The users `me` may chat with (rows of users): the same practice, active,
 * not themselves; a portal user only the practice's non-portal users.
 */
function partnerOf(me: { id: UserIdArg; practiceId: UserIdArg }, portal: boolean): SQL {
  // coalesce(subscriber_id, id) = practice, written so PostgreSQL reads the subscriber index and the primary key
  // (a BitmapOr of the practice's rows) instead of every user: presence asks this on each socket's connect and disconnect.
  const samePractice = or(eq(users.subscriberId, me.practiceId), and(eq(users.id, me.practiceId), isNull(users.subscriberId)));
  return and(samePractice, ne(users.id, me.id), eq(users.isActive, true), portal ? notInArray(users.role, [...PORTAL_ROLES]) : undefined)!;
}

export function toChatMessage(r: MessageRow): ChatMessage {
  const isGroup = r.groupId !== null;
  const mine = r.senderId === r.readerId;
  return {
    id: r.id,
    receiver_id: (isGroup ? r.groupId : r.receiverId) ?? 0,
    sent_by: r.senderId,
    value: r.body,
    sent_time: r.sentAt.toISOString(),
    read_time: (mine ? (isGroup ? null : r.receiverReadAt) : r.readAt)?.toISOString() ?? null,
    type: r.type,
    message_id: r.id,
    unread: !mine && r.readAt === null ? 1 : 0,
    isGroup,
    fullName: r.fullName,
    ...(isGroup && r.groupName !== null ? { group_name: r.groupName } : {}),
  };
}

/**
 * Chat storage (spec 4 "Chat"): one-to-one messages between users of one
 * practice and group messages; per-reader read rows. Portal users (22, 25)
 * talk only to the practice's non-portal users, so no client ever learns
 * another client's name.
 */
export function chatRepository(db: Db) {
  const selectMessages = (readerId: UserIdArg) =>
    db
      .select(messageColumns(readerId))
      .from(chatMessages)
      .innerJoin(sender, eq(sender.id, chatMessages.senderId))
      .leftJoin(chatGroups, eq(chatGroups.id, chatMessages.groupId))
      .leftJoin(chatMessageReads, and(eq(chatMessageReads.messageId, chatMessages.id), eq(chatMessageReads.userId, readerId)))
      .leftJoin(receiverRead, and(eq(receiverRead.messageId, chatMessages.id), eq(receiverRead.userId, chatMessages.receiverId)));

  const pairCondition = (a: UserIdArg, b: UserIdArg): SQL =>
    or(
      and(eq(chatMessages.senderId, a), eq(chatMessages.receiverId, b)),
      and(eq(chatMessages.senderId, b), eq(chatMessages.receiverId, a)),
    )!;

  /** A one-to-one chat's page (the chat screen's hot call): built once, prepared per connection. */
  const pairPage = selectMessages(sql.placeholder('me'))
    .where(pairCondition(sql.placeholder('me'), sql.placeholder('other')))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE)
    .offset(sql.placeholder('offset'))
    .prepare('chat_pair_page');

  /*
   * The chat screen's page in one statement: a one-to-one page only when the
   * other user is one of me's partners (partnerOf), in array rows. Asking
   * partners first cost the hot call a second statement, and drizzle's
   * building and row mapping cost more than PostgreSQL's work
   * (tests/bench/server-path.ts, chat page).
   */
  const partnerPageQuery = (portal: boolean) =>
    arrayQuery(
      db,
      `chat_partner_page_${portal ? 'portal' : 'staff'}`,
      selectMessages(sql.placeholder('me'))
        .where(
          and(
            pairCondition(sql.placeholder('me'), sql.placeholder('other')),
            sql`exists (select 1 from ${users} where ${users.id} = ${sql.placeholder('other')} and ${partnerOf({ id: sql.placeholder('me'), practiceId: sql.placeholder('practiceId') }, portal)})`,
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(CHAT_PAGE_SIZE)
        .offset(sql.placeholder('offset')),
    );
  const partnerPages = { portal: partnerPageQuery(true), staff: partnerPageQuery(false) };

  /*
   * Role 24 sees no group chat (spec 6): a delegate's membership rows never
   * count, so no query path (remaining, unread on connect, a group's fan-out)
   * hands them a group message.
   */
  const takesPart = (m: typeof chatGroupMembers | typeof myMembership, u: typeof users | typeof myUser) =>
    and(eq(u.id, m.userId), ne(u.role, DELEGATE_ROLE));
  const takesPartHere = takesPart(chatGroupMembers, users);
  const myGroupIds = (userId: number) =>
    db
      .select({ id: myMembership.groupId })
      .from(myMembership)
      .innerJoin(myUser, takesPart(myMembership, myUser))
      .where(eq(myMembership.userId, userId));

  /**
   * The first id of the replay window before lastId (see remaining): the
   * newest message sent longer than REMAINING_REPLAY_MS before lastId, or 0.
   * Null when no message has lastId (none yet, or never stored): no replay.
   */
  const replayWindowStart = async (lastId: number): Promise<number | null> => {
    const [anchor] = await db.select({ sentAt: chatMessages.sentAt }).from(chatMessages).where(eq(chatMessages.id, lastId));
    if (!anchor) return null;
    // Backwards along the primary key from lastId: it stops at the first message older than the window.
    const [before] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(lte(chatMessages.id, lastId), lt(chatMessages.sentAt, new Date(anchor.sentAt.getTime() - REMAINING_REPLAY_MS))))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    return before?.id ?? 0;
  };

  return {
    /** The users `me` may chat with, by name; `onlyIds` narrows the question to those users. */
    async partners(me: ChatUser, onlyIds?: readonly number[]): Promise<ChatPartner[]> {
      const rows = await db
        .select({ id: users.id, fullName: fullNameOf(users), userRole: users.role })
        .from(users)
        .where(and(partnerOf(me, isPortalRole(me.role)), onlyIds ? inArray(users.id, [...onlyIds]) : undefined))
        .orderBy(asc(users.lastName), asc(users.firstName));
      return rows;
    },

    /** Whether every id is one of `me`'s partners. */
    async mayChatWithAll(me: ChatUser, ids: readonly number[]): Promise<boolean> {
      // Only the asked ids: a send must not read a whole practice of partners.
      const partnerIds = new Set((await this.partners(me, ids)).map((p) => p.id));
      return ids.every((id) => partnerIds.has(id));
    },

    /**
     * The client or person records of the given partners (portal users are
     * linked to one), with `me`'s favourite of each: the chat side of spec
     * 4's favourites. Staff partners have none.
     */
    async partnerContacts(me: number, partnerIds: readonly number[]): Promise<Map<number, PartnerContact>> {
      const found = new Map<number, PartnerContact>();
      if (partnerIds.length === 0) return found;
      const [clientRows, personRows] = await Promise.all([
        db
          .select({ userId: clients.userId, id: clients.id, providerId: clients.providerId, favouriteId: favouriteIdSql(me, favourites.personId, clients.id) })
          .from(clients)
          .where(inArray(clients.userId, [...partnerIds])),
        db
          .select({ userId: persons.userId, id: persons.id, providerId: persons.providerId, favouriteId: favouriteIdSql(me, favourites.othereventId, persons.id) })
          .from(persons)
          .where(inArray(persons.userId, [...partnerIds])),
      ]);
      for (const r of clientRows) if (r.userId !== null) found.set(r.userId, { type: 'person', id: r.id, providerId: r.providerId, favouriteId: r.favouriteId });
      for (const r of personRows) if (r.userId !== null && !found.has(r.userId)) found.set(r.userId, { type: 'other_event', id: r.id, providerId: r.providerId, favouriteId: r.favouriteId });
      return found;
    },

    /** The chat groups `userId` belongs to, with their members. */
    async groupsOf(userId: number): Promise<ChatGroupInfo[]> {
      const rows = await db
        .select({ id: chatGroups.id, name: chatGroups.name, memberId: chatGroupMembers.userId })
        .from(chatGroups)
        .innerJoin(chatGroupMembers, eq(chatGroupMembers.groupId, chatGroups.id))
        .innerJoin(users, takesPartHere)
        .where(inArray(chatGroups.id, myGroupIds(userId)))
        .orderBy(asc(chatGroups.name), asc(chatGroups.id));
      const groups = new Map<number, ChatGroupInfo>();
      for (const r of rows) {
        const g = groups.get(r.id) ?? { id: r.id, name: r.name, memberIds: [] };
        g.memberIds.push(r.memberId);
        groups.set(r.id, g);
      }
      return [...groups.values()];
    },

    async isGroupMember(userId: number, groupId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: chatGroupMembers.id })
        .from(chatGroupMembers)
        .innerJoin(users, takesPartHere)
        .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.userId, userId)));
      return row !== undefined;
    },

    /** Stores one message per receiver (or one group message) in one transaction; answers them as the sender sees them. */
    async send(
      senderId: number,
      target: { userIds: readonly number[] } | { groupId: number },
      body: string,
      /** Enqueues the message's push in its transaction. */
      outbox?: Outbox<readonly number[]>,
    ): Promise<ChatMessage[]> {
      const values =
        'groupId' in target
          ? [sql`(${senderId}::int, null::int, ${target.groupId}::int, ${body}::text)`]
          : target.userIds.map((receiverId) => sql`(${senderId}::int, ${receiverId}::int, null::int, ${body}::text)`);
      // The insert answers the messages as the sender sees them (nobody has read a new message): no second
      // read of them after the commit, a statement less on every send (issue 31 item 2).
      const rows = await db.transaction(async (tx) => {
        const inserted = rowsOf<InsertedMessage>(
          await tx.execute(sql`
            with m as (
              insert into ${chatMessages} (sender_id, receiver_id, group_id, body) values ${sql.join(values, sql`, `)}
              returning id, receiver_id, group_id, sender_id, body, type, sent_at)
            select m.*, trim(s.first_name || ' ' || s.last_name) as full_name, g.name as group_name
              from m join ${users} s on s.id = m.sender_id left join ${chatGroups} g on g.id = m.group_id
             order by m.id`),
        );
        await outbox?.(tx, inserted.map((r) => r.id));
        return inserted;
      });
      return rows.map((r) =>
        toChatMessage({
          id: r.id,
          receiverId: r.receiver_id,
          groupId: r.group_id,
          senderId: r.sender_id,
          body: r.body,
          type: r.type,
          sentAt: r.sent_at instanceof Date ? r.sent_at : new Date(r.sent_at),
          fullName: r.full_name,
          groupName: r.group_name,
          readAt: null,
          receiverReadAt: null,
          readerId: senderId,
        }),
      );
    },

    /** The same messages as `readerId` sees them (unread for a receiver). */
    async asSeenBy(readerId: number, messageIds: readonly number[]): Promise<ChatMessage[]> {
      if (messageIds.length === 0) return [];
      const rows = await selectMessages(readerId).where(inArray(chatMessages.id, [...messageIds])).orderBy(asc(chatMessages.id));
      return rows.map(toChatMessage);
    },

    /**
     * A one-to-one page (as page) when `otherId` is one of `me`'s partners.
     * Null when the statement found no row: an empty page, or no partner;
     * the caller then asks mayChatWithAll.
     */
    async partnerPage(me: ChatUser, otherId: number, page: number, offset: number): Promise<ChatMessage[] | null> {
      const query = partnerPages[isPortalRole(me.role) ? 'portal' : 'staff'];
      const rows = await query({ me: me.id, other: otherId, practiceId: me.practiceId, offset: (page - 1) * CHAT_PAGE_SIZE + offset });
      return rows.length === 0 ? null : rows.reverse().map((r) => toChatMessage(messageRowOfArray(r)));
    },

    /** One page of a conversation, oldest first; page 1 is the newest CHAT_PAGE_SIZE messages. */
    async page(me: number, conversation: { userId: number } | { groupId: number }, page: number, offset: number): Promise<ChatMessage[]> {
      if (!('groupId' in conversation)) {
        const rows = await pairPage.execute({ me, other: conversation.userId, offset: (page - 1) * CHAT_PAGE_SIZE + offset });
        return rows.reverse().map(toChatMessage);
      }
      const where = eq(chatMessages.groupId, conversation.groupId);
      const rows = await selectMessages(me)
        .where(where)
        .orderBy(desc(chatMessages.id))
        .limit(CHAT_PAGE_SIZE)
        .offset((page - 1) * CHAT_PAGE_SIZE + offset);
      return rows.reverse().map(toChatMessage);
    },

    /**
     * Every message to or from `me` after `lastId` (at most CHAT_REMAINING_MAX),
     * oldest first, after the newest REMAINING_REPLAY_MAX of the half-minute
     * before it, again.
     *
     * Why again: the client asks from the newest id it holds, but live
     * delivery is not in id order. Two processes commit and fan out at once,
     * and a message still on its way through Redis when Redis (or the tab's
     * process) went down never arrives, while a newer one already did. Such a
     * message was sent within moments of the newest one held. The client
     * merges by id (domain/chat/conversation.ts): what it holds changes nothing.
     */
    async remaining(me: number, lastId: number): Promise<ChatMessage[]> {
      const mine = or(
        eq(chatMessages.receiverId, me),
        and(eq(chatMessages.senderId, me), isNotNull(chatMessages.receiverId)),
        inArray(chatMessages.groupId, myGroupIds(me)),
      );
      const windowStart = await replayWindowStart(lastId);
      const [replayed, after] = await Promise.all([
        windowStart === null
          ? []
          : selectMessages(me)
              .where(and(gt(chatMessages.id, windowStart), lte(chatMessages.id, lastId), mine))
              .orderBy(desc(chatMessages.id))
              .limit(REMAINING_REPLAY_MAX),
        selectMessages(me)
          .where(and(gt(chatMessages.id, lastId), mine))
          .orderBy(asc(chatMessages.id))
          .limit(CHAT_REMAINING_MAX),
      ]);
      return [...replayed.reverse(), ...after].map(toChatMessage);
    },

    /** Unread messages to `me`, oldest first (bounded): what a new socket is told at once. */
    async unreadFor(me: number): Promise<ChatMessage[]> {
      const rows = await selectMessages(me)
        .where(
          and(
            ne(chatMessages.senderId, me),
            sql`${chatMessageReads.messageId} is null`,
            or(eq(chatMessages.receiverId, me), inArray(chatMessages.groupId, myGroupIds(me))),
          ),
        )
        .orderBy(asc(chatMessages.id))
        .limit(CHAT_REMAINING_MAX);
      return rows.map(toChatMessage);
    },

    /** Per partner and per group: unread count and last message. */
    async summaries(me: number, partnerIds: readonly number[], groupIds: readonly number[]) {
      const unreadByPartner = new Map<number, number>();
      const unreadByGroup = new Map<number, number>();
      const lastByPartner = new Map<number, ChatMessage>();
      const lastByGroup = new Map<number, ChatMessage>();
      const unreadRows = await db
        .select({ senderId: chatMessages.senderId, groupId: chatMessages.groupId, n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .leftJoin(chatMessageReads, and(eq(chatMessageReads.messageId, chatMessages.id), eq(chatMessageReads.userId, me)))
        .where(
          and(
            ne(chatMessages.senderId, me),
            sql`${chatMessageReads.messageId} is null`,
            or(eq(chatMessages.receiverId, me), groupIds.length > 0 ? inArray(chatMessages.groupId, [...groupIds]) : undefined),
          ),
        )
        .groupBy(chatMessages.senderId, chatMessages.groupId);
      for (const r of unreadRows) {
        if (r.groupId !== null) unreadByGroup.set(r.groupId, (unreadByGroup.get(r.groupId) ?? 0) + r.n);
        else unreadByPartner.set(r.senderId, (unreadByPartner.get(r.senderId) ?? 0) + r.n);
      }
      // The newest message of each pair and each group.
      // `me` inlined (an integer id): DISTINCT ON and ORDER BY must be the very same expression, which two parameters are not.
      const meLiteral = sql.raw(String(Math.trunc(me)));
      const partner = sql<number>`case when ${chatMessages.senderId} = ${meLiteral} then ${chatMessages.receiverId} else ${chatMessages.senderId} end`;
      const lastIds = await db
        .selectDistinctOn([partner, chatMessages.groupId], { id: chatMessages.id })
        .from(chatMessages)
        .where(
          or(
            partnerIds.length > 0
              ? or(
                  and(eq(chatMessages.senderId, me), inArray(chatMessages.receiverId, [...partnerIds])),
                  and(eq(chatMessages.receiverId, me), inArray(chatMessages.senderId, [...partnerIds])),
                )
              : undefined,
            groupIds.length > 0 ? inArray(chatMessages.groupId, [...groupIds]) : undefined,
          ) ?? sql`false`,
        )
        .orderBy(partner, chatMessages.groupId, desc(chatMessages.id));
      for (const m of await this.asSeenBy(me, lastIds.map((r) => r.id))) {
        if (m.isGroup) lastByGroup.set(m.receiver_id, m);
        else lastByPartner.set(m.sent_by === me ? m.receiver_id : m.sent_by, m);
      }
      return { unreadByPartner, unreadByGroup, lastByPartner, lastByGroup };
    },

    /** Marks the conversation's messages to `me` read; answers how many were newly read, and when. */
    async markRead(me: number, conversation: { userId: number } | { groupId: number }): Promise<{ read: number; readAt: Date }> {
      const where =
        'groupId' in conversation
          ? and(eq(chatMessages.groupId, conversation.groupId), ne(chatMessages.senderId, me))
          : and(eq(chatMessages.senderId, conversation.userId), eq(chatMessages.receiverId, me));
      const rows = await db
        .insert(chatMessageReads)
        .select(
          db
            .select({ messageId: chatMessages.id, userId: sql<number>`${me}::int`.as('user_id'), readAt: sql<Date>`now()`.as('read_at') })
            .from(chatMessages)
            .where(where),
        )
        .onConflictDoNothing()
        .returning({ readAt: chatMessageReads.readAt });
      return { read: rows.length, readAt: rows[0]?.readAt ?? new Date() };
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;

/** Role 24 sees no group chat (spec 6). */
export const seesGroupChat = canUseGroupChat;
