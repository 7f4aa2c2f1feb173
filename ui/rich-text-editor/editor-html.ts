/**
 * True when the editor's HTML shows nothing: tags without text, such as the
 * `<br>` or `<div><br></div>` Chrome leaves after everything is deleted.
 * A list or an image shows even without text. Pure: a string test, no DOM.
 */
export function isEmptyHtml(html: string): boolean {
  if (/<(li|img|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() === ''
  );
}
