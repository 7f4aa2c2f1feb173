import type { RichTextEditorLabels } from '../../ui/rich-text-editor/rich-text-editor';

export const editorLabels: RichTextEditorLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
};
