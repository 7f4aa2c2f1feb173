/** GET subscription/vapid_public_key: the application server key for PushManager.subscribe (spec 7). */
import { request } from '../../api/client';

// Loaded with the call: the login page (which mounts the prompts) needs no zod (issue 16).
const vapidPublicKeyResponse = () => import('../../../domain/contract/push').then((c) => c.vapidPublicKeyResponse);

export const getVapidPublicKey = async (): Promise<string> =>
  (await request('get', 'subscription/vapid_public_key', vapidPublicKeyResponse)).publicKey;
