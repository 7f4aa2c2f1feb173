/**
 * The waitlist's writes that offer and book (issue 29), each one transaction.
 *
 * - offerFreedSlots (job 'waitlist:slot-freed'): per freed time, under the
 *   provider's write lock (the one bookings take): is it still free of
 *   appointments and busy time, and not already on offer? Then the waiting
 *   entries that fit (domain/waitlist/match.ts), in list order, minus those
 *   already offered this time, get offers: the first only (one at a time,
 *   with a hold) or all (first to accept wins); one 'waitlist:offer-send'
 *   job each.
 * - answerOffer (the link, or the portal): the offer row FOR UPDATE, then the
 *   provider's lock; accept books exactly as staff booking does
 *   (insertOccurrences, the overlap rule with busy time, the contact's
 *   reminder choice, video codes by the insert trigger), marks entry and
 *   offer, and makes sibling offers of that time 'taken'. Two accepts at once
 *   on two processes serialise on those locks: one books, the other finds
 *   the time taken.
 * - expireOffers (job 'waitlist:sweep'): offers past their hold or the slot's
 *   start expire, their entries wait again and the time goes to the next
 *   entry; entries past their latest date expire.
 */
import { sql } from 'drizzle-orm';
import { WAITLIST_JOBS } from '../../domain/contract/waitlist';
import type { AppointmentPayload } from '../../domain/contract/appointment';
import { instantToLocal } from '../../domain/appointments/local-time';
import { valuesOf } from '../../domain/appointments/occurrence-plan';
import type { VideoInvitePref } from '../../domain/codes';
import { slotFits } from '../../domain/waitlist/match';
import { offerExpiresAt, type OfferStatus } from '../../domain/waitlist/statuses';
import type { LocationKind } from '../../domain/waitlist/wishes';
import type { Db, DbOrTx } from '../db/client';
import { enqueue } from '../jobs/queue';
import { insertOccurrences, lockProvider } from '../repositories/appointments/appointment-writes-repository';
import { rowsOf } from '../repositories/appointments/sql-arrays';
import { type EntryRow, LIST_ORDER, type OfferSlotRow, settingsOf, wishesOf } from '../repositories/waitlist-repository';
import { newOfferToken, offerTokenHash } from './offer-token';
import type { FreedSlotPayload, SlotFreedPayload } from './slot-freed';

/** All at once: at most this many offers per freed time. */
export const ALL_AT_ONCE_MAX = 25;

export interface OfferSendPayload {
  offerId: number;
  /** The link's secret, removed from the job once sent (the table keeps only its hash). */
  token?: string | null;
}

const iso = (d: Date): string => d.toISOString();

/** Whether an appointment or a busy block of the provider overlaps [start, end). */
export async function providerBusy(tx: DbOrTx, providerId: number, start: Date, end: Date): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists (select 1 from appointments a
                    where a.provider_id = ${providerId}::int and not a.is_deleted and not a.is_cancelled and not a.is_all_day
                      and a.starts_at < ${iso(end)}::timestamptz and ${iso(start)}::timestamptz < a.ends_at)
        or exists (select 1 from busy_intervals b
                    where b.provider_id = ${providerId}::int and b.starts_at < ${iso(end)}::timestamptz and ${iso(start)}::timestamptz < b.ends_at) as busy`);
  return rowsOf<{ busy: boolean }>(result)[0]?.busy === true;
}

/** Offers one freed time; returns the number of offers made. */
async function offerSlot(db: Db, providerId: number, slot: FreedSlotPayload, now: Date): Promise<number> {
  const start = new Date(slot.start);
  const end = new Date(slot.end);
  if (start.getTime() <= now.getTime()) return 0;
  return db.transaction(async (tx) => {
    await lockProvider(tx, providerId);
    if (await providerBusy(tx, providerId, start, end)) return 0;
    const onOffer = await tx.execute(sql`
      select 1 from waitlist_offers
       where provider_id = ${providerId}::int and status = 'open' and slot_start < ${iso(end)}::timestamptz and ${iso(start)}::timestamptz < slot_end
       limit 1`);
    if (rowsOf(onOffer).length > 0) return 0;
    const settings = await settingsOf(tx, providerId);
    const candidates = rowsOf<EntryRow>(
      await tx.execute(sql`
        select e.id, e.days, e.windows, e.location_kinds, e.earliest_date::text as earliest_date, e.latest_date::text as latest_date,
               e.length_minutes, e.timezone
          from waitlist_entries e
         where e.provider_id = ${providerId}::int and e.status = 'waiting'
           and not exists (select 1 from waitlist_offers o where o.entry_id = e.id and o.provider_id = e.provider_id
                             and o.slot_start = ${iso(start)}::timestamptz)
         order by ${LIST_ORDER}
         limit 1000`),
    );
    const fitting = candidates.filter((e) => slotFits(wishesOf(e), { start, end, locationKind: slot.locationKind }));
    const chosen = settings.offer_mode === 'one_at_a_time' ? fitting.slice(0, 1) : fitting.slice(0, ALL_AT_ONCE_MAX);
    const expiresAt = offerExpiresAt(now, start, settings.offer_mode, settings.hold_minutes);
    for (const e of chosen) {
      const token = newOfferToken();
      const [offer] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into waitlist_offers (entry_id, provider_id, slot_start, slot_end, timezone, location_kind, office_location_id, token_hash, expires_at)
          values (${e.id}::int, ${providerId}::int, ${iso(start)}::timestamptz, ${iso(end)}::timestamptz, ${slot.timezone}, ${slot.locationKind},
                  ${slot.officeLocationId}::int, ${offerTokenHash(token)}, ${iso(expiresAt)}::timestamptz)
          returning id`),
      );
      await tx.execute(sql`update waitlist_entries set status = 'offered', updated_at = now() where id = ${e.id}::int`);
      await enqueue(tx, WAITLIST_JOBS.offerSend, { offerId: offer!.id, token } satisfies OfferSendPayload);
    }
    return chosen.length;
  });
}

export async function offerFreedSlots(db: Db, payload: SlotFreedPayload, now: Date): Promise<number> {
  let made = 0;
  for (const slot of payload.slots.slice(0, 16)) made += await offerSlot(db, payload.providerId, slot, now);
  return made;
}

/** Enqueues the time of an offer again (the next entry's turn). */
const reoffer = (tx: DbOrTx, o: LockedOffer): Promise<boolean> =>
  enqueue(tx, WAITLIST_JOBS.slotFreed, {
    providerId: o.provider_id,
    slots: [{ start: new Date(o.slot_start).getTime(), end: new Date(o.slot_end).getTime(), timezone: o.timezone, locationKind: o.location_kind, officeLocationId: o.office_location_id }],
  } satisfies SlotFreedPayload);

interface LockedOffer extends OfferSlotRow {
  id: number;
  entry_id: number;
  expires_at: string | Date;
  status: OfferStatus;
  contact_kind: 'client' | 'person';
  contact_id: number;
  length_minutes: number;
}

export type OfferKey = { tokenHash: string } | { offerId: number; contact: { kind: 'client' | 'person'; id: number } };

export type AnswerOutcome =
  | { kind: 'none' }
  | { kind: 'booked'; offer: LockedOffer; appointmentId: number; appDate: string }
  | { kind: 'declined'; offer: LockedOffer }
  /** Not open (any more): its status now. */
  | { kind: 'closed'; offer: LockedOffer; status: OfferStatus };

async function lockOffer(tx: DbOrTx, key: OfferKey, forUpdate = true): Promise<LockedOffer | null> {
  const where =
    'tokenHash' in key
      ? sql`o.token_hash = ${key.tokenHash}`
      : sql`o.id = ${key.offerId}::int and e.contact_kind = ${key.contact.kind} and e.contact_id = ${key.contact.id}::int`;
  const [row] = rowsOf<LockedOffer>(
    await tx.execute(sql`
      select o.id, o.entry_id, o.provider_id, o.slot_start, o.slot_end, o.timezone, o.location_kind, o.office_location_id, o.expires_at, o.status,
             e.contact_kind, e.contact_id, e.length_minutes
        from waitlist_offers o join waitlist_entries e on e.id = o.entry_id
       where ${where}
       ${forUpdate ? sql`for update of o` : sql``}`),
  );
  return row ?? null;
}

/** The offer a key names, without locking (the link's look). */
export async function readOffer(db: DbOrTx, key: OfferKey): Promise<LockedOffer | null> {
  return lockOffer(db, key, false);
}

/** Closes an open offer and lets its entry wait again (when it is still 'offered'). */
async function closeOffer(tx: DbOrTx, o: LockedOffer, status: Exclude<OfferStatus, 'open' | 'accepted'>): Promise<void> {
  await tx.execute(sql`update waitlist_offers set status = ${status}, answered_at = now() where id = ${o.id}::int and status = 'open'`);
  await tx.execute(sql`update waitlist_entries set status = 'waiting', updated_at = now() where id = ${o.entry_id}::int and status = 'offered'`);
}

/** What a booking from the waitlist needs: whose, when, where. */
export interface WaitlistBooking {
  providerId: number;
  contactKind: 'client' | 'person';
  contactId: number;
  start: Date;
  end: Date;
  timezone: string;
  locationKind: LocationKind;
  officeLocationId: number | null;
}

async function reminderPrefOf(tx: DbOrTx, b: WaitlistBooking): Promise<VideoInvitePref | null> {
  const table = b.contactKind === 'client' ? sql`clients` : sql`persons`;
  const [row] = rowsOf<{ pref: VideoInvitePref }>(
    await tx.execute(sql`select reminder_pref as pref from ${table} where id = ${b.contactId}::int and provider_id = ${b.providerId}::int`),
  );
  return row?.pref ?? null;
}

/** The payload staff booking would send: the entry's contact, the time, where; reminders as the contact chose. */
function bookingPayload(b: WaitlistBooking, pref: VideoInvitePref): AppointmentPayload {
  const s = instantToLocal(b.start, b.timezone);
  const e = instantToLocal(b.end, b.timezone);
  return {
    is_all_day: false,
    is_office: b.locationKind === 'office',
    is_video: b.locationKind === 'video',
    is_phone: b.locationKind === 'phone',
    is_other: false,
    date: { day_of_month: s.day, month: s.month, year: s.year },
    time: { start_time: { hr: s.hour, min: s.minute, sec: 0 }, end_time: { hr: e.hour, min: e.minute, sec: 0 } },
    appointmentType: { id: b.contactId, type: b.contactKind === 'client' ? 'person' : 'other_event', name: '' },
    repeat: {
      info: { innerOrOuter: 'inner', selectedIndex: 0, custom: 1, weeklyOn: [false, false, false, false, false, false, false] },
      startDate: { day_of_month: s.day, month: s.month, year: s.year },
      endDate: 'never',
    },
    provider_id: b.providerId,
    notes: '',
    client_note: '',
    meadow_video: false,
    // A video session from the waitlist is a Meadow Connect one: its codes come from the insert trigger, as for staff.
    connect_video: b.locationKind === 'video',
    video_invitepref: pref,
    officeLocation: b.officeLocationId === null ? null : { custom: false, value: b.officeLocationId },
    timezone: b.timezone,
    allow_overlap: false,
  };
}

export type BookingOutcome = { kind: 'booked'; appointmentId: number; appDate: string } | { kind: 'overlap' } | { kind: 'contact' };

/**
 * Books inside the caller's transaction, as POST appointment/add does: the
 * provider's write lock, the overlap rule (appointments and busy time; no
 * override here), one occurrence row (reminders and video codes follow from
 * its columns), then the entry 'booked' and every open offer of that time
 * 'taken' (their entries wait again, each told by a job).
 */
export async function bookEntry(tx: DbOrTx, entryId: number, b: WaitlistBooking, actorId: number, allowOverlap = false): Promise<BookingOutcome> {
  await lockProvider(tx, b.providerId);
  const pref = await reminderPrefOf(tx, b);
  if (pref === null) return { kind: 'contact' };
  if (!allowOverlap && (await providerBusy(tx, b.providerId, b.start, b.end))) return { kind: 'overlap' };
  const local = instantToLocal(b.start, b.timezone);
  const appDate = `${local.year}-${two(local.month)}-${two(local.day)}`;
  const values = valuesOf(bookingPayload(b, pref), b.timezone, actorId);
  const [saved] = await insertOccurrences(tx, values, null, [{ appDate, startsAt: b.start, endsAt: b.end }]);
  const appointmentId = saved!.id;
  await tx.execute(sql`
    update waitlist_entries set status = 'booked', appointment_id = ${appointmentId}::int, updated_at = now() where id = ${entryId}::int`);
  const siblings = rowsOf<{ id: number; entry_id: number }>(
    await tx.execute(sql`
      update waitlist_offers set status = 'taken', answered_at = now()
       where provider_id = ${b.providerId}::int and status = 'open' and entry_id <> ${entryId}::int
         and slot_start < ${iso(b.end)}::timestamptz and ${iso(b.start)}::timestamptz < slot_end
      returning id, entry_id`),
  );
  for (const s of siblings) {
    await tx.execute(sql`update waitlist_entries set status = 'waiting', updated_at = now() where id = ${s.entry_id}::int and status = 'offered'`);
    await enqueue(tx, WAITLIST_JOBS.offerTaken, { offerId: s.id });
  }
  // The entry's own open offer (booked by hand meanwhile) is done too.
  await tx.execute(sql`update waitlist_offers set status = 'taken', answered_at = now() where entry_id = ${entryId}::int and status = 'open'`);
  await enqueue(tx, WAITLIST_JOBS.slotFilled, { providerId: b.providerId, appointmentId });
  return { kind: 'booked', appointmentId, appDate };
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * Accept or decline one offer, in one transaction. `actorId`: the user who
 * booked (the portal client), or null for the link (the provider then shows
 * as the booking's creator).
 */
export async function answerOffer(db: Db, key: OfferKey, action: 'accept' | 'decline', now: Date, actorId: number | null): Promise<AnswerOutcome> {
  return db.transaction(async (tx): Promise<AnswerOutcome> => {
    // The provider's write lock before any row lock, as bookings and the offer job take them: two accepts of
    // sibling offers would otherwise each hold their own offer and wait for the other's (a deadlock on PostgreSQL).
    const peek = await lockOffer(tx, key, false);
    if (!peek) return { kind: 'none' };
    await lockProvider(tx, peek.provider_id);
    const o = await lockOffer(tx, key);
    if (!o) return { kind: 'none' };
    if (o.status !== 'open') return { kind: 'closed', offer: o, status: o.status };
    const start = new Date(o.slot_start);
    if (new Date(o.expires_at).getTime() <= now.getTime()) {
      await closeOffer(tx, o, 'expired');
      if (start.getTime() > now.getTime()) await reoffer(tx, o);
      return { kind: 'closed', offer: o, status: 'expired' };
    }
    if (action === 'decline') {
      await closeOffer(tx, o, 'declined');
      await reoffer(tx, o);
      return { kind: 'declined', offer: o };
    }
    const end = new Date(start.getTime() + o.length_minutes * 60_000);
    const booked = await bookEntry(
      tx,
      o.entry_id,
      { providerId: o.provider_id, contactKind: o.contact_kind, contactId: o.contact_id, start, end, timezone: o.timezone, locationKind: o.location_kind, officeLocationId: o.office_location_id },
      actorId ?? o.provider_id,
    );
    if (booked.kind !== 'booked') {
      // Booked meanwhile (by staff, or a sibling's accept), or the contact is gone: no second booking; the entry waits for the next time.
      await closeOffer(tx, o, 'taken');
      return { kind: 'closed', offer: o, status: 'taken' };
    }
    const { appointmentId, appDate } = booked;
    await tx.execute(sql`
      update waitlist_offers set status = 'accepted', answered_at = now(), appointment_id = ${appointmentId}::int where id = ${o.id}::int`);
    return { kind: 'booked', offer: o, appointmentId, appDate };
  });
}

/**
 * The sweep: open offers past expires_at expire (their time goes to the
 * next entry while it has not begun), and waiting entries past their latest
 * date (in their own zone) expire. Bounded per run.
 */
export async function expireOffers(db: Db, now: Date): Promise<{ offers: number; entries: number }> {
  return db.transaction(async (tx) => {
    const due = rowsOf<LockedOffer>(
      await tx.execute(sql`
        select o.id, o.entry_id, o.provider_id, o.slot_start, o.slot_end, o.timezone, o.location_kind, o.office_location_id, o.expires_at, o.status
          from waitlist_offers o
         where o.status = 'open' and o.expires_at <= ${iso(now)}::timestamptz
         order by o.expires_at, o.id
         limit 200
         for update skip locked`),
    );
    for (const o of due) {
      await closeOffer(tx, o, 'expired');
      if (new Date(o.slot_start).getTime() > now.getTime()) await reoffer(tx, o);
    }
    const ended = rowsOf(
      await tx.execute(sql`
        with e as (update waitlist_entries set status = 'expired', updated_at = now()
                    where status in ('waiting', 'offered') and latest_date is not null
                      and latest_date < (${iso(now)}::timestamptz at time zone timezone)::date
                   returning id),
             o as (update waitlist_offers set status = 'expired', answered_at = now()
                    where entry_id in (select id from e) and status = 'open' returning id)
        select id from e`),
    );
    return { offers: due.length, entries: ended.length };
  });
}
