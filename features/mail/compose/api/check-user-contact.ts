/**
 * GET email/checkUserContact/{userId}/0 (spec 7): whether the signed-in
 * user may write to this user, asked before `/compose-email?to={userId}`
 * puts them in To.
 */
import { mailCheckContactResponse } from '../../../../domain/contract/mail';
import { request } from '../../../api/client';

export async function mayWriteTo(userId: number): Promise<boolean> {
  return (await request('get', `email/checkUserContact/${userId}/0`, mailCheckContactResponse)).allowed;
}
