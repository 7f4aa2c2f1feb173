import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAIL_BOX } from '../../../domain/codes';
import { errorBody } from '../../../domain/contract/common';
import {
  mailDeleteBody,
  mailDeleteResponse,
  mailFavouriteBody,
  mailFavouriteResponse,
  mailMoveBody,
  mailMoveResponse,
  mailReadBody,
  mailReadResponse,
  mailRestoreBody,
  mailRestoreResponse,
} from '../../../domain/contract/mail';
import { canDeleteForGood, canMoveTo } from '../../../domain/mail/mailbox';
import { messages } from '../../../domain/messages';
import type { AuthUser } from '../../auth/auth-user';
import { badRequest, notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom, idsFrom } from '../../audit/audit-declaration';
import type { EntryState } from '../../repositories/mail/mail-reads-repository';
import { assertMailAccess } from './mail-access';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Every named entry, all of them the user's of this provider's mail, or 404 (nothing changes). */
async function ownEntries(app: FastifyInstance, user: AuthUser, providerId: number, ids: readonly number[]): Promise<EntryState[]> {
  await assertMailAccess(user, providerId);
  const unique = [...new Set(ids)];
  const entries = await app.mailReadsRepository.entryStates(user.id, providerId, unique);
  if (entries.length !== unique.length) throw notFound(messages.mailGone);
  return entries;
}

/** Moving, restoring, marking read, favourites and deleting for good (spec 4). */
const mailOrganiseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/portalemail/move',
    { config: { audit: { recordType: 'mail', action: 'update', recordId: idsFrom('body', 'mailBoxIds') } }, schema: { tags: ['mail'], summary: 'Move mails to the inbox, Trash or a folder', body: mailMoveBody, response: { 200: mailMoveResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { providerId, mailBoxIds, boxCode, folderId } = request.body;
      const entries = await ownEntries(app, user, providerId, mailBoxIds);
      if (boxCode === MAIL_BOX.custom) {
        if (folderId === null) throw badRequest();
        if (!(await app.mailWritesRepository.ownsFolder(user.id, folderId))) throw notFound(messages.folderGone);
      }
      if (!entries.every((e) => canMoveTo(e, boxCode))) throw badRequest(messages.mailMoveNotAllowed);
      await app.mailWritesRepository.move(user.id, entries.map((e) => e.id), boxCode, folderId);
      return { moved: entries.map((e) => e.id) };
    },
  );

  app.put(
    '/portalemail/restore',
    { config: { audit: { recordType: 'mail', action: 'update', recordId: idsFrom('body', 'mailBoxIds') } }, schema: { tags: ['mail'], summary: 'Put mails in Trash back where they were', body: mailRestoreBody, response: { 200: mailRestoreResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const entries = await ownEntries(app, user, request.body.providerId, request.body.mailBoxIds);
      if (!entries.every((e) => e.box === MAIL_BOX.trash)) throw badRequest(messages.mailMoveNotAllowed);
      const ids = entries.map((e) => e.id);
      await app.mailWritesRepository.restore(user.id, ids);
      return { restored: await app.mailReadsRepository.entries(user.id, ids) };
    },
  );

  app.put(
    '/portalemail/read',
    { config: { audit: { recordType: 'mail', action: 'update', recordId: idsFrom('body', 'mailBoxIds') } }, schema: { tags: ['mail'], summary: 'Mark mails read or unread', body: mailReadBody, response: { 200: mailReadResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { providerId, mailBoxIds, readStatus } = request.body;
      const entries = await ownEntries(app, user, providerId, mailBoxIds);
      await app.mailWritesRepository.setRead(user.id, providerId, entries.map((e) => e.id), readStatus);
      const { unreadMailIds, unreadCount } = await app.mailReadsRepository.counts(user.id, providerId, false);
      return { unreadMailIds, unreadCount };
    },
  );

  app.put(
    '/portalemail/favourite',
    { config: { audit: { recordType: 'mail', action: 'update', recordId: idFrom('body', 'mailBoxId') } }, schema: { tags: ['mail'], summary: 'Mark a mail favourite or not', body: mailFavouriteBody, response: { 200: mailFavouriteResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { providerId, mailBoxId, isFavourite } = request.body;
      await assertMailAccess(user, providerId);
      if (!(await app.mailWritesRepository.setFavourite(user.id, providerId, mailBoxId, isFavourite))) throw notFound(messages.mailGone);
      return { mailBoxId, isFavourite };
    },
  );

  app.delete(
    '/portalemail/delete',
    { config: { audit: { recordType: 'mail', action: 'delete', recordId: idsFrom('body', 'mailBoxIds') } }, schema: { tags: ['mail'], summary: 'Delete mails in Trash for good', body: mailDeleteBody, response: { 200: mailDeleteResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const entries = await ownEntries(app, user, request.body.providerId, request.body.mailBoxIds);
      if (!entries.every(canDeleteForGood)) throw badRequest(messages.mailOnlyTrashDeletes);
      return { deleted: await app.mailWritesRepository.deleteForGood(user.id, entries.map((e) => e.id)) };
    },
  );
};
export default mailOrganiseRoutes;
