import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { enqueuePush } from '../../jobs/send-jobs';
import type { RefreshRequestPayload } from '../../../domain/contract/realtime';
import { refreshListsOf } from '../../../domain/appointments/refresh-lists';
import type { AnswerRecord } from '../../repositories/reminder-answers-repository';

/**
 * The answer's push to the provider's team (looked up when sent), naming
 * no one ('Appointment confirmed' / 'Appointment cancelled'), enqueued in
 * the answer's transaction (the outbox). Nobody signed in made the change,
 * so no one is left out.
 */
export const enqueueAnswerPush = (tx: DbOrTx, written: { record: Pick<AnswerRecord, 'providerId'>; stored: 'confirmed' | 'cancelled' }): Promise<void> =>
  enqueuePush(tx, { kind: written.stored === 'confirmed' ? 'appointmentConfirmed' : 'appointmentCancelled', teamOf: written.record.providerId });

/**
 * A client's answer reaches the practice as a write does (spec 4): a
 * refreshRequest to everyone who may act for the provider and to the
 * appointment's portal users, after the commit; the payload names no user.
 */
export async function announceAnswer(app: FastifyInstance, record: Pick<AnswerRecord, 'id' | 'providerId' | 'appDate'>, stored: 'confirmed' | 'cancelled'): Promise<void> {
  const payload: RefreshRequestPayload = {
    appointment: { id: record.id, app_date: record.appDate },
    is_edit: true,
    provider_id: record.providerId,
    ...(stored === 'cancelled' ? { deleteOrCancel: 'cancel' as const } : {}),
    ...refreshListsOf([], [record.appDate]),
  };
  await app.realtime.toProviderTeam(record.providerId, 'refreshRequest', payload);
  try {
    const portalIds = await app.providerTeamRepository.portalParticipantIds(record.id);
    if (portalIds.length > 0) app.realtime.toUsers(portalIds, 'refreshRequest', payload);
  } catch (err) {
    app.log.warn({ err, providerId: record.providerId }, 'portal refresh announcement failed');
  }
}
