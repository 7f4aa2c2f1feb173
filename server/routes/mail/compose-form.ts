import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAIL_FILES_FIELD, MAIL_FORM_FIELD, mailComposeFields } from '../../../domain/contract/mail';
import {
  ATTACHMENTS_MAX,
  ATTACHMENTS_TOTAL_MAX_BYTES,
  attachmentContentType,
  checkAttachment,
  cleanAttachmentName,
} from '../../../domain/mail/attachments';
import { messages, type MessageText } from '../../../domain/messages';
import { HttpError, badRequest, toClientMessage } from '../../errors';
import type { NewAttachment } from '../../repositories/mail/mail-writes-repository';

export type ComposeFields = ReturnType<typeof mailComposeFields.parse>;

/** The `mail` JSON field and the new files of a send or draft. */
export interface ComposeForm {
  fields: ComposeFields;
  files: NewAttachment[];
}

const tooLarge = (message: MessageText) => new HttpError(413, message);

/**
 * Reads a multipart send or draft. Each file is checked by name and type
 * before it is read, sizes while it streams in (each file, and all of them
 * together), so a refused file costs no more than the limit.
 */
export async function readComposeForm(app: FastifyInstance, request: FastifyRequest): Promise<ComposeForm> {
  if (!request.isMultipart()) throw badRequest();
  const files: NewAttachment[] = [];
  let raw: string | undefined;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === MAIL_FORM_FIELD && typeof part.value === 'string') raw = part.value;
        continue;
      }
      if (part.fieldname !== MAIL_FILES_FIELD) throw badRequest();
      const fileName = cleanAttachmentName(part.filename);
      const refusal = checkAttachment({ name: part.filename, size: 0 });
      if (refusal || fileName === null) throw badRequest(messages[refusal ?? 'attachmentNameInvalid']);
      if (files.length >= ATTACHMENTS_MAX) throw badRequest(messages.attachmentsTooMany);
      const data = await part.toBuffer();
      total += data.length;
      if (total > ATTACHMENTS_TOTAL_MAX_BYTES) throw tooLarge(messages.attachmentsTooLargeTogether);
      files.push({ fileName, contentType: attachmentContentType(fileName)!, data });
    }
  } catch (err) {
    throw multipartError(app, err);
  }
  if (raw === undefined) throw badRequest();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest();
  }
  const parsed = mailComposeFields.safeParse(json);
  if (!parsed.success) throw badRequest(toClientMessage(parsed.error.issues[0]?.message));
  return { fields: parsed.data, files };
}

const readForms = new WeakMap<FastifyRequest, ComposeForm>();

/**
 * A send's or draft's preValidation hook: reads the form before the
 * handler, and makes it the request's body, so the Idempotency-Key check
 * (plugins/idempotency.ts) fingerprints the fields and the files.
 */
export const readComposeFormFirst =
  (app: FastifyInstance) =>
  async (request: FastifyRequest): Promise<void> => {
    const form = await readComposeForm(app, request);
    readForms.set(request, form);
    request.body = form;
  };

/** The form readComposeFormFirst read for this request. */
export function composeFormOf(request: FastifyRequest): ComposeForm {
  const form = readForms.get(request);
  if (!form) throw new Error('the route reads its form with readComposeFormFirst');
  return form;
}

/** @fastify/multipart's own errors, in the message table's words. */
function multipartError(app: FastifyInstance, err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const e = app.multipartErrors;
  if (err instanceof e.RequestFileTooLargeError) return tooLarge(messages.attachmentTooLarge);
  if (err instanceof e.FilesLimitError) return badRequest(messages.attachmentsTooMany);
  if (err instanceof e.PartsLimitError || err instanceof e.FieldsLimitError || err instanceof e.InvalidMultipartContentTypeError) return badRequest();
  if (err instanceof e.PrototypeViolationError) return badRequest();
  // busboy reports broken framing (a boundary that never comes, a cut-off part) as a plain Error:
  // the client's body is at fault. TypeError and the like stay 500s: those would be our bugs.
  if (err instanceof Error && err.constructor === Error) return badRequest();
  return err;
}
