/**
 * Appointment notes for display (spec 5: "Notes display strips script tags
 * and layout attributes; notes are trimmed"). Notes may hold HTML pasted from
 * elsewhere; DOMPurify (a well-kept sanitiser) keeps simple formatting and
 * drops everything that could run code or break the phone layout.
 */
import DOMPurify from 'dompurify';

/** Simple formatting that reads well on a phone. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'ul', 'ol', 'li', 'a', 'span', 'div', 'blockquote'];
/** Only a link's target survives: style, class, align, width, height, id, on* … are all dropped. */
const ALLOWED_ATTR = ['href'];

/**
 * The notes as safe HTML, or '' when there is nothing to show (empty,
 * whitespace, or markup that held only scripts).
 */
export function notesHtml(notes: string | null | undefined): string {
  const trimmed = (notes ?? '').trim();
  if (trimmed === '') return '';
  const clean = DOMPurify.sanitize(trimmed, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // Scripts and styles go with their content, not just their tags.
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object'],
    ALLOW_DATA_ATTR: false,
  });
  const probe = document.createElement('div');
  probe.innerHTML = clean;
  return (probe.textContent ?? '').trim() === '' ? '' : clean.trim();
}
