/**
 * The header search (spec 2 "Search bar", 7 appointment/search) and one
 * contact's dated appointments (contacts list, phone screen). Names are
 * matched on the generated search_name columns (lower case, accents removed,
 * migration 0003) with LIKE '%term%', which the pg_trgm GIN indexes serve.
 */
import { and, asc, between, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { CONTACT_STATUS, OTHEREVENT_TYPE } from '../../domain/codes';
import { summaryTitle } from '../../domain/calendar/summary';
import { compareKeyedNames, keyedName } from '../../domain/contacts/name-order';
import { foldForSearch } from '../../domain/contacts/search-text';
import { OTHEREVENT_TYPE_OF_KIND, type ContactKind } from '../../domain/contract/appointment';
import { SEARCH_APPOINTMENTS_MAX, SEARCH_CONTACTS_MAX, type SearchAppointment, type SearchContact } from '../../domain/contract/search';
import { formatClientName, formatPersonName } from '../../domain/names';
import type { Db } from '../db/client';
import { appointments, appointmentSeries, clients, events, groups, persons, users } from '../db/schema/index';
import { intArray } from './appointments/sql-arrays';
import { type ArrayQuery, arrayQuery } from '../db/array-query';
import { textQuery } from '../db/text-query';
import {
  appointmentFieldArrayColumnsFor,
  appointmentFieldColumns,
  type AppointmentFieldRow,
  fieldRowOfArray,
  toAppointmentFields,
} from './appointment-fields';

/** The kinds the search finds by name (practice users are not searched). */
type SearchedKind = 'person' | 'other_event' | 'event_appointment' | 'group_appointment';

/** LIKE's own wildcards (and its escape character) in a term match themselves, not anything. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name settings of a provider, and today in the provider's timezone (YYYY-MM-DD). */
export interface ProviderSearchSettings {
  format: number;
  order: number;
  today: string;
}

/** What a search answer's names need of the provider's settings. */
type NameSettings = Pick<ProviderSearchSettings, 'format' | 'order'>;

interface ContactMatch {
  kind: SearchedKind;
  id: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  name_prefix: string;
  name_suffix: string;
  /** 0: the name or one of its words starts with the term; 1: the term is inside a word. */
  rank: number;
  /** How many contacts match in all (the rows stop at BY_CONTACT_MAX + 1). */
  total: number;
}

type SearchedTable = typeof clients | typeof persons | typeof events | typeof groups;

/**
 * The provider's contacts of one kind whose folded name contains the
 * pattern: clients and persons of status 1 only (status 2 is hidden, spec 3).
 */
function matches(t: SearchedTable, providerId: number | Placeholder, pattern: string | Placeholder): SQL {
  const active = t === clients || t === persons ? sql` and ${t.status} = ${CONTACT_STATUS.active}` : sql``;
  return sql`${t.providerId} = ${providerId} and ${t.searchName} like ${pattern}${active}`;
}
const matchingIds = (t: SearchedTable, providerId: number, pattern: string): SQL =>
  sql`(select ${t.id} from ${t} where ${matches(t, providerId, pattern)})`;

/** An appointment of a search answer (spec 3: 12-hour parts, tt 0 AM / 1 PM, app_date YYYY-MM-DD). */
function toSearchAppointment(r: AppointmentFieldRow, settings: NameSettings): SearchAppointment {
  // The one 12-hour and contact-name mapping of the calendar calls; the provider's names are not part of this shape.
  const f = toAppointmentFields(r, undefined, r.providerId);
  return {
    id: f.id,
    app_date: f.app_date,
    app_start_hh: f.app_start_hh,
    app_start_mm: f.app_start_mm,
    app_start_tt: f.app_start_tt,
    app_end_hh: f.app_end_hh,
    app_end_mm: f.app_end_mm,
    app_end_tt: f.app_end_tt,
    is_all_day: f.is_all_day,
    is_cancelled: f.is_cancelled,
    type: f.type,
    app_type: f.app_type,
    client_id: f.client_id,
    client_type: f.client_type,
    otherevent_id: f.otherevent_id,
    otherevent_type: f.otherevent_type,
    name: summaryTitle(f, { clientNameFormat: settings.format, clientNameOrder: settings.order }),
    provider_id: f.provider_id,
  };
}

/** Up to this many matching contacts, their appointments are looked up by contact id. */
const BY_CONTACT_MAX = 500;
/** From this many matching contacts on, walking the range checks each appointment's contact by its key. */
const BY_ROW_MIN = 2000;

/** The appointments of some contacts of one kind (the contact indexes: (client_type, client_id), (otherevent_type, otherevent_id)). */
export const ofContacts = (kind: ContactKind, ids: number[]): SQL | undefined => ofContactsIn(kind, intArray(ids));

/** ofContacts with the ids as an int[] value (an array literal or a placeholder for one). */
function ofContactsIn(kind: ContactKind, ids: SQL): SQL | undefined {
  if (kind === 'person' || kind === 'app_user' || kind === 'subscriber') {
    return and(eq(appointments.clientType, kind), sql`${appointments.clientId} = any(${ids})`);
  }
  return and(eq(appointments.othereventType, OTHEREVENT_TYPE_OF_KIND[kind]), sql`${appointments.othereventId} = any(${ids})`);
}

const SEARCHED: [SearchedKind, SearchedTable, SQL][] = [
  ['person', clients, sql`${appointments.clientType} = 'person'`],
  ['other_event', persons, sql`${appointments.othereventType} = ${OTHEREVENT_TYPE.person}`],
  ['event_appointment', events, sql`${appointments.othereventType} = ${OTHEREVENT_TYPE.event}`],
  ['group_appointment', groups, sql`${appointments.othereventType} = ${OTHEREVENT_TYPE.group}`],
];
const contactKey = (kind: SearchedKind) => (kind === 'person' ? appointments.clientId : appointments.othereventId);

/**
 * Which appointments belong to a matching contact, in the form that is
 * fastest for how many contacts match (measured in tests/bench/contacts-search.ts
 * on 20,000 contacts and 200,000 appointments):
 * - up to BY_CONTACT_MAX (a name): by their ids through the contact indexes,
 *   whatever the range's length (byContactsQuery, a named statement);
 * - more (a common fragment): the range is walked in date order until
 *   SEARCH_APPOINTMENTS_MAX are found, each appointment checked against the
 *   matches hashed once;
 * - from BY_ROW_MIN on (one or two letters): hits come so early that looking up
 *   each walked appointment's contact by key beats hashing every match.
 */
function appointmentsOfMatches(providerId: number, pattern: string, total: number): SQL | undefined {
  if (total < BY_ROW_MIN) {
    return or(...SEARCHED.map(([kind, t, isKind]) => sql`(${isKind} and ${contactKey(kind)} in ${matchingIds(t, providerId, pattern)})`));
  }
  const cases = SEARCHED.map(
    ([kind, t, isKind]) => sql`when ${isKind} then (select true from ${t} where ${t.id} = ${contactKey(kind)} and ${matches(t, providerId, pattern)})`,
  );
  return sql`coalesce(case ${sql.join(cases, sql` `)} end, false)`;
}

export function searchRepository(db: Db) {
  const settingsQuery = db
    .select({
      format: users.clientNameFormat,
      order: users.clientNameOrder,
      today: sql<string>`to_char((now() at time zone ${users.timezone})::date, 'YYYY-MM-DD')`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('providerId')))
    .prepare('search_provider');

  /** Non-deleted appointments of the provider between two local days (the (provider_id, app_date) index), date order. */
  const appointmentsWhere = async (providerId: number, start: string, end: string, contact: SQL | undefined) =>
    db
      .select(appointmentFieldColumns)
      .from(appointments)
      .leftJoin(appointmentSeries, eq(appointmentSeries.id, appointments.seriesId))
      .where(
        and(
          eq(appointments.providerId, providerId),
          between(appointments.appDate, start, end),
          eq(appointments.isDeleted, false),
          contact,
        ),
      )
      .orderBy(asc(appointments.appDate), asc(appointments.startsAt), asc(appointments.id))
      .limit(SEARCH_APPOINTMENTS_MAX);

  /*
   * The appointments of up to BY_CONTACT_MAX matching contacts, one named
   * statement per set of kinds that matched (a bit each, SEARCHED's order),
   * read in array rows: no pattern in it, so one plan serves every term, and
   * drizzle's building and row mapping cost more than PostgreSQL's work
   * (tests/bench/server-path.ts, search).
   */
  const byContacts = new Map<number, ArrayQuery>();
  const byContactsQuery = (kinds: number): ArrayQuery => {
    let query = byContacts.get(kinds);
    if (!query) {
      const ofKinds = SEARCHED.flatMap(([kind], bit) => ((kinds >> bit) & 1 ? [ofContactsIn(kind, sql`${sql.placeholder(kind)}::int[]`)] : []));
      query = arrayQuery(
        db,
        `search_by_contacts_${kinds}`,
        db
          .select(appointmentFieldArrayColumnsFor('all'))
          .from(appointments)
          .leftJoin(appointmentSeries, eq(appointmentSeries.id, appointments.seriesId))
          .where(
            and(
              eq(appointments.providerId, sql.placeholder('providerId')),
              between(appointments.appDate, sql.placeholder('start'), sql.placeholder('end')),
              eq(appointments.isDeleted, false),
              or(...ofKinds),
            ),
          )
          .orderBy(asc(appointments.appDate), asc(appointments.startsAt), asc(appointments.id))
          .limit(SEARCH_APPOINTMENTS_MAX),
      );
      byContacts.set(kinds, query);
    }
    return query;
  };

  const appointmentsOfContacts = async (providerId: number, start: string, end: string, matched: ContactMatch[]): Promise<AppointmentFieldRow[]> => {
    const values: Record<string, unknown> = { providerId, start, end };
    let kinds = 0;
    SEARCHED.forEach(([kind], bit) => {
      const ids = matched.filter((c) => c.kind === kind).map((c) => c.id);
      if (ids.length === 0) return;
      kinds |= 1 << bit;
      values[kind] = `{${ids.join(',')}}`;
    });
    return (await byContactsQuery(kinds)(values)).map(fieldRowOfArray);
  };

  /*
   * The provider's contacts matching a pattern, best first, with the
   * provider's row beside them (none: no such provider), so its name settings
   * need no statement of their own. Built once, sent unnamed with each
   * request's pattern (db/text-query.ts).
   */
  const ph = sql.placeholder;
  const branch = (kind: SearchedKind, t: SearchedTable, names: SQL) => sql`
    select ${kind}::text as kind, ${t.id} as id, ${names}, ${t.searchName} as search_name,
           case when ${t.searchName} like ${ph('prefix')} or ${t.searchName} like ${ph('wordPrefix')} then 0 else 1 end as rank
      from ${t} where ${matches(t, ph('providerId'), ph('pattern'))}`;
  const personNames = (t: typeof clients | typeof persons) =>
    sql`${t.firstName} as first_name, ${t.middleName} as middle_name, ${t.lastName} as last_name,
        ${t.namePrefix} as name_prefix, ${t.nameSuffix} as name_suffix`;
  const namedNames = (t: typeof events | typeof groups) =>
    sql`${t.name} as first_name, '' as middle_name, '' as last_name, '' as name_prefix, '' as name_suffix`;
  const matchesQuery = textQuery<ContactMatch & { format: number; name_order: number }>(
    db,
    sql`
      select m.*, ${users.clientNameFormat} as format, ${users.clientNameOrder} as name_order
        from ${users} left join lateral (
          select *, count(*) over () as total from (
            ${branch('person', clients, personNames(clients))}
            union all ${branch('other_event', persons, personNames(persons))}
            union all ${branch('event_appointment', events, namedNames(events))}
            union all ${branch('group_appointment', groups, namedNames(groups))}
          ) m order by rank, search_name, kind, id limit ${BY_CONTACT_MAX + 1}
        ) m on true
       where ${users.id} = ${ph('providerId')}
       order by m.rank, m.search_name, m.kind, m.id`,
  );

  /**
   * The provider's contacts whose name contains the term (folded: case and
   * accents ignored), best first (a name or word starting with the term
   * before one containing it, then by name), at most SEARCH_CONTACTS_MAX;
   * and the non-deleted appointments from start to end (YYYY-MM-DD) with any
   * matching contact, at most SEARCH_APPOINTMENTS_MAX, in date order. Null
   * when there is no such provider.
   * The contacts' statement is not prepared by name, so it is planned with its
   * pattern (a generic plan cannot tell a selective term from 'a').
   */
  const search = async (providerId: number, term: string, start: string, end: string) => {
    const folded = escapeLike(foldForSearch(term));
    const pattern = `%${folded}%`;
    const rows = await matchesQuery({ providerId, pattern, prefix: `${folded}%`, wordPrefix: `% ${folded}%` });
    const [first] = rows;
    if (!first) return null;
    const settings: NameSettings = { format: Number(first.format), order: Number(first.name_order) };
    const contactRows = rows
      .filter((c) => c.id !== null)
      .map((c) => ({ ...c, id: Number(c.id), rank: Number(c.rank), total: Number(c.total) }));
    const total = contactRows[0]?.total ?? 0;

    const appointmentRows =
      total === 0
        ? []
        : total <= BY_CONTACT_MAX
          ? await appointmentsOfContacts(providerId, start, end, contactRows)
          : await appointmentsWhere(providerId, start, end, appointmentsOfMatches(providerId, pattern, total));

    const named = contactRows.slice(0, SEARCH_CONTACTS_MAX).map((c) => {
      const parts = { firstName: c.first_name, middleName: c.middle_name, lastName: c.last_name, namePrefix: c.name_prefix, nameSuffix: c.name_suffix };
      const name =
        c.kind === 'person'
          ? formatClientName(parts, settings.format, settings.order)
          : c.kind === 'other_event'
            ? formatPersonName(parts)
            : c.first_name;
      return { rank: c.rank, name: keyedName(name), contact: { id: c.id, type: c.kind, name } satisfies SearchContact };
    });
    // The SQL order picks the best SEARCH_CONTACTS_MAX; within those, display names decide (the contacts list's order).
    named.sort((a, b) => a.rank - b.rank || compareKeyedNames(a.name, b.name) || a.contact.id - b.contact.id);
    return {
      contacts: named.map((n) => n.contact),
      appointments: appointmentRows.map((r) => toSearchAppointment(r, settings)),
    };
  };

  return {
    async settings(providerId: number): Promise<ProviderSearchSettings | null> {
      const [row] = await settingsQuery.execute({ providerId });
      return row ?? null;
    },

    search,

    /** One contact's non-deleted appointments from start to end, at most SEARCH_APPOINTMENTS_MAX, in date order. */
    async contactAppointments(providerId: number, kind: ContactKind, id: number, start: string, end: string, settings: ProviderSearchSettings) {
      const rows = await appointmentsWhere(providerId, start, end, ofContacts(kind, [id]));
      return rows.map((r) => toSearchAppointment(r, settings));
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;
