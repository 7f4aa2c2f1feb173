/**
 * The calendar subscription feed (issue 28 sections 1 and 3): its settings
 * row per user (only the secret's SHA-256 is stored) and the one statement a
 * feed fetch reads its occurrences with.
 *
 * The occurrence read names exactly what a feed may say: times, kind, place,
 * join codes, the contact's first and last name and number for the title
 * the owner chose, the series' rule. Never notes, never the client note,
 * never attendance. A series' deleted rows come too, only for its SEQUENCE
 * (a deletion must raise it); the feed leaves them out, and a deleted row of
 * no series is not read at all (its going changes the version stamp's count
 * and digest).
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { FeedChoices } from '../../domain/contract/calendar-feed';
import { OTHEREVENT_TYPE } from '../../domain/codes';
import type { FeedTitleStyle } from '../../domain/calendar-sync/feed-title';
import type { SeriesValues } from '../../domain/appointments/occurrence-plan';
import { arrayQuery } from '../db/array-query';
import type { Db, DbOrTx } from '../db/client';
import { appointments, appointmentSeries, calendarFeeds, clients, officeLocations, persons, users } from '../db/schema/index';
import { portalFilter, type ReaderVariant, roleOf } from './appointment-fields';
import type { AppointmentEventRow } from './calendar-event-repository';

export interface FeedSettingsRow extends FeedChoices {
  enabled: boolean;
  rotatedAt: Date | null;
  updatedAt: Date;
}

/** The feed's owner as the fetch needs them (no session: the secret is the key). */
export interface FeedOwner extends FeedSettingsRow {
  userId: number;
  role: number;
  subscriberId: number | null;
  isActive: boolean;
}

const DEFAULT_SETTINGS: Omit<FeedSettingsRow, 'updatedAt'> = {
  enabled: false,
  titleStyle: 'appointment',
  showKind: true,
  includeJoinLink: false,
  rotatedAt: null,
};

const settingsColumns = {
  enabled: calendarFeeds.enabled,
  titleStyle: calendarFeeds.titleStyle,
  showKind: calendarFeeds.showKind,
  includeJoinLink: calendarFeeds.includeJoinLink,
  rotatedAt: calendarFeeds.rotatedAt,
  updatedAt: calendarFeeds.updatedAt,
};

export async function feedSettingsOf(db: DbOrTx, userId: number): Promise<FeedSettingsRow> {
  const [row] = await db.select(settingsColumns).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? { ...DEFAULT_SETTINGS, updatedAt: new Date(0) };
}

/** Turns the feed on with a new secret's hash, or replaces the hash (reset): one statement, so the old hash is gone as the new one lands. */
export async function issueFeedSecret(db: DbOrTx, userId: number, secretHash: string, now: Date): Promise<FeedSettingsRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, secretHash, enabled: true, rotatedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secretHash, enabled: true, rotatedAt: now, updatedAt: now } })
    .returning(settingsColumns);
  if (!row) throw new Error('calendar feed: upsert returned no row');
  return row;
}

/** Off: the hash is dropped with it, so no old address ever works again. */
export async function turnFeedOff(db: DbOrTx, userId: number, now: Date): Promise<FeedSettingsRow> {
  await db.update(calendarFeeds).set({ enabled: false, secretHash: null, rotatedAt: null, updatedAt: now }).where(eq(calendarFeeds.userId, userId));
  return feedSettingsOf(db, userId);
}

export async function saveFeedChoices(db: DbOrTx, userId: number, choices: FeedChoices, now: Date): Promise<FeedSettingsRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, ...choices, updatedAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { ...choices, updatedAt: now } })
    .returning(settingsColumns);
  if (!row) throw new Error('calendar feed: upsert returned no row');
  return row;
}

/** One occurrence row as a feed reads it. */
/** An appointment row of a feed: what a calendar file's event is made of (calendar-event-repository), and what a feed adds. */
export interface FeedRow extends AppointmentEventRow {
  seriesId: number | null;
  connectcode: string | null;
  isDeleted: boolean;
  clientType: string | null;
  clientId: number | null;
  othereventType: number | null;
  othereventId: number | null;
  contactFirstName: string | null;
  contactLastName: string | null;
}

/** A series as a feed writes its rule. */
export interface FeedSeries extends Pick<SeriesValues, 'repeat' | 'repeatBy' | 'repeatFreq' | 'repeatOn' | 'startsFrom' | 'endOn' | 'occurrenceCount' | 'startTime' | 'endTime' | 'timezone'> {
  id: number;
  materialisedUntil: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Whose occurrences a feed reads: these providers' on local days from..to ('YYYY-MM-DD'); a portal reader's own only. */
export interface FeedRowsInput {
  providerIds: readonly number[];
  from: string;
  to: string;
  variant: ReaderVariant;
  readerId: number;
}

/** A feed's rows and series as digests (stampOf), and their latest change. */
export interface FeedStamp {
  rows: number;
  rowsDigest: string;
  seriesDigest: string;
  lastChange: Date | null;
}

const rowsValues = (input: FeedRowsInput) => ({
  providerIds: `{${input.providerIds.join(',')}}`,
  from: input.from,
  to: input.to,
  readerId: input.readerId,
});

export function calendarFeedRepository(db: Db) {
  const ownerQuery = db
    .select({
      userId: calendarFeeds.userId,
      ...settingsColumns,
      role: users.role,
      subscriberId: users.subscriberId,
      isActive: users.isActive,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.secretHash, sql.placeholder('hash')), eq(calendarFeeds.enabled, true)))
    .prepare('calendar_feed_owner');

  // Read in array mode and mapped here (db/array-query.ts): a feed reads thousands of rows, and drizzle's per-field mapping cost more than the statement.
  const rowColumns = {
    id: appointments.id,
    providerId: appointments.providerId,
    seriesId: appointments.seriesId,
    startsAt: appointments.startsAt,
    endsAt: appointments.endsAt,
    timezone: appointments.timezone,
    appDate: sql<string>`${appointments.appDate}::text`,
    isAllDay: appointments.isAllDay,
    type: appointments.type,
    isVideo: appointments.isVideo,
    isConnect: appointments.isConnect,
    connectcode: appointments.connectcode,
    clientConnectcode: appointments.clientConnectcode,
    secureVideoSessionId: appointments.secureVideoSessionId,
    isCancelled: appointments.isCancelled,
    isDeleted: appointments.isDeleted,
    officeLocationId: appointments.officeLocationId,
    officeLine1: officeLocations.line1,
    officeLine2: officeLocations.line2,
    officeCity: officeLocations.city,
    officePostalCode: officeLocations.postalCode,
    customLocation: appointments.customLocation,
    clientType: appointments.clientType,
    clientId: appointments.clientId,
    othereventType: appointments.othereventType,
    othereventId: appointments.othereventId,
    contactFirstName: sql<string | null>`coalesce(${clients.firstName}, ${persons.firstName})`,
    contactLastName: sql<string | null>`coalesce(${clients.lastName}, ${persons.lastName})`,
    createdAt: appointments.createdAt,
    updatedAt: appointments.updatedAt,
  };
  const rowKeys = Object.keys(rowColumns) as (keyof FeedRow)[];
  const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(typeof v === 'number' ? v : String(v)));
  const rowOf = (values: unknown[]): FeedRow => {
    const fields: Record<string, unknown> = {};
    for (let i = 0; i < rowKeys.length; i++) fields[rowKeys[i] as string] = values[i];
    const row = fields as unknown as FeedRow;
    row.startsAt = asDate(row.startsAt);
    row.endsAt = asDate(row.endsAt);
    row.createdAt = asDate(row.createdAt);
    row.updatedAt = asDate(row.updatedAt);
    return row;
  };
  /**
   * The feed's read answers its rows as one JSON text (an array of arrays in
   * rowColumns' order, instants as epoch milliseconds, cut to the
   * millisecond as the drivers do): PGlite's cost is per field answered
   * (2,000 rows x 30 fields: 152 ms, load 3-7), one field and one JSON.parse
   * cost a fraction of it, and node-postgres reads it alike.
   */
  const instants = new Set<keyof FeedRow>(['startsAt', 'endsAt', 'createdAt', 'updatedAt']);
  const packedRows = sql<string>`coalesce(json_agg(json_build_array(${sql.join(
    rowKeys.map((key) => (instants.has(key) ? sql`floor(extract(epoch from ${rowColumns[key as keyof typeof rowColumns]}) * 1000)::float8` : sql`${rowColumns[key as keyof typeof rowColumns]}`)),
    sql`, `,
  )}) order by ${appointments.startsAt}, ${appointments.id})::text, '[]')`;
  /** `read`: what the feed reads (no deleted row of no series); else every row, for the stamp, whose latest change must see a deletion. */
  const rowsSelect = <F extends Record<string, unknown>>(variant: ReaderVariant, read: boolean, fields: F) =>
    db
      .select(fields as never)
      .from(appointments)
      .leftJoin(officeLocations, eq(officeLocations.id, appointments.officeLocationId))
      .leftJoin(clients, and(eq(appointments.clientType, 'person'), eq(clients.id, appointments.clientId)))
      .leftJoin(persons, and(eq(appointments.othereventType, OTHEREVENT_TYPE.person), eq(persons.id, appointments.othereventId)))
      .where(
        and(
          sql`${appointments.providerId} = any(${sql.placeholder('providerIds')}::int[])`,
          gte(appointments.appDate, sql.placeholder('from')),
          lte(appointments.appDate, sql.placeholder('to')),
          read ? sql`(not ${appointments.isDeleted} or ${appointments.seriesId} is not null)` : undefined,
          portalFilter(roleOf[variant]),
        ),
      );
  const rowsQuery = (variant: ReaderVariant) => arrayQuery(db, `calendar_feed_rows_${variant}`, rowsSelect(variant, true, { rows: packedRows }));
  const rows = { all: rowsQuery('all'), client: rowsQuery('client'), other: rowsQuery('other') };

  const seriesColumns = {
    id: appointmentSeries.id,
    repeat: appointmentSeries.repeat,
    repeatBy: appointmentSeries.repeatBy,
    repeatFreq: appointmentSeries.repeatFreq,
    repeatOn: appointmentSeries.repeatOn,
    startsFrom: appointmentSeries.startsFrom,
    endOn: appointmentSeries.endOn,
    occurrenceCount: appointmentSeries.occurrenceCount,
    startTime: appointmentSeries.startTime,
    endTime: appointmentSeries.endTime,
    timezone: appointmentSeries.timezone,
    materialisedUntil: appointmentSeries.materialisedUntil,
    createdAt: appointmentSeries.createdAt,
    updatedAt: appointmentSeries.updatedAt,
  };
  const seriesQuery = db
    .select(seriesColumns)
    .from(appointmentSeries)
    .where(sql`${appointmentSeries.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('calendar_feed_series');

  // The version stamp: the very rows and series a feed would read (same statement, same columns), digested where they are.
  const seriesOfStampRows = db
    .select(seriesColumns)
    .from(appointmentSeries)
    .where(sql`${appointmentSeries.id} in (select series_id from r)`)
    .toSQL();
  const stampQuery = (variant: ReaderVariant) => {
    const feedRows = rowsSelect(variant, false, rowColumns).toSQL();
    const text = `with r as (${feedRows.sql})
      select count(*)::int, md5(string_agg(r::text, E'\\n' order by r.id)), max(r.updated_at),
             series.digest, series.last
        from r, (select md5(string_agg(s::text, E'\\n' order by s.id)) as digest, max(s.updated_at) as last from (${seriesOfStampRows.sql}) s) series
       group by series.digest, series.last`;
    return arrayQuery(db, `calendar_feed_stamp_${variant}`, { toSQL: () => ({ sql: text, params: feedRows.params }) });
  };
  const stamps = { all: stampQuery('all'), client: stampQuery('client'), other: stampQuery('other') };

  return {
    /** The live feed of a secret's hash and its owner, or null (unknown, off, reset). */
    async ownerOf(secretHash: string): Promise<FeedOwner | null> {
      const [row] = await ownerQuery.execute({ hash: secretHash });
      return row ? { ...row, titleStyle: row.titleStyle as FeedTitleStyle } : null;
    },

    /** Occurrences of these providers on local days from..to ('YYYY-MM-DD'), a series' deleted ones included; a portal reader's own only. */
    async rowsOf(input: FeedRowsInput): Promise<FeedRow[]> {
      if (input.providerIds.length === 0) return [];
      const [found] = await rows[input.variant](rowsValues(input));
      return (JSON.parse(String(found?.[0] ?? '[]')) as unknown[][]).map(rowOf);
    },

    /**
     * What a feed of these rows would be made of, digested by the database
     * (the rows rowsOf answers and their series, every column the writer
     * reads; deleted rows too, so that Last-Modified moves with a deletion):
     * equal digests, equal rows. Without moving the rows, a conditional
     * fetch costs one small answer.
     */
    async stampOf(input: FeedRowsInput): Promise<FeedStamp> {
      if (input.providerIds.length === 0) return { rows: 0, rowsDigest: '', seriesDigest: '', lastChange: null };
      const [found] = await stamps[input.variant](rowsValues(input));
      const [count, rowsDigest, rowsLast, seriesDigest, seriesLast] = found ?? [0, null, null, null, null];
      const last = [rowsLast, seriesLast].flatMap((v) => (v === null || v === undefined ? [] : [asDate(v).getTime()]));
      return {
        rows: Number(count),
        rowsDigest: String(rowsDigest ?? ''),
        seriesDigest: String(seriesDigest ?? ''),
        lastChange: last.length === 0 ? null : new Date(Math.max(...last)),
      };
    },

    async seriesOf(ids: readonly number[]): Promise<FeedSeries[]> {
      if (ids.length === 0) return [];
      return seriesQuery.execute({ ids: `{${ids.join(',')}}` });
    },
  };
}
export type CalendarFeedRepository = ReturnType<typeof calendarFeedRepository>;
