import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { richTextFormats, type RichTextFormat } from './rich-text-formats';
import { nextIndex } from '../segmented-choice/segmented-choice-state';
import * as styles from './rich-text-editor.css';
import { ListIcon, ListOrderedIcon } from '../icons/icons';

/** Every text of the editor's toolbar; the toolbar's name and one label per button. */
export interface RichTextEditorLabels {
  /** Accessible name of the toolbar, e.g. "Formatting". */
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  bulletedList: string;
  numberedList: string;
}


const glyphs: Record<RichTextFormat, ReactNode> = {
  bold: <span className={styles.glyphBold}>B</span>,
  italic: <span className={styles.glyphItalic}>I</span>,
  underline: <span className={styles.glyphUnderline}>U</span>,
  bulletedList: <ListIcon aria-hidden size={22} />,
  numberedList: <ListOrderedIcon aria-hidden size={22} />,
};

const shortcuts: Partial<Record<RichTextFormat, string>> = { bold: 'Control+B Meta+B', italic: 'Control+I Meta+I', underline: 'Control+U Meta+U' };

export interface FormattingToolbarProps {
  labels: RichTextEditorLabels;
  pressed: Record<RichTextFormat, boolean>;
  disabled: boolean;
  /** Id of the textbox the toolbar formats. */
  controls: string;
  /** `keepFocusOn` is the button when it was pressed from the keyboard: focus returns to it. */
  onFormat: (format: RichTextFormat, keepFocusOn: HTMLButtonElement | null) => void;
}

/**
 * `role="toolbar"` of toggle buttons with one Tab stop: Left/Right move
 * (wrapping), Home/End jump. A pointer press leaves focus in the editor.
 */
export function FormattingToolbar({ labels, pressed, disabled, controls, onFormat }: FormattingToolbarProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = buttons.current.findIndex((button) => button === event.target);
    if (current === -1) return;
    const next = nextIndex(event.key, current, richTextFormats.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={labels.toolbar} aria-controls={controls} onKeyDown={handleKeyDown} className={styles.toolbar}>
      {richTextFormats.map((format, index) => (
        <Fragment key={format}>
          {format === 'bulletedList' ? <span aria-hidden="true" className={styles.separator} /> : null}
          <button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            aria-label={labels[format]}
            title={labels[format]}
            aria-pressed={pressed[format]}
            aria-keyshortcuts={shortcuts[format]}
            tabIndex={index === active ? 0 : -1}
            disabled={disabled}
            onFocus={() => setActive(index)}
            // Keeps focus, and so the selection, in the editor while the pointer presses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => onFormat(format, document.activeElement === event.currentTarget ? event.currentTarget : null)}
            className={styles.tool}
          >
            <span aria-hidden="true">{glyphs[format]}</span>
          </button>
        </Fragment>
      ))}
    </div>
  );
}
