/**
 * POST subscription/remove on logout (spec 7): the server forgets this
 * browser's subscription for the user who leaves, so a shared phone stops
 * showing their notifications. Runs as a session logout task, while the token
 * still holds; failures are logged, never block the logout.
 */
import { request } from '../../api/client';
import { logoutTasks } from '../../session/api/logout';
import type { StoredSession } from '../../session/atoms';
import { pushSupported } from '../browser';
import { forgetSentSubscription, lastSentSubscription } from '../sent-subscription';

// Loaded with the call: the login page (which registers this logout task) needs no zod (issue 16).
const loadPushContract = () => import('../../../domain/contract/push');

export const postSubscriptionRemove = async (endpoint: string) => {
  const { pushSubscriptionRemoveBody, subscriptionRemoveResponse } = await loadPushContract();
  return request('post', 'subscription/remove', subscriptionRemoveResponse, {
    json: pushSubscriptionRemoveBody.parse({ endpoint }),
    sessionCheck: false,
  });
};

async function removeOnLogout(session: StoredSession): Promise<void> {
  // Only when this browser sent one for this user; a worker that never started is not waited for.
  if (!pushSupported() || lastSentSubscription(session.userId) === null) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) await postSubscriptionRemove(subscription.endpoint);
  } catch (error) {
    console.warn('push subscription not removed', error);
  } finally {
    // Sent again on the next sign-in, since the server no longer holds it.
    forgetSentSubscription(session.userId);
  }
}

/** Call once at start-up. */
export function removePushSubscriptionOnLogout(): void {
  logoutTasks.add(removeOnLogout);
}
