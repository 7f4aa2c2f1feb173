import { type Column, eq, sql } from 'drizzle-orm';
import { CONTACT_STATUS, type VideoInvitePref } from '../../domain/codes';
import type { FormContact, FormDetailsResponse, OfficeLocation } from '../../domain/contract/appointment';
import { formatClientName, formatFullName, formatPersonName } from '../../domain/names';
import { DELEGATE_ROLE, PROVIDER_ROLES } from '../../domain/roles';
import type { Db } from '../db/client';
import { clients, events, groups, officeLocations, persons, users } from '../db/schema/index';

/** form_details without the providers list, which comes from the session (route). */
export type FormDetailsData = Omit<FormDetailsResponse, 'providers'>;

/** Case-insensitive name order (accents still count), ties by id so the order is stable. */
const collator = new Intl.Collator('en', { sensitivity: 'accent' });
const byName = (a: FormContact, b: FormContact): number => collator.compare(a.name, b.name) || a.id - b.id;

const filled = (column: Column) => sql`coalesce(${column}, '') <> ''`;

/*
 * Each list comes back as one JSON array of positional tuples from a scalar
 * subquery, all in one statement on the provider's row. Measured on PGlite
 * with 5,000 clients: ~160 ms for the client list as ordinary rows (every
 * column of every row decoded on its own), ~45 ms as one json_agg value; and
 * one round trip instead of seven.
 */
type NamedTuple = [
  id: number,
  first: string,
  middle: string,
  last: string,
  prefix: string,
  suffix: string,
  hasEmail: boolean,
  hasPhone: boolean,
  reminderPref: VideoInvitePref,
];
type EventTuple = [id: number, name: string];
type GroupTuple = [id: number, name: string, isVideo: boolean];
export type UserTuple = [id: number, role: number, first: string, last: string, hasEmail: boolean];
type OfficeTuple = [id: number, line1: string, line2: string, city: string, postalCode: string, isDefault: boolean];

export const list = <T>(tuple: ReturnType<typeof sql>, from: ReturnType<typeof sql>) =>
  sql<T[]>`(select coalesce(json_agg(${tuple}), '[]'::json) from ${from})`;

const contactList = (t: typeof clients | typeof persons) =>
  list<NamedTuple>(
    sql`json_build_array(${t.id}, ${t.firstName}, ${t.middleName}, ${t.lastName}, ${t.namePrefix}, ${t.nameSuffix},
      ${filled(t.email1)} or ${filled(t.email2)},
      ${filled(t.phone1)} or ${filled(t.phone2)} or ${filled(t.phone3)} or ${filled(t.phone4)}, ${t.reminderPref})`,
    // Status 2 is hidden from pickers (spec 3).
    sql`${t} where ${t.providerId} = ${users.id} and ${t.status} <> ${CONTACT_STATUS.hidden}`,
  );

const practiceRoles = sql.raw([...PROVIDER_ROLES, DELEGATE_ROLE].join(', '));
/**
 * The practice of the provider row selected from users: users whose subscriber
 * is the provider (server/db/schema/users.ts), portal users left out. Delegates
 * (24) are the app_users, provider roles the subscribers. Also the contacts list's.
 */
export const practiceMembers = list<UserTuple>(
  sql`json_build_array(member.id, member.role, member.first_name, member.last_name, coalesce(member.email, '') <> '')`,
  sql`${users} member where member.subscriber_id = ${users.id} and member.is_active and member.role in (${practiceRoles})`,
);
export const isAppUser = (u: UserTuple): boolean => u[1] === DELEGATE_ROLE;

export function formDetailsRepository(db: Db) {
  const query = db
    .select({
      timezone: users.timezone,
      format: users.clientNameFormat,
      order: users.clientNameOrder,
      increment: users.appointmentTimeIncrement,
      clients: contactList(clients),
      persons: contactList(persons),
      events: list<EventTuple>(sql`json_build_array(${events.id}, ${events.name})`, sql`${events} where ${events.providerId} = ${users.id}`),
      groups: list<GroupTuple>(
        sql`json_build_array(${groups.id}, ${groups.name}, ${groups.isVideo})`,
        sql`${groups} where ${groups.providerId} = ${users.id}`,
      ),
      practice: practiceMembers,
      offices: list<OfficeTuple>(
        sql`json_build_array(${officeLocations.id}, ${officeLocations.line1}, ${officeLocations.line2}, ${officeLocations.city},
          ${officeLocations.postalCode}, ${officeLocations.isDefault}) order by ${officeLocations.isDefault} desc, ${officeLocations.id}`,
        sql`${officeLocations} where ${officeLocations.providerId} = ${users.id}`,
      ),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('providerId')))
    .prepare('form_details');

  return {
    /** Everything the Add Appointment form needs of a provider, or null when there is no such user. One query. */
    async load(providerId: number): Promise<FormDetailsData | null> {
      const [p] = await query.execute({ providerId });
      if (!p) return null;

      const contact = (id: number, type: FormContact['type'], name: string, hasEmail: boolean, hasPhone: boolean): FormContact => ({
        id,
        type,
        name,
        provider: providerId,
        has_email: hasEmail,
        has_phone: hasPhone,
      });
      const sorted = (entries: FormContact[]): FormContact[] => entries.sort(byName);
      const parts = ([, firstName, middleName, lastName, namePrefix, nameSuffix]: NamedTuple) => ({
        firstName,
        middleName,
        lastName,
        namePrefix,
        nameSuffix,
      });

      // Users carry an e-mail but no phone column.
      const userContact = ([id, , firstName, lastName, hasEmail]: UserTuple, type: 'app_user' | 'subscriber'): FormContact =>
        contact(id, type, formatFullName({ firstName, lastName }), hasEmail, false);
      const appUsers = sorted(p.practice.filter(isAppUser).map((u) => userContact(u, 'app_user')));
      const subscribers = sorted(p.practice.filter((u) => !isAppUser(u)).map((u) => userContact(u, 'subscriber')));

      const offices: OfficeLocation[] = p.offices.map(([address_id, line1, line2, city, postal_code]) => ({
        address_id,
        line1,
        line2,
        city,
        postal_code,
      }));
      return {
        details: {
          clients: sorted(
            p.clients.map((c) => ({ ...contact(c[0], 'person', formatClientName(parts(c), p.format, p.order), c[6], c[7]), reminder_pref: c[8] })),
          ),
          people: sorted(p.persons.map((c) => ({ ...contact(c[0], 'other_event', formatPersonName(parts(c)), c[6], c[7]), reminder_pref: c[8] }))),
          events: sorted(p.events.map(([id, name]) => contact(id, 'event_appointment', name, false, false))),
          groups: sorted(
            p.groups.map(([id, name, isVideo]) => ({ ...contact(id, 'group_appointment', name, false, false), is_video: isVideo })),
          ),
          app_users: appUsers,
          subscribers,
        },
        group_users: [...subscribers, ...appUsers],
        office_locations: offices,
        provider_address_id: p.offices.find((o) => o[5])?.[0] ?? null,
        appointment_time_increment: p.increment,
        timezone: p.timezone,
      };
    },
  };
}
export type FormDetailsRepository = ReturnType<typeof formDetailsRepository>;
