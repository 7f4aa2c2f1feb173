import { PRODUCT_NAME } from '../../domain/brand';
import { type MailType, paths } from '../../domain/routes';

/**
 * The words of the notice, in one place. An ordinary e-mail crosses servers
 * Meadow does not control, so it says only that something is waiting: never
 * the subject, the body, who sent it or whom it is for.
 */
export const secureMailNoticeWording = {
  subject: `You have a new secure message in ${PRODUCT_NAME}`,
  greeting: 'Hello,',
  waiting: `A new secure message is waiting for you in ${PRODUCT_NAME}.`,
  action: 'To read it, sign in here:',
  privacy: 'For your privacy, this e-mail does not contain the message or who sent it.',
  noReply: 'This is an automatic notice. Please do not reply to it.',
} as const;

const inbox: MailType = 'inbox';
const INBOX_PATH = paths.emails.replace(':type', inbox);

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The ordinary e-mail telling a portal mail recipient who is not signed in
 * that a secure message waits in the inbox. It takes no part of the message
 * on purpose: nothing of it can leak into the notice.
 *
 * @param publicUrl where users reach Meadow (see publicUrlOf)
 */
export function secureMailNotice(publicUrl: string): { subject: string; text: string; html: string } {
  const w = secureMailNoticeWording;
  const link = `${publicUrl.replace(/\/+$/, '')}${INBOX_PATH}`;
  const text = [w.greeting, '', w.waiting, '', w.action, link, '', w.privacy, '', w.noReply, ''].join('\n');
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head><body>`,
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(w.waiting)}</p>`,
    `<p>${escapeHtml(w.action)}<br><a href="${href}">${href}</a></p>`,
    `<p>${escapeHtml(w.privacy)}</p>`,
    `<p>${escapeHtml(w.noReply)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: w.subject, text, html };
}
