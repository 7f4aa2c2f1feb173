/** The formatting the toolbar offers, in toolbar order. */
export const richTextFormats = ['bold', 'italic', 'underline', 'bulletedList', 'numberedList'] as const;
export type RichTextFormat = (typeof richTextFormats)[number];

/** The `document.execCommand` / `queryCommandState` name of each format. */
export const formatCommands: Record<RichTextFormat, string> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  bulletedList: 'insertUnorderedList',
  numberedList: 'insertOrderedList',
};

/** Ctrl/Cmd + key shortcuts (lower-case `event.key`). */
export const formatShortcuts: Readonly<Record<string, RichTextFormat>> = { b: 'bold', i: 'italic', u: 'underline' };

/** The format a keydown asks for, if it is one of the shortcuts. Pure: no DOM. */
export function shortcutFormat(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): RichTextFormat | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  return formatShortcuts[event.key.toLowerCase()] ?? null;
}

/** No format on: the toolbar's state before the editor is focused. */
export const noFormats: Record<RichTextFormat, boolean> = {
  bold: false,
  italic: false,
  underline: false,
  bulletedList: false,
  numberedList: false,
};
