import type { FastifyInstance } from 'fastify';
import type { RefreshRequestPayload } from '../../../domain/contract/realtime';
import { refreshListsOf } from '../../../domain/appointments/refresh-lists';
import type { AnswerRecord } from '../../repositories/reminder-answers-repository';

/**
 * A client's answer reaches the practice as a write does (spec 4): a
 * refreshRequest to everyone who may act for the provider and to the
 * appointment's portal users, and a push to the provider's team that names
 * no one ('Appointment confirmed' / 'Appointment cancelled'). Nobody signed
 * in made the change, so no one is left out and the payload names no user.
 */
export async function announceAnswer(app: FastifyInstance, record: Pick<AnswerRecord, 'id' | 'providerId' | 'appDate'>, stored: 'confirmed' | 'cancelled'): Promise<void> {
  app.push.notify(() => app.providerTeamRepository.memberIds(record.providerId), stored === 'confirmed' ? 'appointmentConfirmed' : 'appointmentCancelled');
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
