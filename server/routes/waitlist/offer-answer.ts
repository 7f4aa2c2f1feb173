/**
 * Answering an offer (issue 29), shared by the link (public) and the portal:
 * the offer-flow transaction, then what the page shows. After an accept has
 * committed, the provider's team hears refreshRequest and the worker is
 * woken for the sends. A time booked meanwhile answers 409 kindly; an
 * expired or answered offer 409 with its own text.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WaitlistOfferAction, WaitlistOfferPublic } from '../../../domain/contract/waitlist';
import { messages, type MessageText } from '../../../domain/messages';
import { formatReminderWhen } from '../../../domain/reminders/reminder-message';
import { offerWhere } from '../../../domain/waitlist/offer-message';
import type { OfferStatus } from '../../../domain/waitlist/statuses';
import { noteAudit } from '../../audit/audit-declaration';
import { HttpError } from '../../errors';
import { settingsOf } from '../../repositories/waitlist-repository';
import { answerOffer, type OfferKey, readOffer } from '../../waitlist/offer-flow';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../repositories/appointments/sql-arrays';

type Offer = NonNullable<Awaited<ReturnType<typeof readOffer>>>;

const closedMessage: Record<Exclude<OfferStatus, 'open'>, MessageText> = {
  accepted: messages.waitlistOfferAnswered,
  declined: messages.waitlistOfferAnswered,
  expired: messages.waitlistOfferExpired,
  taken: messages.waitlistOfferTaken,
};

async function providerNameOf(app: FastifyInstance, o: Offer): Promise<string | null> {
  if (!(await settingsOf(app.db, o.provider_id)).show_provider_name) return null;
  const [row] = rowsOf<{ name: string }>(
    await app.db.execute(sql`select trim(both ' ' from first_name || ' ' || last_name) as name from users where id = ${o.provider_id}::int`),
  );
  return row?.name ?? null;
}

/** The neutral view: when (in the slot's zone), where, the provider only when the practice shows it. */
export async function publicView(app: FastifyInstance, o: Offer, status: OfferStatus, message: string): Promise<WaitlistOfferPublic> {
  const start = new Date(o.slot_start);
  const end = new Date(start.getTime() + o.length_minutes * 60_000);
  return {
    status,
    start: start.toISOString(),
    end: end.toISOString(),
    timezone: o.timezone,
    when: formatReminderWhen(start, o.timezone, false),
    location_kind: o.location_kind,
    where: offerWhere(o.location_kind),
    provider_name: await providerNameOf(app, o),
    expires_at: new Date(o.expires_at).toISOString(),
    message,
  };
}

export async function answerAndView(
  app: FastifyInstance,
  request: FastifyRequest,
  key: OfferKey,
  action: WaitlistOfferAction,
  actorId: number | null,
): Promise<{ offer: WaitlistOfferPublic }> {
  const outcome = await answerOffer(app.db, key, action, new Date(), actorId);
  if (outcome.kind === 'none') throw new HttpError(404, messages.waitlistOfferLinkInvalid);
  noteAudit(request, { providerId: outcome.offer.provider_id, recordId: `waitlist-offer-${outcome.offer.id}` });
  request.wakeJobs = true;
  if (outcome.kind === 'closed') throw new HttpError(409, closedMessage[outcome.status as Exclude<OfferStatus, 'open'>] ?? messages.waitlistOfferAnswered);
  if (outcome.kind === 'declined') return { offer: await publicView(app, outcome.offer, 'declined', messages.waitlistOfferDeclined) };
  noteAudit(request, { action: 'create', recordId: String(outcome.appointmentId) });
  await app.realtime.toProviderTeam(outcome.offer.provider_id, 'refreshRequest', {
    appointment: { id: outcome.appointmentId, app_date: outcome.appDate },
    is_edit: false,
    provider_id: outcome.offer.provider_id,
  });
  return { offer: await publicView(app, outcome.offer, 'accepted', messages.waitlistOfferAccepted) };
}
