import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAIL_BOX } from '../../../domain/codes';
import { errorBody } from '../../../domain/contract/common';
import {
  mailCheckContactParams,
  mailCheckContactResponse,
  mailCheckPermissionParams,
  mailCheckPermissionResponse,
  mailContactListResponse,
  mailContentParams,
  mailContentResponse,
  mailCountParams,
  mailCountResponse,
  mailFolderListParams,
  mailFolderListResponse,
  mailListParams,
  mailListResponse,
  mailSearchParams,
  mailSearchResponse,
} from '../../../domain/contract/mail';
import { mailSearchWindow } from '../../../domain/mail/search-range';
import { messages } from '../../../domain/messages';
import { usesSubscriberAsProvider } from '../../../domain/roles';
import { badRequest, notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom } from '../../audit/audit-declaration';
import { assertMailAccess, mailRefusal, mailSenderOf } from './mail-access';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * The reading calls of spec 7: getall, getInboxUnreadMailCount,
 * loadFolderList, getContactList, search, getContent, checkUserContact and
 * checkPermission. Each names the provider whose mail it reads; a path's
 * userId must be the signed-in user.
 */
const mailReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/portalemail/getall/:userId/:boxCode/:folderId/:page/:additionalOffset/:favouriteFlag/:providerId',
    {
      config: { audit: { recordType: 'mail', action: 'read' } },
      schema: { tags: ['mail'], summary: 'A page of a mail list', params: mailListParams, response: { 200: mailListResponse, ...errors } },
      // The rows are built key by key by toListEntry and typed as the schema: plain stringify (see appointment/get-daily.ts).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request) => {
      const user = requireUser(request);
      const p = request.params;
      await assertMailAccess(user, p.providerId, p.userId);
      if (p.boxCode === MAIL_BOX.custom && !(await app.mailWritesRepository.ownsFolder(user.id, p.folderId))) {
        throw notFound(messages.folderGone);
      }
      const mailList = await app.mailReadsRepository.list(user.id, p.providerId, {
        box: p.boxCode,
        folderId: p.folderId,
        page: p.page,
        additionalOffset: p.additionalOffset,
        favouritesOnly: p.favouriteFlag,
      });
      return { mailList };
    },
  );

  app.get(
    '/portalemail/getInboxUnreadMailCount/:userId/:favouriteFlag/:providerId',
    { schema: { tags: ['mail'], summary: 'Unread mail ids and the inbox count', params: mailCountParams, response: { 200: mailCountResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { userId, favouriteFlag, providerId } = request.params;
      await assertMailAccess(user, providerId, userId);
      return app.mailReadsRepository.counts(user.id, providerId, favouriteFlag);
    },
  );

  app.get(
    '/portalemail/loadFolderList/:userId/:providerId',
    { schema: { tags: ['mail'], summary: 'Custom folders and box counts', params: mailFolderListParams, response: { 200: mailFolderListResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { userId, providerId } = request.params;
      await assertMailAccess(user, providerId, userId);
      return app.mailReadsRepository.folderList(user.id, providerId);
    },
  );

  app.get(
    '/portalemail/getContactList/:userId/:providerId',
    { config: { audit: { recordType: 'contact', action: 'read' } }, schema: { tags: ['mail'], summary: 'Who the user may write to, and their signatures', params: mailFolderListParams, response: { 200: mailContactListResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { userId, providerId } = request.params;
      await assertMailAccess(user, providerId, userId);
      const [contactList, signatures] = await Promise.all([
        app.mailContactsRepository.contacts(mailSenderOf(user), providerId),
        app.mailFoldersRepository.signatures(user.id),
      ]);
      return { contactList, signatures };
    },
  );

  app.get(
    '/portalemail/search/:userId/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:term/:providerId/:all/:subject/:sender/:receiver',
    { config: { audit: { recordType: 'mail', action: 'read' } }, schema: { tags: ['mail'], summary: 'Search mail', params: mailSearchParams, response: { 200: mailSearchResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const p = request.params;
      await assertMailAccess(user, p.providerId, p.userId);
      // Spec 5: an e-mail search needs at least one filter ticked.
      if (!p.all && !p.subject && !p.sender && !p.receiver) throw badRequest(messages.searchFilterRequired);
      const window = mailSearchWindow(
        { year: p.startYear, month: p.startMonth, day: p.startDay },
        { year: p.endYear, month: p.endMonth, day: p.endDay },
        user.timezone,
      );
      if (!window.ok) throw badRequest(messages[window.error]);
      const searchDetails = await app.mailReadsRepository.search(user.id, p.providerId, {
        from: window.from,
        to: window.to,
        term: p.term,
        subject: p.all || p.subject,
        sender: p.all || p.sender,
        receiver: p.all || p.receiver,
      });
      return { searchDetails };
    },
  );

  app.get(
    '/email/getContent/:userId/:mailId/:mailType/:providerId',
    { config: { audit: { recordType: 'mail', action: 'read', recordId: idFrom('params', 'mailId') } }, schema: { tags: ['mail'], summary: 'One mail; opening it marks it read', params: mailContentParams, response: { 200: mailContentResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { userId, mailId, providerId } = request.params;
      await assertMailAccess(user, providerId, userId);
      const mail = await app.mailReadsRepository.content(user.id, providerId, mailId);
      if (!mail) throw notFound(messages.mailGone);
      if (mail.readStatus === 0) {
        await app.mailWritesRepository.setRead(user.id, providerId, [mailId], 1);
        return { mail: { ...mail, readStatus: 1 as const } };
      }
      return { mail };
    },
  );

  app.get(
    '/email/checkUserContact/:userId/:isGroup',
    { schema: { tags: ['mail'], summary: 'Whether the user may write to this user (or is in this chat group)', params: mailCheckContactParams, response: { 200: mailCheckContactResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { userId, isGroup } = request.params;
      if (isGroup) return { allowed: await app.chatRepository.isGroupMember(user.id, userId) };
      // The providers whose mail the user may write in: their own practice's, or the permitted ones.
      const providers = usesSubscriberAsProvider(user.role) ? [user.practiceId] : [user.id, ...(await user.permitted()).map((p) => p.id)];
      for (const providerId of new Set(providers)) {
        if ((await mailRefusal(user, providerId)) !== null) continue;
        if (await app.mailContactsRepository.mayWriteToAll(mailSenderOf(user), providerId, [userId])) return { allowed: true };
      }
      return { allowed: false };
    },
  );

  app.get(
    '/email/checkPermission/:providerId',
    { schema: { tags: ['mail'], summary: "Whether the user may open this provider's mail", params: mailCheckPermissionParams, response: { 200: mailCheckPermissionResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const refusal = await mailRefusal(user, request.params.providerId);
      return refusal === null ? { permitted: true } : { permitted: false, error: refusal };
    },
  );
};
export default mailReadRoutes;
