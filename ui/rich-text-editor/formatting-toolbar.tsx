import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { richTextFormats, type RichTextFormat } from './rich-text-formats';
import { nextIndex } from '../segmented-choice/segmented-choice-state';
import * as styles from './rich-text-editor.css';

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

const ListIcon = ({ numbered }: { numbered: boolean }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M10 6h10M10 12h10M10 18h10" />
    {numbered ? (
      <path d="M4 4.5h1.5v4M3.5 8.5h3M3.5 13.5c0-1 .7-1.5 1.5-1.5s1.5.5 1.5 1.3c0 1-3 2.2-3 3.7h3" strokeWidth="1.4" />
    ) : (
      <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth="3" />
    )}
  </svg>
);

const glyphs: Record<RichTextFormat, ReactNode> = {
  bold: <span className={styles.glyphBold}>B</span>,
  italic: <span className={styles.glyphItalic}>I</span>,
  underline: <span className={styles.glyphUnderline}>U</span>,
  bulletedList: <ListIcon numbered={false} />,
  numberedList: <ListIcon numbered />,
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
