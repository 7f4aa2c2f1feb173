/**
 * A small rich-text body editor with no editor library: a contentEditable
 * textbox and a formatting toolbar (bold, italic, underline, lists).
 */
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type DragEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { appendHtml, applyFormat, caretRangeAt, focusEditor, insertHtml, insertPlainText, placeCaret, placeCaretAtEnd, rangeInside, readFormats } from './editor-commands';
import { isEmptyHtml } from './editor-html';
import { FormattingToolbar, type RichTextEditorLabels } from './formatting-toolbar';
import { noFormats, richTextFormats, shortcutFormat, type RichTextFormat } from './rich-text-formats';
import * as styles from './rich-text-editor.css';

export type { RichTextEditorLabels } from './formatting-toolbar';

/** What a caller can do to the editor through its `ref`. */
export interface RichTextEditorHandle {
  /** Focuses the text, with the caret where the user left it. */
  focus: () => void;
  /** Inserts HTML (e.g. a signature) at the caret, or at the end when the editor has no selection. */
  insertHtml: (html: string) => void;
}

export interface RichTextEditorProps {
  /** The body as HTML. Pass back what `onChange` gave; a different value replaces the content. */
  value: string;
  /** Called with the new HTML after every edit ('' when nothing shows). */
  onChange: (html: string) => void;
  /** Accessible name of the textbox. Give this or `labelledBy`. */
  label?: string;
  /** Id of a visible element naming the textbox (`aria-labelledby`). */
  labelledBy?: string;
  /** The toolbar's name and its buttons' labels. */
  labels: RichTextEditorLabels;
  /** Shown while the editor is empty. */
  placeholder?: string;
  disabled?: boolean;
  /** Minimum height of the text area (px or any CSS length; default 160 px). */
  minHeight?: number | string;
  /** Id of the textbox (default: generated). */
  id?: string;
  className?: string;
  ref?: Ref<RichTextEditorHandle>;
}

export function RichTextEditor({
  value,
  onChange,
  label,
  labelledBy,
  labels,
  placeholder,
  disabled = false,
  minHeight = 160,
  id,
  className,
  ref,
}: RichTextEditorProps) {
  devAssert(Boolean(label) || Boolean(labelledBy), 'RichTextEditor needs a `label` or `labelledBy`: it is the textbox\'s only name.');
  const autoId = useId();
  const editorId = id ?? `${autoId}-editor`;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const editorRef = useRef<HTMLDivElement | null>(null);
  /** The HTML last sent to onChange (null before the first write): a `value` equal to it is our own echo. */
  const lastHtml = useRef<string | null>(null);
  /** Where the caret was, for the toolbar and `insertHtml` after focus has left. */
  const savedRange = useRef<Range | null>(null);
  /** A drag that started in the editor moves its own markup; only foreign drops are turned into text. */
  const draggingInside = useRef(false);
  const [pressed, setPressed] = useState(noFormats);

  // Writing innerHTML moves the caret, so only a value that is not our own echo is written.
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === lastHtml.current) return;
    editor.innerHTML = value;
    lastHtml.current = value;
    // The user's caret went with the old content; selections left behind sit collapsed at the start.
    savedRange.current = null;
    if (rangeInside(editor)) {
      if (document.activeElement === editor) placeCaretAtEnd(editor);
      else document.getSelection()?.removeAllRanges();
    }
  }, [value]);

  const refreshPressed = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const next = readFormats(editor);
    setPressed((previous) => (richTextFormats.every((key) => previous[key] === next[key]) ? previous : next));
  }, []);

  useEffect(() => {
    const onSelectionChange = () => {
      const editor = editorRef.current;
      if (!editor) return;
      const range = rangeInside(editor);
      if (range) savedRange.current = range.cloneRange();
      if (rootRef.current?.contains(document.activeElement)) refreshPressed();
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, [refreshPressed]);

  const emit = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const html = isEmptyHtml(editor.innerHTML) ? '' : editor.innerHTML;
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    onChange(html);
  }, [onChange]);

  const format = (which: RichTextFormat, keepFocusOn: HTMLElement | null) => {
    const editor = editorRef.current;
    if (!editor || disabled) return;
    focusEditor(editor, savedRange.current);
    applyFormat(which);
    emit();
    refreshPressed();
    keepFocusOn?.focus();
  };

  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (editorRef.current) focusEditor(editorRef.current, savedRange.current);
      },
      insertHtml: (html: string) => {
        const editor = editorRef.current;
        if (!editor || disabled) return;
        if (focusEditor(editor, savedRange.current)) insertHtml(editor, html);
        else appendHtml(editor, html);
        emit();
      },
    }),
    [disabled, emit],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const which = shortcutFormat(event);
    if (!which) return;
    // Taken from the browser's own handling so every browser goes one way and the toolbar's state follows at once.
    event.preventDefault();
    format(which, null);
  };

  // Foreign markup (styles, scripts, tracking pixels) never enters: a paste is its plain text.
  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain');
    if (text) insertPlainText(text);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    if (draggingInside.current) return;
    event.preventDefault();
    const text = event.dataTransfer.getData('text/plain');
    const editor = editorRef.current;
    if (!text || !editor) return;
    editor.focus({ preventScroll: true });
    const at = caretRangeAt(event.clientX, event.clientY);
    if (at && editor.contains(at.startContainer)) placeCaret(at);
    insertPlainText(text);
  };

  const heightStyle: CSSProperties = { minHeight: typeof minHeight === 'number' ? `${minHeight}px` : minHeight };
  return (
    <div ref={rootRef} data-disabled={disabled || undefined} className={cx(styles.root, className)}>
      <FormattingToolbar labels={labels} pressed={pressed} disabled={disabled} controls={editorId} onFormat={format} />
      <div
        ref={editorRef}
        id={editorId}
        role="textbox"
        aria-multiline="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-placeholder={placeholder}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        data-placeholder={placeholder}
        data-empty={isEmptyHtml(value) || undefined}
        onInput={emit}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onDragStart={() => {
          draggingInside.current = true;
        }}
        onDragEnd={() => {
          draggingInside.current = false;
        }}
        onDrop={handleDrop}
        onFocus={refreshPressed}
        style={heightStyle}
        className={styles.editor}
      />
    </div>
  );
}
