/**
 * GET portalemail/attachment/{fileId}: an attachment, fetched with the
 * session's headers (a plain link could not send them, and a token never
 * goes into an address). The server always answers it as a download.
 */
import { atom } from 'jotai';
import type { MailAttachment } from '../../../domain/contract/mail';
import { requestFile, type DownloadedFile } from '../../api/client';
import { reportMailFailureAtom } from '../atoms';

export const getAttachment = (attachment: Pick<MailAttachment, 'id' | 'name'>): Promise<DownloadedFile> =>
  requestFile(`portalemail/attachment/${attachment.id}`, attachment.name);

/** The file, or null when it could not be fetched (the popup says why). */
export const downloadAttachmentAtom = atom(null, async (_get, set, attachment: Pick<MailAttachment, 'id' | 'name'>): Promise<DownloadedFile | null> => {
  try {
    return await getAttachment(attachment);
  } catch (error) {
    set(reportMailFailureAtom, error);
    return null;
  }
});
