/**
 * The contacts full list and the phone screen (spec 2 "Contacts full list",
 * 3 "Contact list item"): every active contact of a provider with the acting
 * user's favourites and chosen phones, in one statement whatever the count.
 * Also who owns a contact, for the calls that take a contact id from the
 * browser (favourites, phone_selected, a contact's appointments).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CONTACT_STATUS, type PhoneTypeCode, type VideoInvitePref } from '../../domain/codes';
import type { ContactKind } from '../../domain/contract/appointment';
import { compareKeyedNames, type KeyedName, keyedName } from '../../domain/contacts/name-order';
import type { ContactListItem, ContactPhone } from '../../domain/contract/contacts-list';
import { formatClientName, formatFullName, formatPersonName } from '../../domain/names';
import { DELEGATE_ROLE, PROVIDER_ROLES } from '../../domain/roles';
import type { Db } from '../db/client';
import { clients, events, favourites, groups, persons, phoneSelected, users } from '../db/schema/index';
import { fitsInt4 } from './appointments/sql-arrays';
import { isAppUser, list, practiceMembers, type UserTuple } from './form-details-repository';

/**
 * A client or person as text: json_agg of a text array builds about twice
 * as fast as json_build_array of typed values (measured on PostgreSQL with
 * 12,000 clients), and the few numbers are converted here.
 */
type PersonTuple = [
  id: string,
  first: string,
  middle: string,
  last: string,
  prefix: string,
  suffix: string,
  email1: string | null,
  email2: string | null,
  phone1: string | null,
  phone2: string | null,
  phone3: string | null,
  phone4: string | null,
  pht1: string,
  pht2: string,
  pht3: string,
  pht4: string,
  timezone: string,
  userId: string | null,
  reminderPref: VideoInvitePref,
];
type EventTuple = [id: number, name: string];
type GroupTuple = [id: number, name: string, isVideo: boolean];
/** A favourite row: id and the one target column that is set. */
type FavouriteTuple = [id: number, clientId: number | null, personId: number | null, groupId: number | null];
type SelectedTuple = [clientId: number | null, personId: number | null, phone: string];

const personList = (t: typeof clients | typeof persons) =>
  list<PersonTuple>(
    sql`array[${t.id}::text, ${t.firstName}, ${t.middleName}, ${t.lastName}, ${t.namePrefix}, ${t.nameSuffix},
      ${t.email1}, ${t.email2}, ${t.phone1}, ${t.phone2}, ${t.phone3}, ${t.phone4},
      ${t.pht1}::text, ${t.pht2}::text, ${t.pht3}::text, ${t.pht4}::text, ${t.timezone}, ${t.userId}::text, ${t.reminderPref}]`,
    sql`${t} where ${t.providerId} = ${users.id} and ${t.status} = ${CONTACT_STATUS.active}`,
  );

/** The filled phone slots in slot order (spec 3: up to four, each with its type code). */
function phonesOf(t: PersonTuple): ContactPhone[] {
  const out: ContactPhone[] = [];
  for (let slot = 0; slot < 4; slot += 1) {
    const phone = t[8 + slot];
    if (phone) out.push({ phone, type: Number(t[12 + slot]) as PhoneTypeCode });
  }
  return out;
}

/** Case-insensitive name order (accents still count, domain/contacts/name-order.ts), ties by kind and id so the order is stable. */
type Keyed = { item: ContactListItem; name: KeyedName };
const byName = (a: Keyed, b: Keyed): number =>
  compareKeyedNames(a.name, b.name) || a.item.type.localeCompare(b.item.type) || a.item.id - b.item.id;
const sortedByName = (items: ContactListItem[]): ContactListItem[] =>
  items
    .map((item) => ({ item, name: keyedName(item.name) }))
    .sort(byName)
    .map((k) => k.item);

/** Who owns a contact named by kind and id, and its phones (clients and persons). */
export interface ContactOwner {
  providerId: number;
  phones: string[];
}

/**
 * The provider a contact belongs to, or null when there is no such contact
 * (an id out of range names none). Practice users belong to their subscriber
 * (delegates as app_user, provider roles as subscriber), as in the pickers.
 */
async function contactOwner(db: Db, kind: ContactKind, id: number): Promise<ContactOwner | null> {
  if (!fitsInt4(id) || id === 0) return null;
  const withPhones = async (t: typeof clients | typeof persons) => {
    const [row] = await db
      .select({ providerId: t.providerId, phones: sql<(string | null)[]>`array[${t.phone1}, ${t.phone2}, ${t.phone3}, ${t.phone4}]` })
      .from(t)
      .where(eq(t.id, id));
    return row ? { providerId: row.providerId, phones: row.phones.filter((p): p is string => Boolean(p)) } : null;
  };
  const plain = async (t: typeof events | typeof groups) => {
    const [row] = await db.select({ providerId: t.providerId }).from(t).where(eq(t.id, id));
    return row ? { providerId: row.providerId, phones: [] } : null;
  };
  const practiceUser = async (roles: readonly number[]) => {
    const [row] = await db
      .select({ providerId: users.subscriberId })
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...roles])));
    return row?.providerId ? { providerId: row.providerId, phones: [] } : null;
  };
  switch (kind) {
    case 'person':
      return withPhones(clients);
    case 'other_event':
      return withPhones(persons);
    case 'event_appointment':
      return plain(events);
    case 'group_appointment':
      return plain(groups);
    case 'app_user':
      return practiceUser([DELEGATE_ROLE]);
    case 'subscriber':
      return practiceUser(PROVIDER_ROLES);
  }
}

export function contactsListRepository(db: Db) {
  /*
   * One statement on the provider's row, each list one json_agg value (as
   * form_details: decoding 5,000 rows column by column costs several times
   * more than one JSON value), the user's favourites and chosen phones as two
   * more small lists matched in memory: no per-contact query.
   */
  const query = db
    .select({
      format: users.clientNameFormat,
      order: users.clientNameOrder,
      clients: personList(clients),
      persons: personList(persons),
      events: list<EventTuple>(sql`json_build_array(${events.id}, ${events.name})`, sql`${events} where ${events.providerId} = ${users.id}`),
      groups: list<GroupTuple>(
        sql`json_build_array(${groups.id}, ${groups.name}, ${groups.isVideo})`,
        sql`${groups} where ${groups.providerId} = ${users.id}`,
      ),
      practice: practiceMembers,
      favourites: list<FavouriteTuple>(
        sql`json_build_array(${favourites.id}, ${favourites.personId}, ${favourites.othereventId}, ${favourites.groupappointmentId})`,
        sql`${favourites} where ${favourites.userId} = ${sql.placeholder('userId')}`,
      ),
      selected: list<SelectedTuple>(
        sql`json_build_array(${phoneSelected.personId}, ${phoneSelected.othereventId}, ${phoneSelected.phone})`,
        sql`${phoneSelected} where ${phoneSelected.userId} = ${sql.placeholder('userId')}`,
      ),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('providerId')))
    .prepare('contacts_list');

  return {
    /** Who owns the contact (favourites, phone_selected and a contact's appointments check it first). */
    owner: (kind: ContactKind, id: number): Promise<ContactOwner | null> => contactOwner(db, kind, id),

    /** Every active contact of the provider, sorted by name, with this user's favourites and chosen phones; null when no such provider. */
    async list(providerId: number, userId: number): Promise<ContactListItem[] | null> {
      const [p] = await query.execute({ providerId, userId });
      if (!p) return null;

      const favouriteOf = { client: new Map<number, number>(), person: new Map<number, number>(), group: new Map<number, number>() };
      for (const [id, clientId, personId, groupId] of p.favourites) {
        if (clientId !== null) favouriteOf.client.set(clientId, id);
        else if (personId !== null) favouriteOf.person.set(personId, id);
        else if (groupId !== null) favouriteOf.group.set(groupId, id);
      }
      const selectedOf = { client: new Map<number, string>(), person: new Map<number, string>() };
      for (const [clientId, personId, phone] of p.selected) {
        if (clientId !== null) selectedOf.client.set(clientId, phone);
        else if (personId !== null) selectedOf.person.set(personId, phone);
      }

      // Required keys only; the optional ones are added where they apply (a compact payload for 5,000 contacts).
      const base = (id: number, type: ContactKind, name: string): ContactListItem => ({
        id,
        type,
        name,
        provider: providerId,
        phones: [],
        selected_phone: null,
        favourite_id: 0,
        user_id: null,
      });
      const person = (t: PersonTuple, type: 'person' | 'other_event', name: string, mine: 'client' | 'person'): ContactListItem => {
        const id = Number(t[0]);
        // Spelled out rather than spread from base(): one object per contact, not two (5,000 of them).
        return {
          id,
          type,
          name,
          provider: providerId,
          phones: phonesOf(t),
          selected_phone: selectedOf[mine].get(id) ?? null,
          favourite_id: favouriteOf[mine].get(id) ?? 0,
          user_id: t[17] === null ? null : Number(t[17]),
          first_name: t[1],
          last_name: t[3],
          email: [t[6], t[7]].filter((e): e is string => Boolean(e)),
          timezone: t[16],
          reminder_pref: t[18],
          // Only active contacts are listed.
          status: CONTACT_STATUS.active,
        };
      };
      const parts = (t: PersonTuple) => ({ firstName: t[1], middleName: t[2], lastName: t[3], namePrefix: t[4], nameSuffix: t[5] });
      const user = (u: UserTuple): ContactListItem => ({
        ...base(u[0], isAppUser(u) ? 'app_user' : 'subscriber', formatFullName({ firstName: u[2], lastName: u[3] })),
        user_id: u[0],
      });

      return sortedByName([
        ...p.clients.map((t) => person(t, 'person', formatClientName(parts(t), p.format, p.order), 'client')),
        ...p.persons.map((t) => person(t, 'other_event', formatPersonName(parts(t)), 'person')),
        ...p.events.map(([id, name]) => base(id, 'event_appointment', name)),
        ...p.groups.map(([id, name, isVideo]) => ({
          ...base(id, 'group_appointment', name),
          favourite_id: favouriteOf.group.get(id) ?? 0,
          is_video: isVideo,
        })),
        ...p.practice.map(user),
      ]);
    },
  };
}
export type ContactsListRepository = ReturnType<typeof contactsListRepository>;
