/**
 * POST subscription/add (spec 4, 7): the browser's push subscription, sent
 * only when it differs from the one last sent for this user. Nothing here may
 * break the app: a browser without a push service (headless test browsers,
 * some privacy modes) or an unreachable server is logged and skipped.
 */
import { atom } from 'jotai';
import type { PushSubscriptionBody } from '../../../domain/contract/push';
import { subscriptionFingerprint, subscriptionNeedsSending } from '../../../domain/install/prompts';
import { request } from '../../api/client';
import { sessionAtom } from '../../session/atoms';
import { pushSupported } from '../browser';
import { lastSentSubscription, rememberSentSubscription } from '../sent-subscription';
import { getVapidPublicKey } from './get-vapid-public-key';

// Loaded with the call: the login page (which mounts the prompts) needs no zod (issue 16).
const loadPushContract = () => import('../../../domain/contract/push');

export const postSubscription = async (body: PushSubscriptionBody) =>
  request('post', 'subscription/add', (await loadPushContract()).subscriptionAddResponse, { json: body });

/** navigator.serviceWorker.ready never settles without a worker (development builds, blocked workers). */
const READY_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function currentSubscription(): Promise<PushSubscription> {
  const registration = await withTimeout(navigator.serviceWorker.ready, READY_TIMEOUT_MS, 'service worker');
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const applicationServerKey = await getVapidPublicKey();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** One sync at a time (StrictMode runs effects twice; sign-in and 'Turn On' may overlap). */
let inFlight: Promise<boolean> | null = null;

/**
 * Makes sure the server holds this browser's subscription for the signed-in
 * user. Resolves true when one was sent, false when nothing needed sending or
 * it failed (logged).
 */
export const syncPushSubscriptionAtom = atom(null, (get): Promise<boolean> => {
  const session = get(sessionAtom);
  if (!session?.profile || !pushSupported() || Notification.permission !== 'granted') return Promise.resolve(false);
  if (inFlight) return inFlight;
  const userId = session.userId;
  inFlight = (async () => {
    try {
      const { pushSubscriptionBody } = await loadPushContract();
      const body = pushSubscriptionBody.parse((await currentSubscription()).toJSON());
      if (!subscriptionNeedsSending(lastSentSubscription(userId), body)) return false;
      await postSubscription(body);
      rememberSentSubscription(userId, subscriptionFingerprint(body));
      return true;
    } catch (error) {
      console.warn('push subscription not sent', error);
      return false;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
});
