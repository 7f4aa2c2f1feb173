import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from '../outbound/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Outgoing e-mail on the instance (SMTP_URL, or the outbox). Closing the app
 * waits for sends under way, so a notice sent after a response is not cut off.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      outboxDir: config.outboxDir,
      log: app.log.child({ component: 'mailer' }),
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
