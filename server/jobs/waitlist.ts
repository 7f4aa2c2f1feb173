/**
 * The waitlist's jobs (issue 29):
 *
 * | kind                  | when                              | what                                                    |
 * |-----------------------|-----------------------------------|---------------------------------------------------------|
 * | waitlist:slot-freed   | in the transaction freeing a time | offer the time to fitting entries (offer-flow.ts)        |
 * | waitlist:offer-send   | one per offer                     | push, e-mail and SMS per the contact's preference       |
 * | waitlist:offer-taken  | one per sibling of an accept      | 'the time was taken' by the same channels               |
 * | waitlist:slot-filled  | after an accept                   | push 'Slot filled from the waitlist' to the team        |
 * | waitlist:sweep        | every minute                      | expire offers (next entry) and entries past their dates |
 *
 * Sends read the offer again first: an offer no longer open sends nothing.
 */
import { sql } from 'drizzle-orm';
import { WAITLIST_JOBS } from '../../domain/contract/waitlist';
import type { PushKind } from '../../domain/contract/push';
import { smsNumberOf } from '../../domain/reminders/reminder-message';
import { offerEmail, type OfferMessageInput, offerSms, takenEmail, takenSms } from '../../domain/waitlist/offer-message';
import type { LocationKind } from '../../domain/waitlist/wishes';
import type { Db } from '../db/client';
import type { Mailer } from '../outbound/mailer';
import type { SmsTransport } from '../outbound/sms/sms-transport';
import type { PushSender } from '../push/push-sender';
import { rowsOf } from '../repositories/appointments/sql-arrays';
import { providerTeamRepository } from '../repositories/provider-team-repository';
import { settingsOf } from '../repositories/waitlist-repository';
import { expireOffers, offerFreedSlots, type OfferSendPayload } from '../waitlist/offer-flow';
import { offerUrlOf } from '../waitlist/offer-token';
import type { SlotFreedPayload } from '../waitlist/slot-freed';
import { patchPayload } from './queue';
import type { JobHandler } from './worker';

export interface WaitlistDeps {
  mailer: Pick<Mailer, 'send'>;
  sms: SmsTransport;
  publicUrl: string;
  /** Absent in a process without Web Push: offers still go by e-mail and SMS. */
  push?: Pick<PushSender, 'deliver'>;
}

export const WAITLIST_SWEEP_PERIOD_MS = 60_000;

const badPayload = (): Error => Object.assign(new Error('bad payload'), { code: 'BAD_PAYLOAD', permanent: true });
const isObject = (p: unknown): p is Record<string, unknown> => typeof p === 'object' && p !== null;

interface OfferRecipient {
  status: string;
  slot_start: string | Date;
  expires_at: string | Date;
  location_kind: LocationKind;
  provider_id: number;
  offer_mode: string | null;
  email: string | null;
  phone: string | null;
  pref: string;
  timezone: string;
  user_id: number | null;
  provider_name: string;
}

const phoneOf = (t: string) =>
  sql.raw(`coalesce(case when ${t}.pht1 = 1 then nullif(trim(${t}.phone1), '') end, case when ${t}.pht2 = 1 then nullif(trim(${t}.phone2), '') end,
    case when ${t}.pht3 = 1 then nullif(trim(${t}.phone3), '') end, case when ${t}.pht4 = 1 then nullif(trim(${t}.phone4), '') end,
    case when ${t}.pht1 <> 4 then nullif(trim(${t}.phone1), '') end)`);

/** The offer and its contact's channels: a client's or other person's e-mail, cell, reminder choice, zone and portal user. */
async function recipientOf(db: Db, offerId: number): Promise<OfferRecipient | null> {
  const result = await db.execute(sql`
    select o.status, o.slot_start, o.expires_at, o.location_kind, o.provider_id,
           coalesce(c.email1, p.email1) as email, coalesce(${phoneOf('c')}, ${phoneOf('p')}) as phone,
           coalesce(c.reminder_pref, p.reminder_pref, 'E') as pref, coalesce(c.timezone, p.timezone, o.timezone) as timezone,
           coalesce(c.user_id, p.user_id) as user_id,
           trim(both ' ' from coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as provider_name, null as offer_mode
      from waitlist_offers o
      join waitlist_entries e on e.id = o.entry_id
      join users u on u.id = o.provider_id
      left join clients c on e.contact_kind = 'client' and c.id = e.contact_id
      left join persons p on e.contact_kind = 'person' and p.id = e.contact_id
     where o.id = ${offerId}::int`);
  return rowsOf<OfferRecipient>(result)[0] ?? null;
}

const CHANNELS: Readonly<Record<string, readonly ('e' | 's')[]>> = { E: ['e'], S: ['s'], B: ['e', 's'], N: [] };

export function waitlistHandlers(deps: WaitlistDeps): Record<string, JobHandler> {
  async function push(userIds: readonly number[], kind: PushKind): Promise<void> {
    if (deps.push && userIds.length > 0) await deps.push.deliver(userIds, kind);
  }

  /** Sends once per channel; a retry skips the channels already done (kept in the payload). */
  async function sendAll(
    ctx: Parameters<JobHandler>[1],
    done: readonly string[],
    sends: { key: string; run: () => Promise<void> }[],
  ): Promise<void> {
    const finished = new Set(done);
    for (const s of sends) {
      if (finished.has(s.key)) continue;
      await s.run();
      finished.add(s.key);
      await patchPayload(ctx.db, ctx.workerId, ctx.job.id, { done: [...finished] });
    }
  }

  return {
    [WAITLIST_JOBS.slotFreed]: async (payload, ctx) => {
      if (!isObject(payload) || !Number.isInteger(payload.providerId) || !Array.isArray(payload.slots)) throw badPayload();
      const made = await offerFreedSlots(ctx.db, payload as unknown as SlotFreedPayload, ctx.now);
      if (made > 0) ctx.log.info({ providerId: payload.providerId, offers: made }, 'waitlist offers made');
    },

    [WAITLIST_JOBS.offerSend]: async (payload, ctx) => {
      if (!isObject(payload) || !Number.isInteger(payload.offerId)) throw badPayload();
      const p = payload as unknown as OfferSendPayload & { done?: string[] };
      const r = await recipientOf(ctx.db, p.offerId);
      if (!r || r.status !== 'open' || typeof p.token !== 'string') return;
      const settings = await settingsOf(ctx.db, r.provider_id);
      const input: OfferMessageInput = {
        startsAt: new Date(r.slot_start),
        timeZone: r.timezone,
        locationKind: r.location_kind,
        url: offerUrlOf(deps.publicUrl, p.token),
        providerName: settings.show_provider_name ? r.provider_name : null,
        expiresAt: settings.offer_mode === 'one_at_a_time' ? new Date(r.expires_at) : null,
      };
      const channels = CHANNELS[r.pref] ?? ['e'];
      const to = smsNumberOf(r.phone);
      await sendAll(ctx, p.done ?? [], [
        ...(r.user_id === null ? [] : [{ key: 'push', run: () => push([r.user_id!], 'waitlistOffer') }]),
        ...(channels.includes('e') && r.email ? [{ key: 'e', run: () => deps.mailer.send({ to: r.email!, ...offerEmail(input) }) }] : []),
        ...(channels.includes('s') && to ? [{ key: 's', run: () => deps.sms.send({ to, body: offerSms(input) }) }] : []),
      ]);
      // The link's secret leaves the jobs table once it is out: only its hash stays (waitlist_offers).
      await patchPayload(ctx.db, ctx.workerId, ctx.job.id, { token: null });
    },

    [WAITLIST_JOBS.offerTaken]: async (payload, ctx) => {
      if (!isObject(payload) || !Number.isInteger(payload.offerId)) throw badPayload();
      const p = payload as unknown as { offerId: number; done?: string[] };
      const r = await recipientOf(ctx.db, p.offerId);
      if (!r || r.status !== 'taken') return;
      const input: OfferMessageInput = { startsAt: new Date(r.slot_start), timeZone: r.timezone, locationKind: r.location_kind };
      const channels = CHANNELS[r.pref] ?? ['e'];
      const to = smsNumberOf(r.phone);
      await sendAll(ctx, p.done ?? [], [
        ...(r.user_id === null ? [] : [{ key: 'push', run: () => push([r.user_id!], 'waitlistOfferTaken') }]),
        ...(channels.includes('e') && r.email ? [{ key: 'e', run: () => deps.mailer.send({ to: r.email!, ...takenEmail(input) }) }] : []),
        ...(channels.includes('s') && to ? [{ key: 's', run: () => deps.sms.send({ to, body: takenSms(input) }) }] : []),
      ]);
    },

    [WAITLIST_JOBS.slotFilled]: async (payload, ctx) => {
      if (!isObject(payload) || !Number.isInteger(payload.providerId)) throw badPayload();
      const providerId = payload.providerId as number;
      // The provider and everyone who may act for them (the refreshRequest's team).
      const team = await providerTeamRepository(ctx.db).memberIds(providerId);
      await push(team, 'waitlistSlotFilled');
    },

    [WAITLIST_JOBS.sweep]: async (_payload, ctx) => {
      const n = await expireOffers(ctx.db, ctx.now);
      if (n.offers + n.entries > 0) ctx.log.info(n, 'waitlist offers and entries expired');
    },
  };
}
