import type { ExpiryPermissions } from '../../domain/contract/auth';
import { canSwitchToProvider, defaultProviderId } from '../../domain/providers';
import { expiresAtFrom } from '../../domain/session-expiry';
import { providerFacts, type SessionProfile, type StoredSession } from './atoms';

/**
 * The session after an expiry_permissions answer: the profile from the
 * server, the expiry from timeRemain, and the selected provider kept if it is
 * still one the user may act for, else the default one (defaultProviderId:
 * staff who are not providers start with the first provider they act for,
 * having no calendar of their own; the server still authorises every call).
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
      : defaultProviderId(facts, answer.permittedUserList);
  return {
    userId: stored.userId,
    token: stored.token,
    expiresAt: expiresAtFrom(nowMs, answer.timeRemain),
    profile: { ...profile, selectedProviderId },
    ...(stored.kept ? { kept: true, locked: stored.locked === true } : {}),
  };
}
