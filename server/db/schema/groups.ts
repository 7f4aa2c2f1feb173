import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { GROUP_MEMBER_TYPES } from '../../../domain/codes';
import { createdAt, idColumn, namedSearchName, sqlList } from './columns';
import { users } from './users';

/** A contact group (spec 3 "Group"; otherevent_type 2), optionally a video group. */
export const groups = pgTable(
  'groups',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isVideo: boolean('is_video').notNull().default(false),
    searchName: namedSearchName(),
    createdAt: createdAt(),
  },
  (t) => [
    index('groups_provider_idx').on(t.providerId),
    index('groups_search_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

/**
 * Members are polymorphic (client, person, subscriber, app_user), so member_id
 * carries no foreign key; member_type says which table it names.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    id: idColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    memberType: text('member_type', { enum: GROUP_MEMBER_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_members_uq').on(t.groupId, t.memberType, t.memberId),
    index('group_members_member_idx').on(t.memberType, t.memberId),
    check('group_members_type_ck', sql.raw(`member_type in (${sqlList(GROUP_MEMBER_TYPES)})`)),
  ],
);
