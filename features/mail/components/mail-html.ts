/**
 * A mail body for display. The server sanitises a body when it is stored;
 * the screen sanitises it again (defence in depth: an old row, a server
 * bug) with DOMPurify, keeping the formatting the rich-text editor makes and
 * dropping anything that could run code, load remote content or break the
 * phone layout. Links open in a new tab without access to this page.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'br', 'p', 'div', 'span', 'ul', 'ol', 'li',
  'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'hr', 'sub', 'sup',
];
/** A link's target only: style, class, id, on* … are all dropped. */
const ALLOWED_ATTR = ['href'];
/** Only links a browser opens as pages or mail; javascript:, data: and the rest are dropped. */
const SAFE_LINK = /^(https?:|mailto:)/i;

export function mailBodyHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    const href = link.getAttribute('href')?.trim() ?? '';
    if (!SAFE_LINK.test(href)) {
      link.removeAttribute('href');
      continue;
    }
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
