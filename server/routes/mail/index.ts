import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAIL_BODY_MAX } from '../../../domain/contract/mail';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from '../../../domain/mail/attachments';
import type { Config } from '../../config';
import mailComposeRoutes from './compose-routes';
import mailFolderRoutes from './folder-routes';
import mailOrganiseRoutes from './organise-routes';
import mailReadRoutes from './read-routes';

/**
 * Portal mail (issue 12): the portalemail/* and email/* calls. Multipart is
 * registered here only, with the attachment limits of domain/mail/attachments.ts
 * (one more file than allowed is let through so the refusal names the rule).
 */
const mailRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files: ATTACHMENTS_MAX + 1,
      fields: 4,
      // The `mail` JSON: a body of MAIL_BODY_MAX characters may take 4 bytes each, plus the other fields.
      fieldSize: MAIL_BODY_MAX * 4 + 64 * 1024,
      parts: ATTACHMENTS_MAX + 5,
      headerPairs: 50,
    },
  });
  await app.register(mailReadRoutes);
  await app.register(mailComposeRoutes, { config });
  await app.register(mailOrganiseRoutes);
  await app.register(mailFolderRoutes);
};
export default mailRoutes;
