/**
 * A stored body made safe before it enters the editor (a draft, or the
 * original under a reply or forward). The server sanitised it when it was
 * stored; this runs again because a body stored under older rules must not
 * run in the page either (issue 12: "sanitised on the server when stored and
 * again when shown"). The allow-list is the server's (server/mail/sanitize-body.ts)
 * without link targets, which the server sets itself.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'ul', 'ol', 'li', 'blockquote', 'a', 'span', 'pre', 'code', 'h1', 'h2', 'h3', 'hr'];

export function safeMailHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object'],
    ALLOW_DATA_ATTR: false,
  }).trim();
}
