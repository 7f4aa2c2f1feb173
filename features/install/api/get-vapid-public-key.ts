/** GET subscription/vapid_public_key: the application server key for PushManager.subscribe (spec 7). */
import { vapidPublicKeyResponse } from '../../../domain/contract/push';
import { request } from '../../api/client';

export const getVapidPublicKey = async (): Promise<string> =>
  (await request('get', 'subscription/vapid_public_key', vapidPublicKeyResponse)).publicKey;
