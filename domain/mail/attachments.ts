/**
 * What may be attached to a portal mail: the same rules for the compose
 * screen (before a byte is sent) and the server (which decides). Types are
 * an allow-list by file ending; the stored content type comes from this
 * list, never from what the browser claimed, and files always download
 * (never render inline), so a renamed file cannot run as a page.
 */
import { withoutBidiControls } from '../bidi-controls';
import type { MessageKey } from '../messages';

/** Each file (the README states these). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** All files of one mail together. */
export const ATTACHMENTS_TOTAL_MAX_BYTES = 25 * 1024 * 1024;
export const ATTACHMENTS_MAX = 10;
export const ATTACHMENT_NAME_MAX = 200;

/** File ending → the content type it is stored and served with. */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  txt: 'text/plain',
  csv: 'text/csv',
  rtf: 'application/rtf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

/** For the file input's `accept`. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The content type a file of this name is stored with, or null when its type may not be attached. */
export function attachmentContentType(name: string): string | null {
  return ATTACHMENT_TYPES[extensionOf(name)] ?? null;
}

/**
 * The name kept for a file: the last path part, control characters and
 * quotes removed (it goes into a Content-Disposition header), bidirectional
 * controls too (a right-to-left override makes 'x\u202Efdp.exe' read
 * 'xexe.pdf'), trimmed. Null when nothing usable is left.
 */
export function cleanAttachmentName(raw: string): string | null {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f"]/g, '')).trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..' || cleaned.length > ATTACHMENT_NAME_MAX) return null;
  return cleaned;
}

export interface AttachmentCandidate {
  name: string;
  size: number;
}

/** The first rule one file breaks, or null. */
export function checkAttachment(file: AttachmentCandidate): MessageKey | null {
  if (cleanAttachmentName(file.name) === null) return 'attachmentNameInvalid';
  if (attachmentContentType(file.name) === null) return 'attachmentTypeNotAllowed';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'attachmentTooLarge';
  return null;
}

/** The first rule a mail's files (kept and new together) break, or null. */
export function checkAttachments(files: readonly AttachmentCandidate[]): MessageKey | null {
  if (files.length > ATTACHMENTS_MAX) return 'attachmentsTooMany';
  for (const file of files) {
    const problem = checkAttachment(file);
    if (problem) return problem;
  }
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return total > ATTACHMENTS_TOTAL_MAX_BYTES ? 'attachmentsTooLargeTogether' : null;
}
