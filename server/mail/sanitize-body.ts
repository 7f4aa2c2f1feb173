import sanitizeHtml from 'sanitize-html';
import { bidiControlsShown } from '../../domain/bidi-controls';

/**
 * The HTML a mail body or signature may keep when stored: the formatting the
 * compose editor makes (paragraphs, bold, italic, underline, lists, quotes)
 * and plain links. No images (a remote image tells its owner when the mail
 * was read), no styles, no scripts, no event attributes. The screen
 * sanitises again before showing it (features/mail), so a stored body that
 * predates a rule change is still safe.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'ul', 'ol', 'li', 'blockquote', 'a', 'span', 'pre', 'code', 'h1', 'h2', 'h3', 'hr'],
  // target and rel are the ones transformTags sets below; a sender's own are replaced.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A bidirectional control shows as '�' (domain/bidi-controls.ts): it cannot reorder the text around it (issue 30 item 3).
  textFilter: (text) => bidiControlsShown(text),
  transformTags: {
    // Links leave the app in a new tab and tell the other site nothing about where they came from.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * An appointment note as stored (issue 26): spec 5 shows notes as HTML with
 * scripts and layout attributes stripped, so the stored text keeps only the
 * mail body's harmless formatting. Text without a tag is kept as typed, so
 * a plain note ('Fees & forms') reads back the same in the edit form
 * (but for bidirectional controls, shown as in a mail body).
 */
export function storedNoteHtml(note: string): string {
  return note.includes('<') ? sanitizeMailHtml(note) : bidiControlsShown(note.trim());
}
