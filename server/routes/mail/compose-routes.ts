import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bidiControlsShown, withoutBidiControls } from '../../../domain/bidi-controls';
import { errorBody } from '../../../domain/contract/common';
import {
  mailAttachmentParams,
  mailDeleteFileParams,
  mailDeleteFileResponse,
  mailDraftResponse,
  mailSendResponse,
} from '../../../domain/contract/mail';
import { messages } from '../../../domain/messages';
import type { AuthUser } from '../../auth/auth-user';
import type { Config } from '../../config';
import { badRequest, forbidden, notFound } from '../../errors';
import { sanitizeMailHtml } from '../../mail/sanitize-body';
import { enqueueEmail, enqueuePush } from '../../jobs/send-jobs';
import { requireUser } from '../../plugins/authenticate';
import { idFrom, noteAudit, recordIdOf } from '../../audit/audit-declaration';
import type { ComposedMail, SendResult } from '../../repositories/mail/mail-writes-repository';
import type { Outbox } from '../../repositories/outbox-hook';
import { composeFormOf, readComposeFormFirst, type ComposeForm } from './compose-form';
import { assertMailAccess, mailSenderOf } from './mail-access';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };

/** Checks a send or draft the same way the compose screen does, then with what only the server knows. */
async function composedMail(app: FastifyInstance, user: AuthUser, form: ComposeForm, sending: boolean): Promise<ComposedMail> {
  const { fields, files } = form;
  await assertMailAccess(user, fields.providerId);
  const to = [...new Set(fields.to)];
  const body = sanitizeMailHtml(fields.body);
  if (sending && to.length === 0) throw badRequest(messages.mailRecipientRequired);
  if (sending && fields.subject === '' && body === '' && files.length === 0 && fields.keepAttachmentIds.length === 0) {
    throw badRequest(messages.mailEmpty);
  }
  if (to.includes(user.id) || !(await app.mailContactsRepository.mayWriteToAll(mailSenderOf(user), fields.providerId, to))) {
    throw forbidden(messages.mailNotAllowed);
  }
  return {
    senderId: user.id,
    providerId: fields.providerId,
    to,
    // Text shown as it is: a bidirectional control in it shows as a mark (issue 30 item 3).
    subject: bidiControlsShown(fields.subject),
    body,
    draftId: fields.draftId,
    keepAttachmentIds: fields.keepAttachmentIds,
    files,
  };
}

/**
 * What a send causes to go out, enqueued in its transaction (the outbox,
 * issue 30 item 5): a Web Push of the kind 'mail' to every recipient's
 * devices (no subject, body or sender), and per recipient the ordinary
 * e-mail that says only that a secure message waits, which the job sends
 * only if that recipient has no open session by then.
 */
const mailOutbox: Outbox<SendResult> = async (tx, sent) => {
  const userIds = sent.recipientEntries.map((r) => r.userId);
  await enqueuePush(tx, { kind: 'mail', userIds });
  for (const userId of userIds) await enqueueEmail(tx, { template: 'secureMailNotice', userId });
};

/**
 * After the send committed: mailReceived to every open session of each
 * recipient (any server process, through the Redis adapter). Ephemeral: a
 * socket that missed it catches up on reconnect. Never throws: the mail is
 * already delivered.
 */
async function announce(app: FastifyInstance, recipients: { userId: number; entryId: number }[]): Promise<void> {
  try {
    for (const { userId, entryId } of recipients) {
      const [entry] = await app.mailReadsRepository.entries(userId, [entryId]);
      if (entry) app.realtime.toUser(userId, 'mailReceived', entry);
    }
  } catch (err) {
    app.log.warn({ err }, 'mail announcement failed');
  }
}

/**
 * Compose calls: send and draft (multipart: the `mail` JSON field and
 * `files`), deleteFile (spec 7) and the attachment download.
 */
const mailComposeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  // Announcements run after the answer. Closing waits for them: this hook runs before the
  // realtime plugin closes Redis and the mailer closes, so none is cut off half-way (an
  // emit on a closed Redis client is an unhandled rejection).
  const announcing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...announcing]);
  });
  app.post(
    '/portalemail/send',
    {
      config: { audit: { recordType: 'mail', action: 'create' } },
      preValidation: readComposeFormFirst(app),
      schema: { tags: ['mail'], summary: 'Send a mail (multipart)', response: { 200: mailSendResponse, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const form = composeFormOf(request);
      // The provider is inside the form, where the audit recorder does not look.
      noteAudit(request, { providerId: form.fields.providerId });
      const mail = await composedMail(app, user, form, true);
      const sent = await app.mailWritesRepository.send(mail, mailOutbox);
      request.wakeJobs = true;
      noteAudit(request, { recordId: recordIdOf(sent.senderEntryId) });
      const [entry] = await app.mailReadsRepository.entries(user.id, [sent.senderEntryId]);
      const announced = announce(app, sent.recipientEntries);
      announcing.add(announced);
      void announced.finally(() => announcing.delete(announced));
      return { mailBoxId: sent.senderEntryId, mail: entry! };
    },
  );

  app.post(
    '/portalemail/draft',
    {
      config: { audit: { recordType: 'mail', action: 'create' } },
      preValidation: readComposeFormFirst(app),
      schema: { tags: ['mail'], summary: 'Save a draft (multipart)', response: { 200: mailDraftResponse, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const form = composeFormOf(request);
      const { providerId, draftId } = form.fields;
      noteAudit(request, { providerId, action: draftId === null ? 'create' : 'update', recordId: recordIdOf(draftId) });
      const mail = await composedMail(app, user, form, false);
      const mailBoxId = await app.mailWritesRepository.saveDraft(mail);
      noteAudit(request, { recordId: recordIdOf(mailBoxId) });
      const content = await app.mailReadsRepository.content(user.id, mail.providerId, mailBoxId);
      if (!content) throw notFound(messages.mailGone);
      return { mailBoxId, mail: content };
    },
  );

  app.delete(
    '/portalemail/deleteFile/:fileId',
    { config: { audit: { recordType: 'mail', action: 'update', recordId: idFrom('params', 'fileId', 'file') } }, schema: { tags: ['mail'], summary: "Remove an attachment from one's draft", params: mailDeleteFileParams, response: { 200: mailDeleteFileResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const file = await app.mailReadsRepository.attachment(user.id, request.params.fileId);
      if (!file) throw notFound(messages.attachmentGone);
      noteAudit(request, { providerId: file.providerId });
      await assertMailAccess(user, file.providerId ?? 0);
      const providerId = await app.mailWritesRepository.deleteDraftAttachment(user.id, request.params.fileId);
      if (providerId === null) throw notFound(messages.attachmentGone);
      return { selectedSubscriberId: providerId, appUserId: user.id };
    },
  );

  app.get(
    '/portalemail/attachment/:fileId',
    // No response schema: the answer is the file's bytes, and errors take the one error shape anyway.
    { config: { audit: { recordType: 'mail', action: 'read', recordId: idFrom('params', 'fileId', 'file') } }, schema: { tags: ['mail'], summary: 'Download an attachment', params: mailAttachmentParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await app.mailReadsRepository.attachment(user.id, request.params.fileId);
      if (!file) throw notFound(messages.attachmentGone);
      noteAudit(request, { providerId: file.providerId });
      await assertMailAccess(user, file.providerId ?? 0);
      // A name stored before bidirectional controls were taken out of names loses them here (issue 30 item 3).
      const name = withoutBidiControls(file.fileName);
      const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('content-length', String(file.data.length))
        // Never rendered as a page of Meadow's origin, never kept by a shared cache.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
export default mailComposeRoutes;
