/**
 * The checks add, edit and delete share (spec 5, 6), each ending in a 4xx
 * with a message of the table, and the refreshRequest every successful write
 * sends (spec 4).
 */
import type { FastifyInstance } from 'fastify';
import type { AppointmentPayload, RefreshLists } from '../../../domain/contract/appointment';
import type { RefreshRequestPayload } from '../../../domain/contract/realtime';
import { isKnownTimeZone } from '../../../domain/appointments/local-time';
import { reminderWarning, videoPermission, type VideoPermission } from '../../../domain/appointments/permissions';
import { messages } from '../../../domain/messages';
import { isNonPortalUser } from '../../../domain/roles';
import type { AuthUser } from '../../auth/auth-user';
import { assertCanActFor, mayAddEditDeleteAppointments } from '../../auth/authorization';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../errors';
import { enqueuePush } from '../../jobs/send-jobs';
import type { ContactFacts } from '../../repositories/appointments/contact-check';

/**
 * Only non-portal users (staff roles with user type 1, 2 or 4) with the
 * add-edit-delete permission (spec 6; the browser hides the actions without
 * it) book or change appointments; then the provider check.
 */
export async function assertMayWriteFor(user: AuthUser, providerId: number): Promise<void> {
  if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw new HttpError(403, messages.portalCannotBook);
  if (!(await mayAddEditDeleteAppointments(user))) throw new HttpError(403, messages.forbidden);
  await assertCanActFor(user, providerId);
}

export const videoPermissionOf = async (user: AuthUser, providerId: number): Promise<VideoPermission> =>
  videoPermission(
    providerId,
    { userId: user.id, videoUserId: user.videoUserId, connectUserId: user.connectUserId },
    await user.permitted(),
  );

/** The payload's zone when it names a real one, else the fallback (the provider's, or the edited row's). */
export const zoneOf = (p: AppointmentPayload, fallback: string): string =>
  p.timezone !== undefined && isKnownTimeZone(p.timezone) ? p.timezone : fallback;

/**
 * What may only be checked against the database: a video appointment needs
 * the video permission, the contact must be the provider's (and not hidden),
 * an office must be one of the provider's offices. Answers the contact's facts.
 */
export async function assertBookable(app: FastifyInstance, user: AuthUser, p: AppointmentPayload): Promise<ContactFacts> {
  if (p.is_video && !(await videoPermissionOf(user, p.provider_id)).canAdd) throw new HttpError(403, messages.videoNotPermitted);
  const facts = await app.appointmentWritesRepository.contactFacts(p.provider_id, p.appointmentType);
  if (facts === null) throw new HttpError(400, messages.incorrectAppointmentType);
  const office = p.officeLocation;
  if (p.is_office && office !== null && !office.custom) {
    if (typeof office.value !== 'number' || !(await app.appointmentWritesRepository.isProvidersOffice(p.provider_id, office.value))) {
      throw new HttpError(400, messages.incorrectOfficeLocation);
    }
  }
  return facts;
}

/**
 * Secure Video is booked only while the service is set up (an operator's
 * empty SECURE_VIDEO_BASE_URL turns it off; secure_video/base_url then
 * answers '' and the form does not offer it): such a session could never
 * be joined. An appointment that already is one may stay one.
 */
export function assertVideoChoiceAvailable(p: AppointmentPayload, secureVideoOn: boolean, alreadySecureVideo = false): void {
  const secureVideo = p.is_video && p.meadow_video && !p.connect_video;
  if (secureVideo && !secureVideoOn && !alreadySecureVideo) throw new HttpError(400, messages.incorrectVideoOption);
}

/** Spec 5: an e-mail reminder needs an e-mail, an SMS one a phone; every kind sends reminders (issue 26 item 2). */
export function warningOf(p: AppointmentPayload, facts: ContactFacts): string | undefined {
  if (!facts.remindable) return undefined;
  return reminderWarning(p.video_invitepref, { has_email: facts.hasEmail, has_phone: facts.hasPhone }) ?? undefined;
}

/**
 * A write's Web Push of the kind 'appointment', enqueued in its transaction
 * (the outbox): to everyone who may act for the provider but the author,
 * and to the portal users the changed appointment belongs to (their phone
 * is where they hear of it), both looked up when it is sent. It names no
 * client, time or id. One per write: one push per user per request.
 */
export const enqueueAppointmentPush = (tx: DbOrTx, author: AuthUser, providerId: number, changedId: number | undefined): Promise<void> =>
  enqueuePush(tx, { kind: 'appointment', teamOf: providerId, ...(changedId === undefined ? {} : { portalOf: changedId }), except: author.id });

/**
 * refreshRequest to everyone who may act for the provider (spec 4); the
 * author's other tabs included; and to the portal users the changed
 * appointment belongs to, so their calendar follows it live. Sent after
 * the commit and ephemeral: a socket that missed it refreshes on reconnect.
 */
export async function announce(
  app: FastifyInstance,
  user: AuthUser,
  providerId: number,
  lists: RefreshLists,
  extra: Pick<RefreshRequestPayload, 'appointment' | 'is_edit' | 'deleteOrCancel'>,
  /** One changed occurrence when `extra` names none (a series): its contact is every occurrence's. */
  sampleId?: number,
  /**
   * An edit's portal users from before the change, with the days the appointment left. One that is
   * no longer a participant (the appointment moved to another contact) hears only that those days
   * changed: not the appointment, which is no longer theirs.
   */
  former?: { portalIds: number[]; lists: RefreshLists },
): Promise<void> {
  const changed = extra.appointment?.id ?? sampleId;
  const portal = changed === undefined ? Promise.resolve([]) : app.providerTeamRepository.portalParticipantIds(changed);
  portal.catch(() => undefined); // awaited below; a failure is handled there
  const payload: RefreshRequestPayload = { ...extra, user_id: user.id, provider_id: providerId, ...lists };
  await app.realtime.toProviderTeam(providerId, 'refreshRequest', payload);
  // A portal user's calendar follows the practice's changes to their own appointments (issue 17, item 10), and only those.
  try {
    const portalIds = await portal;
    if (portalIds.length > 0) app.realtime.toUsers(portalIds, 'refreshRequest', payload);
    const left = former?.portalIds.filter((id) => !portalIds.includes(id)) ?? [];
    if (former && left.length > 0) {
      app.realtime.toUsers(left, 'refreshRequest', { is_edit: true, user_id: user.id, provider_id: providerId, ...former.lists });
    }
  } catch (err) {
    app.log.warn({ err, providerId }, 'portal refresh announcement failed');
  }
}
