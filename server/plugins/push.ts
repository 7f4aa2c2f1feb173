import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createPushSender, type PushSender } from '../push/push-sender';
import { loadVapidKeys, type VapidKeys } from '../push/vapid-keys';
import { pushSubscriptionsRepository, type PushSubscriptionsRepository } from '../repositories/push-subscriptions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: app.push.deliver(userIds, kind), from a send job (server/jobs/send-handlers.ts) only. */
    push: PushSender;
    vapidKeys: VapidKeys;
    pushSubscriptionsRepository: PushSubscriptionsRepository;
  }
}

/**
 * Web Push on the instance (issue 14): the VAPID pair from server_keys (made
 * on the first start), the subscriptions repository and the sender. Closing
 * the app waits for the pushes under way; it closes before the database.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const subscriptions = pushSubscriptionsRepository(app.db);
    const keys = await loadVapidKeys(app.db);
    const push = createPushSender({
      keys,
      subject: config.pushSubject,
      enabled: config.pushEnabled,
      allowedHosts: config.pushServiceHosts,
      subscriptions,
      log: app.log.child({ component: 'push' }),
    });
    app.decorate('pushSubscriptionsRepository', subscriptions);
    app.decorate('vapidKeys', keys);
    app.decorate('push', push);
    app.addHook('onClose', async () => push.close());
  },
  { name: 'push', dependencies: ['db'] },
);
