/**
 * The audit trail's table (issue 13): batches in (the audit plugin's
 * buffer), pages and the CSV export out. Nothing here updates or deletes:
 * the table refuses both (migration 0006).
 *
 * Whose events a provider sees: those recorded as acting for the provider
 * (whoever acted: the practice's staff, a permitted user of another
 * practice, or someone refused), and those of the practice's own users
 * (the provider, staff, delegates, portal users) where no provider could be
 * told, e.g. a refused call naming a record that does not exist. Events of
 * the practice's users acting for another provider belong to that
 * provider's trail: they are about that practice's records.
 */
import { and, desc, eq, gte, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEvent, AuditRecordType, AuditUser } from '../../domain/contract/audit';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '../../domain/contract/audit';
import { messages } from '../../domain/messages';
import { PORTAL_ROLES } from '../../domain/roles';
import type { Db } from '../db/client';
import { auditEvents, providerPermissions, users } from '../db/schema/index';

/** One event as the recorder makes it. */
export interface AuditRecord {
  at: Date;
  userId: number;
  providerId: number | null;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string | null;
  /** The route pattern, e.g. '/api/appointment/get/id/:id'. */
  route: string;
  method: string;
  statusCode: number;
  ip: string;
}

/** What a page or export asks for; the window is [start, end). */
export interface AuditQuery {
  providerId: number;
  start: Date;
  end: Date;
  userId?: number;
  action?: AuditAction;
  recordType?: AuditRecordType;
  recordId?: string;
  /** Only events older than this id (keyset). */
  before?: number;
}

const userName = sql<string | null>`case when ${users.id} is null then null
  else trim(${users.firstName} || ' ' || ${users.lastName}) || ' (' || ${users.username} || ')' end`;

/**
 * Whether the actor belongs to the reading provider's practice, by the rules
 * authorization acts on (auth/authorization.ts canActFor): the provider, the
 * users whose subscriber is the provider (staff, delegates, the portal users
 * of its clients), and staff permitted to act for the provider. Anyone else
 * (issue 30 item 2: another practice's portal users probing its records) is
 * named neutrally, so one practice's trail never tells another's names.
 */
const actorInPractice = (providerId: number) => sql<boolean>`(${users.id} = ${providerId}
  or ${users.subscriberId} = ${providerId}
  or (${users.role} not in (${sql.join(PORTAL_ROLES.map((r) => sql`${r}`), sql`, `)}) and exists (
    select 1 from ${providerPermissions} where ${providerPermissions.userId} = ${users.id} and ${providerPermissions.providerId} = ${providerId}
      and ${providerPermissions.permissionId} is null and ${providerPermissions.permissionStatus} is null)))`;

/** The trail's name of an actor: theirs inside the practice, 'a user of another practice (id)' outside it ('' for a user since deleted). */
const actorName = (userId: number, name: string | null, inPractice: boolean | null): string =>
  name === null ? '' : inPractice === true ? name : `${messages.auditOutsideUser} (${userId})`;

const asAction = (v: string): AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(v) ? (v as AuditAction) : 'read';
const asRecordType = (v: string): AuditRecordType =>
  (AUDIT_RECORD_TYPES as readonly string[]).includes(v) ? (v as AuditRecordType) : 'client';

export function auditRepository(db: Db) {
  /** The practice's own users: the provider and everyone whose subscriber is the provider. */
  const practiceUsers = (providerId: number) =>
    db.select({ id: users.id }).from(users).where(or(eq(users.id, providerId), eq(users.subscriberId, providerId)));

  const whereOf = (q: AuditQuery): SQL =>
    and(
      or(
        eq(auditEvents.providerId, q.providerId),
        and(isNull(auditEvents.providerId), inArray(auditEvents.userId, practiceUsers(q.providerId))),
      ),
      gte(auditEvents.at, q.start),
      lt(auditEvents.at, q.end),
      q.userId === undefined ? undefined : eq(auditEvents.userId, q.userId),
      q.action === undefined ? undefined : eq(auditEvents.action, q.action),
      q.recordType === undefined ? undefined : eq(auditEvents.recordType, q.recordType),
      q.recordId === undefined ? undefined : eq(auditEvents.recordId, q.recordId),
      q.before === undefined ? undefined : lt(auditEvents.id, q.before),
    )!;

  /** Newest first. */
  async function select(q: AuditQuery, limit: number): Promise<AuditEvent[]> {
    const rows = await db
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        userId: auditEvents.userId,
        userName,
        inPractice: actorInPractice(q.providerId),
        providerId: auditEvents.providerId,
        action: auditEvents.action,
        recordType: auditEvents.recordType,
        recordId: auditEvents.recordId,
        route: auditEvents.route,
        method: auditEvents.method,
        statusCode: auditEvents.statusCode,
        ip: auditEvents.ip,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.userId))
      .where(whereOf(q))
      .orderBy(desc(auditEvents.id))
      .limit(limit);
    return rows.map((r) => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      userId: r.userId,
      userName: actorName(r.userId, r.userName, r.inPractice),
      providerId: r.providerId,
      action: asAction(r.action),
      recordType: asRecordType(r.recordType),
      recordId: r.recordId,
      route: `${r.method} ${r.route}`,
      statusCode: r.statusCode,
      ip: r.ip,
    }));
  }

  return {
    /** One statement for the whole batch: the rows travel as one JSON value, so the statement text never changes. */
    async insert(rows: readonly AuditRecord[]): Promise<void> {
      if (rows.length === 0) return;
      const json = JSON.stringify(
        rows.map((r) => ({
          at: r.at.toISOString(),
          user_id: r.userId,
          provider_id: r.providerId,
          action: r.action,
          record_type: r.recordType,
          record_id: r.recordId,
          route: r.route,
          method: r.method,
          status_code: r.statusCode,
          ip: r.ip,
        })),
      );
      await db.execute(sql`
        insert into audit_events (at, user_id, provider_id, action, record_type, record_id, route, method, status_code, ip)
        select at, user_id, provider_id, action, record_type, record_id, route, method, status_code, ip
        from json_to_recordset(${json}::json)
          as r(at timestamptz, user_id int, provider_id int, action text, record_type text, record_id text,
               route text, method text, status_code int, ip text)`);
    },

    /** A page, newest first, and where the next one starts (null: this is the last). */
    async page(q: AuditQuery, size: number): Promise<{ events: AuditEvent[]; nextBefore: number | null }> {
      const rows = await select(q, size + 1);
      const events = rows.slice(0, size);
      return { events, nextBefore: rows.length > size ? (events.at(-1)?.id ?? null) : null };
    },

    /** Matching events, newest first, in batches of `batch`, at most `max` in all. */
    async *exportBatches(q: AuditQuery, max: number, batch = 1000): AsyncGenerator<AuditEvent[]> {
      let left = max;
      let before = q.before;
      while (left > 0) {
        const want = Math.min(batch, left);
        const rows = await select({ ...q, before }, want);
        if (rows.length > 0) yield rows;
        if (rows.length < want) return;
        left -= rows.length;
        before = rows.at(-1)!.id;
      }
    },

    /** Who the user filter offers, by name: the practice's users and those permitted to act for the provider (actorInPractice). */
    async people(providerId: number): Promise<AuditUser[]> {
      const named = (u: typeof users) => ({
        id: u.id,
        name: sql<string>`trim(${u.firstName} || ' ' || ${u.lastName}) || ' (' || ${u.username} || ')'`,
      });
      const rows = await db
        .select(named(users))
        .from(users)
        .where(or(eq(users.id, providerId), eq(users.subscriberId, providerId)))
        .union(
          db
            .select(named(users))
            .from(providerPermissions)
            .innerJoin(users, eq(users.id, providerPermissions.userId))
            // The permitted ones, as actorInPractice: the trail names no one else.
            .where(
              and(
                eq(providerPermissions.providerId, providerId),
                isNull(providerPermissions.permissionId),
                isNull(providerPermissions.permissionStatus),
                notInArray(users.role, [...PORTAL_ROLES]),
              ),
            ),
        );
      return rows;
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
