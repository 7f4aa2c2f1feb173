import { RESET_LINK_TTL_MS } from '../../domain/contract/forgot';
import { PRODUCT_NAME } from '../../domain/brand';
import { messages } from '../../domain/messages';
import { paths } from '../../domain/routes';

const minutes = Math.round(RESET_LINK_TTL_MS / 60_000);

/** The words of the reset e-mail, in one place. */
export const passwordResetEmailWording = {
  subject: messages.resetEmailSubject,
  greeting: 'Hello,',
  asked: `Someone, hopefully you, answered the security questions of your ${PRODUCT_NAME} account and asked to set a new password.`,
  action: `To choose a new password, open this link within ${minutes} minutes. It works once:`,
  ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  noReply: 'This is an automatic message. Please do not reply to it.',
} as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The e-mail with a single-use reset link. It takes only the link's token:
 * no name, no practice, nothing of anyone's health can reach it.
 *
 * @param publicUrl where users reach Meadow (see publicUrlOf)
 * @param token the link's token (base64url, safe in a path)
 */
export function passwordResetEmail(publicUrl: string, token: string): { subject: string; text: string; html: string } {
  const w = passwordResetEmailWording;
  const link = `${publicUrl.replace(/\/+$/, '')}${paths.forgotReset.replace(':token', encodeURIComponent(token))}`;
  const text = [w.greeting, '', w.asked, '', w.action, link, '', w.ignore, '', w.noReply, ''].join('\n');
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head><body>`,
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(w.asked)}</p>`,
    `<p>${escapeHtml(w.action)}<br><a href="${href}">${href}</a></p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
    `<p>${escapeHtml(w.noReply)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: w.subject, text, html };
}

/** The words of the notice that the password was changed, in one place. */
export const passwordChangedEmailWording = {
  subject: messages.passwordChangedEmailSubject,
  greeting: 'Hello,',
  changed: `The password of your ${PRODUCT_NAME} account was just changed through a reset link, and every device signed in to it was signed out.`,
  notYou: 'If this was not you, contact your practice at once so that they can lock the account.',
  noReply: 'This is an automatic message. Please do not reply to it.',
} as const;

/**
 * Sent after a reset, so that the owner hears of it even if someone else
 * answered the questions. It names nothing but the product.
 */
export function passwordChangedEmail(): { subject: string; text: string; html: string } {
  const w = passwordChangedEmailWording;
  const text = [w.greeting, '', w.changed, '', w.notYou, '', w.noReply, ''].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head><body>`,
    ...[w.greeting, w.changed, w.notYou, w.noReply].map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
    '',
  ].join('\n');
  return { subject: w.subject, text, html };
}
