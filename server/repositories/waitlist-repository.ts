/**
 * The waitlist's rows (issue 29): entries with their contact's name and
 * open offer for the screens, the practice's offer settings, and the small
 * writes of the staff and portal calls. The offer flow (server/waitlist/
 * offer-flow.ts) does the writes that book.
 */
import { sql } from 'drizzle-orm';
import { WAITLIST_JOBS } from '../../domain/contract/waitlist';
import type { WaitlistContactRef, WaitlistEntry, WaitlistOfferView, WaitlistSettings, WaitlistWishes } from '../../domain/contract/waitlist';
import { DEFAULT_HOLD_MINUTES, type EntrySource, type EntryStatus, type OfferStatus } from '../../domain/waitlist/statuses';
import type { LocationKind, TimeWindow, Weekday } from '../../domain/waitlist/wishes';
import type { DbOrTx } from '../db/client';
import { enqueue } from '../jobs/queue';
import type { SlotFreedPayload } from '../waitlist/slot-freed';
import { rowsOf } from './appointments/sql-arrays';

export const DEFAULT_WAITLIST_SETTINGS: WaitlistSettings = { offer_mode: 'one_at_a_time', hold_minutes: DEFAULT_HOLD_MINUTES, show_provider_name: false };

const iso = (v: string | Date): string => (v instanceof Date ? v : new Date(v)).toISOString();
const isoDay = (v: string | Date | null): string | null => (v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
/** node-postgres hands text[] back as an array; PGlite too, but guard a '{a,b}' literal. */
const textList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : String(v).replace(/^\{|\}$/g, '').split(',').filter((s) => s !== ''));

export interface EntryRow {
  id: number;
  provider_id: number;
  contact_kind: 'client' | 'person';
  contact_id: number;
  days: unknown;
  windows: unknown;
  location_kinds: unknown;
  earliest_date: string | Date | null;
  latest_date: string | Date | null;
  length_minutes: number;
  timezone: string;
  priority: number;
  status: EntryStatus;
  added_by: EntrySource;
  appointment_id: number | null;
  created_at: string | Date;
  updated_at: string | Date;
  contact_name: string | null;
  offer_id: number | null;
  offer_status: OfferStatus | null;
  offer_start: string | Date | null;
  offer_end: string | Date | null;
  offer_zone: string | null;
  offer_kind: LocationKind | null;
  offer_expires: string | Date | null;
  offer_created: string | Date | null;
}

export const wishesOf = (r: Pick<EntryRow, 'days' | 'windows' | 'location_kinds' | 'earliest_date' | 'latest_date' | 'length_minutes' | 'timezone'>): WaitlistWishes => ({
  days: textList(r.days).map(Number) as Weekday[],
  windows: parsed<TimeWindow[]>(r.windows),
  location_kinds: textList(r.location_kinds) as LocationKind[],
  earliest_date: isoDay(r.earliest_date),
  latest_date: isoDay(r.latest_date),
  length_minutes: r.length_minutes,
  timezone: r.timezone,
});

function entryOf(r: EntryRow): WaitlistEntry {
  const offer: WaitlistOfferView | null =
    r.offer_id === null
      ? null
      : {
          id: r.offer_id,
          status: r.offer_status!,
          slot: { start: iso(r.offer_start!), end: iso(r.offer_end!), timezone: r.offer_zone!, location_kind: r.offer_kind! },
          expires_at: iso(r.offer_expires!),
          created_at: iso(r.offer_created!),
        };
  return {
    id: r.id,
    provider_id: r.provider_id,
    contact: { kind: r.contact_kind, id: r.contact_id, name: r.contact_name ?? '' },
    wishes: wishesOf(r),
    priority: r.priority,
    status: r.status,
    added_by: r.added_by,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    offer,
    appointment_id: r.appointment_id,
  };
}

/** Entries with the contact's 'Last, First' and the open offer; `where` filters `e`. */
const entrySelect = (where: ReturnType<typeof sql>, order = sql`e.id`, limit = 500) => sql`
  select e.id, e.provider_id, e.contact_kind, e.contact_id, e.days, e.windows, e.location_kinds, e.earliest_date::text as earliest_date,
         e.latest_date::text as latest_date, e.length_minutes, e.timezone, e.priority, e.status, e.added_by, e.appointment_id,
         e.created_at, e.updated_at,
         case e.contact_kind
           when 'client' then (select nullif(trim(both ', ' from c.last_name || ', ' || c.first_name), '') from clients c where c.id = e.contact_id)
           else (select nullif(trim(both ', ' from p.last_name || ', ' || p.first_name), '') from persons p where p.id = e.contact_id) end as contact_name,
         o.id as offer_id, o.status as offer_status, o.slot_start as offer_start, o.slot_end as offer_end, o.timezone as offer_zone,
         o.location_kind as offer_kind, o.expires_at as offer_expires, o.created_at as offer_created
    from waitlist_entries e
    left join waitlist_offers o on o.entry_id = e.id and o.status = 'open'
   where ${where}
   order by ${order}
   limit ${limit}::int`;

/** Higher priority first, then the oldest (domain/waitlist/statuses.ts compareEntries). */
export const LIST_ORDER = sql`e.priority desc, e.created_at, e.id`;

export async function listEntries(db: DbOrTx, providerId: number, all: boolean): Promise<WaitlistEntry[]> {
  const active = await db.execute(entrySelect(sql`e.provider_id = ${providerId}::int and e.status in ('waiting', 'offered')`, LIST_ORDER));
  const entries = rowsOf<EntryRow>(active).map(entryOf);
  if (!all) return entries;
  const done = await db.execute(
    entrySelect(sql`e.provider_id = ${providerId}::int and e.status not in ('waiting', 'offered')`, sql`e.updated_at desc, e.id desc`, 200),
  );
  return [...entries, ...rowsOf<EntryRow>(done).map(entryOf)];
}

export async function findEntry(db: DbOrTx, id: number): Promise<WaitlistEntry | null> {
  const [row] = rowsOf<EntryRow>(await db.execute(entrySelect(sql`e.id = ${id}::int`)));
  return row ? entryOf(row) : null;
}

/** The contact's active entry with the provider, if any. */
export async function activeEntryOf(db: DbOrTx, providerId: number, contact: WaitlistContactRef): Promise<WaitlistEntry | null> {
  const [row] = rowsOf<EntryRow>(
    await db.execute(
      entrySelect(
        sql`e.provider_id = ${providerId}::int and e.contact_kind = ${contact.kind} and e.contact_id = ${contact.id}::int and e.status in ('waiting', 'offered')`,
      ),
    ),
  );
  return row ? entryOf(row) : null;
}

/** Whether the contact is one of the provider's (a client or other person of theirs, not hidden). */
export async function contactIsProviders(db: DbOrTx, providerId: number, contact: WaitlistContactRef): Promise<boolean> {
  const table = contact.kind === 'client' ? sql`clients` : sql`persons`;
  const result = await db.execute(sql`select 1 from ${table} where id = ${contact.id}::int and provider_id = ${providerId}::int limit 1`);
  return rowsOf(result).length > 0;
}

/** The portal client's own client row with that provider (role 22), or null. */
export async function portalClientOf(db: DbOrTx, userId: number, providerId: number): Promise<WaitlistContactRef | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from clients where user_id = ${userId}::int and provider_id = ${providerId}::int limit 1`),
  );
  return row ? { kind: 'client', id: row.id } : null;
}

const wishValues = (w: WaitlistWishes) => ({
  days: sql`${`{${[...new Set(w.days)].sort((a, b) => a - b).join(',')}}`}::int[]`,
  windows: sql`${JSON.stringify(w.windows)}::jsonb`,
  kinds: sql`${`{${w.location_kinds.join(',')}}`}::text[]`,
});

/** A new waiting entry; null when the contact already has an active one (the partial unique index). */
export async function insertEntry(
  db: DbOrTx,
  input: { providerId: number; contact: WaitlistContactRef; wishes: WaitlistWishes; priority: number; addedBy: EntrySource; userId: number },
): Promise<number | null> {
  const w = input.wishes;
  const v = wishValues(w);
  const result = await db.execute(sql`
    insert into waitlist_entries (provider_id, contact_kind, contact_id, days, windows, location_kinds, earliest_date, latest_date,
                                  length_minutes, timezone, priority, added_by, added_by_user)
    values (${input.providerId}::int, ${input.contact.kind}, ${input.contact.id}::int, ${v.days}, ${v.windows}, ${v.kinds},
            ${w.earliest_date}::date, ${w.latest_date}::date, ${w.length_minutes}::int, ${w.timezone}, ${input.priority}::int,
            ${input.addedBy}, ${input.userId}::int)
    on conflict (provider_id, contact_kind, contact_id) where status in ('waiting', 'offered') do nothing
    returning id`);
  return rowsOf<{ id: number }>(result)[0]?.id ?? null;
}

/** New wishes (and priority) of an active entry; false when it is not active. */
export async function updateEntry(db: DbOrTx, id: number, wishes: WaitlistWishes | null, priority: number | undefined): Promise<boolean> {
  const v = wishes === null ? null : wishValues(wishes);
  const result = await db.execute(sql`
    update waitlist_entries
       set ${
         wishes === null || v === null
           ? sql``
           : sql`days = ${v.days}, windows = ${v.windows}, location_kinds = ${v.kinds}, earliest_date = ${wishes.earliest_date}::date,
             latest_date = ${wishes.latest_date}::date, length_minutes = ${wishes.length_minutes}::int, timezone = ${wishes.timezone},`
       }
           ${priority === undefined ? sql`` : sql`priority = ${priority}::int,`}
           updated_at = now()
     where id = ${id}::int and status in ('waiting', 'offered')
    returning id`);
  return rowsOf(result).length > 0;
}

/**
 * Ends an active entry (removed by staff or the client): its open offer
 * expires with it, in one transaction, and a time it held that is still
 * ahead goes back to the list ('waitlist:slot-freed', as a decline does):
 * with one offer at a time nobody else would hear of it. False when it was
 * not active.
 */
export async function endEntry(db: DbOrTx, id: number, status: Extract<EntryStatus, 'removed' | 'expired'>): Promise<boolean> {
  const result = await db.execute(sql`
    with e as (update waitlist_entries set status = ${status}, updated_at = now()
                where id = ${id}::int and status in ('waiting', 'offered') returning id),
         o as (update waitlist_offers set status = 'expired', answered_at = now()
                where entry_id in (select id from e) and status = 'open'
                returning provider_id, slot_start, slot_end, timezone, location_kind, office_location_id)
    select (select count(*) from e)::int as n, o.* from (select 1) as one left join o on true`);
  const rows = rowsOf<{ n: number } & Partial<OfferSlotRow>>(result);
  for (const o of rows) {
    if (o.provider_id == null || new Date(o.slot_start!).getTime() <= Date.now()) continue;
    const slot = { start: new Date(o.slot_start!).getTime(), end: new Date(o.slot_end!).getTime(), timezone: o.timezone!, locationKind: o.location_kind!, officeLocationId: o.office_location_id ?? null };
    await enqueue(db, WAITLIST_JOBS.slotFreed, { providerId: o.provider_id, slots: [slot] } satisfies SlotFreedPayload);
  }
  return (rows[0]?.n ?? 0) > 0;
}

/** An offer's time and place as its row holds them. */
export interface OfferSlotRow {
  provider_id: number;
  slot_start: string | Date;
  slot_end: string | Date;
  timezone: string;
  location_kind: LocationKind;
  office_location_id: number | null;
}

interface SettingsRow {
  offer_mode: WaitlistSettings['offer_mode'];
  hold_minutes: number;
  show_provider_name: boolean;
}

/** The practice (users.subscriber_id, or the provider's own row) a provider belongs to. */
const practiceOf = (providerId: number) => sql`(select coalesce(u.subscriber_id, u.id) from users u where u.id = ${providerId}::int)`;

export async function settingsOf(db: DbOrTx, providerId: number): Promise<WaitlistSettings> {
  const [row] = rowsOf<SettingsRow>(
    await db.execute(sql`select offer_mode, hold_minutes, show_provider_name from waitlist_settings where practice_id = ${practiceOf(providerId)}`),
  );
  return row ?? DEFAULT_WAITLIST_SETTINGS;
}

export async function saveSettings(db: DbOrTx, providerId: number, s: WaitlistSettings): Promise<WaitlistSettings> {
  await db.execute(sql`
    insert into waitlist_settings (practice_id, offer_mode, hold_minutes, show_provider_name)
    values (${practiceOf(providerId)}, ${s.offer_mode}, ${s.hold_minutes}::int, ${s.show_provider_name}::boolean)
    on conflict (practice_id) do update
       set offer_mode = excluded.offer_mode, hold_minutes = excluded.hold_minutes,
           show_provider_name = excluded.show_provider_name, updated_at = now()`);
  return settingsOf(db, providerId);
}

/** A portal client's open offers (newest first). */
export async function openOffersOfEntry(db: DbOrTx, entryId: number): Promise<WaitlistOfferView[]> {
  const result = await db.execute(sql`
    select id, status, slot_start, slot_end, timezone, location_kind, expires_at, created_at
      from waitlist_offers where entry_id = ${entryId}::int and status = 'open' and expires_at > now()
     order by created_at desc, id desc`);
  return rowsOf<{
    id: number;
    status: OfferStatus;
    slot_start: string | Date;
    slot_end: string | Date;
    timezone: string;
    location_kind: LocationKind;
    expires_at: string | Date;
    created_at: string | Date;
  }>(result).map((o) => ({
    id: o.id,
    status: o.status,
    slot: { start: iso(o.slot_start), end: iso(o.slot_end), timezone: o.timezone, location_kind: o.location_kind },
    expires_at: iso(o.expires_at),
    created_at: iso(o.created_at),
  }));
}

/** A portal user's client row (clients.user_id is unique) with its provider, or null. */
export async function clientRowOfUser(db: DbOrTx, userId: number): Promise<{ id: number; providerId: number } | null> {
  const [row] = rowsOf<{ id: number; provider_id: number }>(
    await db.execute(sql`select id, provider_id from clients where user_id = ${userId}::int limit 1`),
  );
  return row ? { id: row.id, providerId: row.provider_id } : null;
}
