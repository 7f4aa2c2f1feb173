import { DELEGATE_ROLE } from '../../../domain/roles';
import { messages, type MessageText } from '../../../domain/messages';
import type { AuthUser } from '../../auth/auth-user';
import { canActFor } from '../../auth/authorization';
import { forbidden, HttpError } from '../../errors';
import type { MailSender } from '../../repositories/mail/mail-contacts-repository';

/** Why the user may not open this provider's mail, or null when they may. */
export async function mailRefusal(user: AuthUser, providerId: number): Promise<MessageText | null> {
  if (!(await canActFor(user, providerId))) return messages.providerNotPermitted;
  // Spec 6: a delegate needs e-mail permission for the selected provider.
  if (user.role === DELEGATE_ROLE && !(await user.permitted()).some((p) => p.id === providerId && p.emailPermission)) {
    return messages.emailPermissionDenied;
  }
  return null;
}

/**
 * The check every mail call makes first: a mailbox is read only by its
 * owner (a path's userId must be the signed-in user), for a provider the
 * user may act for, and a delegate only with e-mail permission for it.
 */
export async function assertMailAccess(user: AuthUser, providerId: number, pathUserId?: number): Promise<void> {
  if (pathUserId !== undefined && pathUserId !== user.id) throw forbidden();
  const refusal = await mailRefusal(user, providerId);
  if (refusal !== null) throw new HttpError(403, refusal);
}

export const mailSenderOf = (user: AuthUser): MailSender => ({ id: user.id, role: user.role });
