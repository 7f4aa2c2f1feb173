import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import {
  pushSubscriptionBody,
  type PushSubscriptionBody,
  pushSubscriptionRemoveBody,
  subscriptionAddResponse,
  subscriptionRemoveResponse,
  vapidPublicKeyResponse,
} from '../../../domain/contract/push';
import { messages } from '../../../domain/messages';
import type { Config } from '../../config';
import { badRequest } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { isAllowedPushEndpoint } from '../../push/endpoint-policy';

/** An uncompressed P-256 point (RFC 8291 ua_public) and a 16-byte auth secret, or web-push cannot encrypt to them. */
function hasUsableKeys(sub: PushSubscriptionBody): boolean {
  const p256dh = Buffer.from(sub.keys.p256dh, 'base64url');
  const auth = Buffer.from(sub.keys.auth, 'base64url');
  return p256dh.length === 65 && p256dh[0] === 0x04 && auth.length === 16;
}

/**
 * Web Push subscriptions (spec 4 'Install and push', spec 7 subscription/add;
 * issue 14). Any signed-in user, for their own browser only.
 */
const subscriptionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/subscription/add',
    {
      schema: {
        tags: ['push'],
        summary: "Store this browser's push subscription (written only when it differs from the stored one)",
        body: pushSubscriptionBody,
        response: { 200: subscriptionAddResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const sub = request.body;
      if (!isAllowedPushEndpoint(sub.endpoint, config.pushServiceHosts) || !hasUsableKeys(sub)) {
        throw badRequest(messages.pushSubscriptionInvalid);
      }
      return { stored: await app.pushSubscriptionsRepository.store(user.id, sub) };
    },
  );

  app.post(
    '/subscription/remove',
    {
      schema: {
        tags: ['push'],
        summary: "Forget this browser's push subscription (on logout); only the caller's own",
        body: pushSubscriptionRemoveBody,
        response: { 200: subscriptionRemoveResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { removed: await app.pushSubscriptionsRepository.remove(user.id, request.body.endpoint) };
    },
  );

  app.get(
    '/subscription/vapid_public_key',
    {
      schema: {
        tags: ['push'],
        summary: 'The application server key (VAPID) for PushManager.subscribe',
        response: { 200: vapidPublicKeyResponse, 401: errorBody },
      },
    },
    async () => ({ publicKey: app.vapidKeys.publicKey }),
  );
};
export default subscriptionRoutes;
