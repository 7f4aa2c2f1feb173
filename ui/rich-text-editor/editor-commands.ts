/**
 * The DOM side of the editor: selection and formatting commands.
 *
 * `document.execCommand` and `queryCommandState` are deprecated, yet every
 * browser still implements them and the web has no replacement. They keep the
 * browser's undo stack working and spare us an editor library in the bundle,
 * which is why this small editor uses them.
 */
import { isEmptyHtml } from './editor-html';
import { formatCommands, noFormats, richTextFormats, type RichTextFormat } from './rich-text-formats';

/** The selection's range when it lies inside `editor`, else null. */
export function rangeInside(editor: HTMLElement): Range | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return editor.contains(range.commonAncestorContainer) ? range : null;
}

/** Makes `range` the document's selection. */
export function placeCaret(range: Range): void {
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Focuses the editor keeping the user's caret: the selection already in it
 * (focus leaves that alone, and re-setting it would drop a pending Ctrl+B) or
 * else the `saved` one. Returns false when there is neither; the browser then
 * puts the caret at the start.
 */
export function focusEditor(editor: HTMLElement, saved: Range | null): boolean {
  const current = rangeInside(editor);
  if (document.activeElement !== editor) editor.focus({ preventScroll: true });
  if (current) return true;
  if (saved && editor.contains(saved.commonAncestorContainer)) {
    placeCaret(saved);
    return true;
  }
  return false;
}

/**
 * Adds HTML after everything, as its own blocks (insertHTML at the end would
 * pour a signature's first line into the last paragraph), caret after it.
 */
export function appendHtml(editor: HTMLElement, html: string): void {
  if (isEmptyHtml(editor.innerHTML)) editor.innerHTML = html;
  else editor.insertAdjacentHTML('beforeend', html);
  placeCaretAtEnd(editor);
}

export function placeCaretAtEnd(editor: HTMLElement): void {
  const end = document.createRange();
  end.selectNodeContents(editor);
  end.collapse(false);
  placeCaret(end);
}

export function applyFormat(format: RichTextFormat): void {
  document.execCommand(formatCommands[format]);
}

/** Which formats are on at the selection; all off when the selection is outside `editor`. */
export function readFormats(editor: HTMLElement): Record<RichTextFormat, boolean> {
  if (!rangeInside(editor)) return noFormats;
  const state = { ...noFormats };
  for (const format of richTextFormats) state[format] = document.queryCommandState(formatCommands[format]);
  return state;
}

/** Inserts text (never markup) at the selection, as one undo step. */
export function insertPlainText(text: string): void {
  document.execCommand('insertText', false, text);
}

/** Inserts HTML at the selection inside `editor`; the caller has placed it there. */
export function insertHtml(editor: HTMLElement, html: string): void {
  if (document.execCommand('insertHTML', false, html)) return;
  // execCommand refused (no editing host focused, e.g. a hidden page): insert by hand.
  const range = rangeInside(editor);
  if (!range) return;
  range.deleteContents();
  range.insertNode(range.createContextualFragment(html));
}

/** The caret position under a point (a drop), where the browser can tell. */
export function caretRangeAt(x: number, y: number): Range | null {
  if (typeof document.caretPositionFromPoint === 'function') {
    const position = document.caretPositionFromPoint(x, y);
    if (!position) return null;
    const range = document.createRange();
    range.setStart(position.offsetNode, position.offset);
    return range;
  }
  return document.caretRangeFromPoint?.(x, y) ?? null;
}
