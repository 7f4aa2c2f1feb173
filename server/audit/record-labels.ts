/**
 * The records of a page of the audit trail in words (issue 27 item 13),
 * resolved when the trail is read, for the reader's own practice only: a
 * record of another practice (a refused probe) or one since removed reads
 * "not on file", so the trail never tells one practice about another's
 * records. What is named is what the practice's own screens already show
 * beside it: a client's or contact's name in the practice's name order
 * (clientNameFormat / clientNameOrder) and an appointment's client and
 * start. Mail, attachments and favourites are never named: a subject can
 * be health information, and the trail needs none of it.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AuditEvent, AuditRecordLabel, DescribedAuditEvent } from '../../domain/contract/audit';
import { OTHEREVENT_TYPE } from '../../domain/codes';
import { formatClientName, type NameParts } from '../../domain/names';
import { zonedParts } from '../../domain/time-style';
import type { Db } from '../db/client';
import { appointments, chatGroupMembers, chatGroups, clients, events, groups, persons, users } from '../db/schema/index';

/** What a record id points at, as the routes name it (domain/contract/audit.ts). */
type RefKind = 'appointment' | 'client' | 'person' | 'event' | 'group' | 'user' | 'chatGroup';
interface Ref {
  kind: RefKind;
  id: number;
}

const INT4_MAX = 2_147_483_647;
const idOf = (text: string): number | null => (/^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= INT4_MAX ? Number(text) : null);

/** Contact kinds in ids ('person:12' is a client reached as a contact, spec 3). */
const KIND_OF_PREFIX: Record<string, RefKind> = {
  person: 'client',
  other_event: 'person',
  event_appointment: 'event',
  group_appointment: 'group',
  app_user: 'user',
  subscriber: 'user',
};

/** The record an event names, when the trail may name it at all. */
function refOf(e: Pick<AuditEvent, 'recordType' | 'recordId'>): Ref | null {
  if (e.recordId === null) return null;
  const colon = e.recordId.indexOf(':');
  if (colon < 0) {
    const id = idOf(e.recordId);
    if (id === null) return null;
    if (e.recordType === 'appointment') return { kind: 'appointment', id };
    if (e.recordType === 'client') return { kind: 'client', id };
    return null;
  }
  const prefix = e.recordId.slice(0, colon);
  const id = idOf(e.recordId.slice(colon + 1));
  if (id === null) return null;
  if (e.recordType === 'chat') return prefix === 'user' ? { kind: 'user', id } : prefix === 'group' ? { kind: 'chatGroup', id } : null;
  const kind = KIND_OF_PREFIX[prefix];
  return kind === undefined ? null : { kind, id };
}

const key = (r: Ref): string => `${r.kind}:${r.id}`;

interface AppointmentFacts {
  day: string;
  minutes: number | null;
  contact: Ref | null;
}

export function auditRecordLabels(db: Db) {
  async function settingsOf(providerId: number): Promise<{ format: number; order: number }> {
    const [row] = await db.select({ format: users.clientNameFormat, order: users.clientNameOrder }).from(users).where(eq(users.id, providerId));
    return { format: row?.format ?? 1, order: row?.order ?? 1 };
  }

  async function appointmentsOf(providerId: number, ids: number[]): Promise<Map<number, AppointmentFacts>> {
    const found = new Map<number, AppointmentFacts>();
    if (ids.length === 0) return found;
    const rows = await db
      .select({
        id: appointments.id,
        day: appointments.appDate,
        startsAt: appointments.startsAt,
        timezone: appointments.timezone,
        isAllDay: appointments.isAllDay,
        clientType: appointments.clientType,
        clientId: appointments.clientId,
        othereventType: appointments.othereventType,
        othereventId: appointments.othereventId,
      })
      .from(appointments)
      .where(and(inArray(appointments.id, ids), eq(appointments.providerId, providerId), eq(appointments.isDeleted, false)));
    for (const r of rows) {
      const contact: Ref | null =
        r.clientId !== null && r.clientType !== null
          ? { kind: r.clientType === 'person' ? 'client' : 'user', id: r.clientId }
          : r.othereventId !== null
            ? {
                kind: r.othereventType === OTHEREVENT_TYPE.person ? 'person' : r.othereventType === OTHEREVENT_TYPE.group ? 'group' : 'event',
                id: r.othereventId,
              }
            : null;
      const clock = r.isAllDay ? null : zonedParts(r.startsAt, r.timezone);
      found.set(r.id, { day: r.day, minutes: clock === null ? null : clock.hour * 60 + clock.minute, contact });
    }
    return found;
  }

  /** Names of clients, persons, events, groups, practice users and chat groups, each only if it is the practice's. */
  async function namesOf(providerId: number, refs: readonly Ref[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const ids = (kind: RefKind): number[] => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
    const { format, order } = await settingsOf(providerId);
    const person = (kind: RefKind) => (row: NameParts & { id: number }) => names.set(`${kind}:${row.id}`, formatClientName(row, format, order));
    const plain = (kind: RefKind) => (row: { id: number; name: string }) => names.set(`${kind}:${row.id}`, row.name);
    const practiceUser: SQL = or(eq(users.id, providerId), eq(users.subscriberId, providerId))!;
    const clientUserIds = db.select({ id: clients.userId }).from(clients).where(eq(clients.providerId, providerId));
    const personUserIds = db.select({ id: persons.userId }).from(persons).where(eq(persons.providerId, providerId));
    const practiceUserIds = db.select({ id: users.id }).from(users).where(practiceUser);
    const jobs: Promise<unknown>[] = [];
    const run = <T>(list: number[], query: (list: number[]) => Promise<T[]>, put: (row: T) => void) => {
      if (list.length > 0) jobs.push(query(list).then((rows) => rows.forEach(put)));
    };
    run(ids('client'), (l) => db.select({ id: clients.id, ...pick(clients) }).from(clients).where(and(inArray(clients.id, l), eq(clients.providerId, providerId))), person('client'));
    run(ids('person'), (l) => db.select({ id: persons.id, ...pick(persons) }).from(persons).where(and(inArray(persons.id, l), eq(persons.providerId, providerId))), person('person'));
    run(ids('event'), (l) => db.select({ id: events.id, name: events.name }).from(events).where(and(inArray(events.id, l), eq(events.providerId, providerId))), plain('event'));
    run(ids('group'), (l) => db.select({ id: groups.id, name: groups.name }).from(groups).where(and(inArray(groups.id, l), eq(groups.providerId, providerId))), plain('group'));
    run(
      ids('user'),
      (l) =>
        db
          .select({ id: users.id, ...pick(users) })
          .from(users)
          .where(and(inArray(users.id, l), or(practiceUser, inArray(users.id, clientUserIds), inArray(users.id, personUserIds)))),
      person('user'),
    );
    // A chat group is the practice's when one of its members is one of the practice's users.
    run(
      ids('chatGroup'),
      (l) =>
        db
          .selectDistinct({ id: chatGroups.id, name: chatGroups.name })
          .from(chatGroups)
          .innerJoin(chatGroupMembers, eq(chatGroupMembers.groupId, chatGroups.id))
          .where(and(inArray(chatGroups.id, l), inArray(chatGroupMembers.userId, practiceUserIds))),
      plain('chatGroup'),
    );
    await Promise.all(jobs);
    return names;
  }

  return {
    /** The events with their records' labels, for the practice of `providerId`. */
    async describe(providerId: number, page: readonly AuditEvent[]): Promise<DescribedAuditEvent[]> {
      const refs = page.map(refOf);
      const appointmentIds = [...new Set(refs.filter((r): r is Ref => r?.kind === 'appointment').map((r) => r.id))];
      const facts = await appointmentsOf(providerId, appointmentIds);
      const nameRefs = [...refs.filter((r): r is Ref => r !== null && r.kind !== 'appointment'), ...[...facts.values()].flatMap((f) => (f.contact ? [f.contact] : []))];
      const names = await namesOf(providerId, nameRefs);
      return page.map((e, i) => {
        const ref = refs[i] ?? null;
        if (ref === null) return { ...e, record: null };
        if (ref.kind !== 'appointment') return { ...e, record: { name: names.get(key(ref)) ?? null, day: null, minutes: null } };
        const f = facts.get(ref.id);
        const record: AuditRecordLabel = f
          ? { name: f.contact ? (names.get(key(f.contact)) ?? null) : null, day: f.day, minutes: f.minutes }
          : { name: null, day: null, minutes: null };
        return { ...e, record };
      });
    },
  };
}
export type AuditRecordLabels = ReturnType<typeof auditRecordLabels>;

function pick(t: typeof clients | typeof persons | typeof users) {
  return {
    firstName: t.firstName,
    lastName: t.lastName,
    middleName: t.middleName,
    namePrefix: t.namePrefix,
    nameSuffix: t.nameSuffix,
  };
}
