import type { ExpiryPermissions, PermittedUser } from '../../domain/contract/auth';
import { canSwitchToProvider, defaultProviderId, providerChoices, type ProviderSessionFacts } from '../../domain/providers';
import { PROVIDER_ROLE, usesSubscriberAsProvider } from '../../domain/roles';
import { expiresAtFrom } from '../../domain/session-expiry';
import { providerFacts, type SessionProfile, type StoredSession } from './atoms';

/**
 * The provider a fresh session acts for. Staff (neither the practice's own
 * provider nor a delegate or portal user, who act for their subscriber) have
 * no calendar of their own worth landing on, so they start with the first
 * provider they may act for; providers, and staff with nobody to act for,
 * start as themselves. Only the client's pick: the server still authorises
 * every call on its own (server/auth).
 */
export function initialProviderId(facts: ProviderSessionFacts, permitted: readonly PermittedUser[]): number {
  const isStaff = facts.userRole !== PROVIDER_ROLE && !usesSubscriberAsProvider(facts.userRole);
  if (!isStaff) return defaultProviderId(facts, permitted);
  const other = providerChoices(facts, permitted).find((p) => p.id !== facts.userId);
  return other?.id ?? defaultProviderId(facts, permitted);
}

/**
 * The session after an expiry_permissions answer: the profile from the
 * server, the expiry from timeRemain, and the selected provider kept if it is
 * still one the user may act for, else the initial one (initialProviderId).
 */
export function sessionFromPermissions(
  stored: Pick<StoredSession, 'userId' | 'token' | 'profile' | 'kept' | 'locked'>,
  answer: ExpiryPermissions,
  nowMs: number,
): StoredSession {
  const profile: Omit<SessionProfile, 'selectedProviderId'> = {
    username: answer.username,
    userRole: answer.userRole,
    userType: answer.userType,
    firstName: answer.firstName,
    lastName: answer.lastName,
    middleName: answer.middleName,
    namePrefix: answer.namePrefix,
    nameSuffix: answer.nameSuffix,
    credentials: answer.credentials,
    loggedInTimezone: answer.loggedInTimezone,
    userSubscription: answer.subscription,
    videoUserId: answer.videoUserId,
    connectUserId: answer.connectUserId,
    subscriberId: answer.subscriber_id,
    permissionId: answer.permission_id,
    permissionStatus: answer.permission_status,
    clientNameFormat: answer.client_name_format,
    clientNameOrder: answer.client_name_order,
    permittedUserList: answer.permittedUserList,
    appUsers: answer.appUsers,
    unreadMailIds: answer.unreadMailIds,
    emailPermission: Object.fromEntries(answer.permittedUserList.map((p) => [String(p.id), p.emailPermission])),
  };
  const facts = providerFacts(stored.userId, { ...profile, selectedProviderId: 0 });
  const previous = stored.profile?.selectedProviderId;
  const selectedProviderId =
    previous !== undefined && canSwitchToProvider(previous, facts, answer.permittedUserList)
      ? previous
      : initialProviderId(facts, answer.permittedUserList);
  return {
    userId: stored.userId,
    token: stored.token,
    expiresAt: expiresAtFrom(nowMs, answer.timeRemain),
    profile: { ...profile, selectedProviderId },
    ...(stored.kept ? { kept: true, locked: stored.locked === true } : {}),
  };
}
