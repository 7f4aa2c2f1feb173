/**
 * Which picked files a mail can take (domain/mail/attachments.ts rules,
 * the server's own): each on its own (name, type, size), then in turn
 * against the files already there (count, total size), so one file too
 * many is refused, not the whole pick.
 */
import { checkAttachment, checkAttachments, type AttachmentCandidate } from '../../../domain/mail/attachments';
import type { MessageKey } from '../../../domain/messages';

export interface PickedFiles<F extends AttachmentCandidate> {
  accepted: F[];
  refused: { file: F; problem: MessageKey }[];
}

export function sortPicked<F extends AttachmentCandidate>(current: readonly AttachmentCandidate[], picked: readonly F[]): PickedFiles<F> {
  const accepted: F[] = [];
  const refused: { file: F; problem: MessageKey }[] = [];
  for (const file of picked) {
    const candidate = { name: file.name, size: file.size };
    const problem = checkAttachment(candidate) ?? checkAttachments([...current, ...accepted.map((f) => ({ name: f.name, size: f.size })), candidate]);
    if (problem) refused.push({ file, problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}
