import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import {
  MAIL_SIGNATURE_MAX,
  mailFolderBody,
  mailFolderDeleteResponse,
  mailFolderParams,
  mailFolderResponse,
  mailSignatureBody,
  mailSignatureDeleteResponse,
  mailSignatureParams,
  mailSignatureResponse,
} from '../../../domain/contract/mail';
import { messages } from '../../../domain/messages';
import { isPortalRole } from '../../../domain/roles';
import { badRequest, forbidden, notFound } from '../../errors';
import { sanitizeMailHtml } from '../../mail/sanitize-body';
import { requireUser } from '../../plugins/authenticate';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * A user's own custom folders (box 5) and signatures. They belong to the
 * user, not to a provider, so no provider is named; another user's id
 * simply is not found.
 */
const mailFolderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/portalemail/folder',
    { schema: { tags: ['mail'], summary: 'Create a custom folder', body: mailFolderBody, response: { 200: mailFolderResponse, ...errors } } },
    async (request) => ({ folder: await app.mailFoldersRepository.createFolder(requireUser(request).id, request.body.name) }),
  );

  app.put(
    '/portalemail/folder/:folderId',
    { schema: { tags: ['mail'], summary: 'Rename a custom folder', params: mailFolderParams, body: mailFolderBody, response: { 200: mailFolderResponse, ...errors } } },
    async (request) => ({
      folder: await app.mailFoldersRepository.renameFolder(requireUser(request).id, request.params.folderId, request.body.name),
    }),
  );

  app.delete(
    '/portalemail/folder/:folderId',
    { schema: { tags: ['mail'], summary: 'Delete a custom folder; its mails go back to the inbox', params: mailFolderParams, response: { 200: mailFolderDeleteResponse, ...errors } } },
    async (request) => ({ movedToInbox: await app.mailFoldersRepository.deleteFolder(requireUser(request).id, request.params.folderId) }),
  );

  app.put(
    '/portalemail/signature',
    { schema: { tags: ['mail'], summary: 'Create or change a signature', body: mailSignatureBody, response: { 200: mailSignatureResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      // Clients sign as themselves in the text: signatures are a practice tool.
      if (isPortalRole(user.role)) throw forbidden();
      const body = sanitizeMailHtml(request.body.body);
      if (body.length > MAIL_SIGNATURE_MAX) throw badRequest(messages.signatureTooLong);
      return { signature: await app.mailFoldersRepository.saveSignature(user.id, { ...request.body, body }) };
    },
  );

  app.delete(
    '/portalemail/signature/:signatureId',
    { schema: { tags: ['mail'], summary: 'Delete a signature', params: mailSignatureParams, response: { 200: mailSignatureDeleteResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      if (!(await app.mailFoldersRepository.deleteSignature(user.id, request.params.signatureId))) throw notFound();
      return { deleted: request.params.signatureId };
    },
  );
};
export default mailFolderRoutes;
