/**
 * GET email/checkPermission/{providerId} (spec 6, 8): whether a delegate
 * (role 24) may use mail for the selected provider. The server refuses each
 * mail call too; this check lets the screens say so before anything loads.
 */
import { atom } from 'jotai';
import { mailCheckPermissionResponse, type MailCheckPermissionResponse } from '../../../domain/contract/mail';
import { request } from '../../api/client';
import { isMailPermissionRefusal, mailPermissionAtom, type MailPermissionStatus } from '../atoms';

export const getMailPermission = (providerId: number): Promise<MailCheckPermissionResponse> =>
  request('get', `email/checkPermission/${providerId}`, mailCheckPermissionResponse);

export const checkMailPermissionAtom = atom(null, async (get, set, providerId: number): Promise<MailPermissionStatus> => {
  if (providerId <= 0) return 'denied';
  // Asked again while permitted, the screen stays up; a refusal still ends it.
  const before = get(mailPermissionAtom);
  if (!(before?.providerId === providerId && before.status === 'permitted')) set(mailPermissionAtom, { providerId, status: 'checking' });
  let status: MailPermissionStatus;
  try {
    status = (await getMailPermission(providerId)).permitted ? 'permitted' : 'denied';
  } catch (error) {
    // A lost connection is not a refusal: the server still refuses each call it must.
    status = isMailPermissionRefusal(error) ? 'denied' : 'permitted';
  }
  // A later check (another provider) wins.
  if (get(mailPermissionAtom)?.providerId === providerId) set(mailPermissionAtom, { providerId, status });
  return status;
});
