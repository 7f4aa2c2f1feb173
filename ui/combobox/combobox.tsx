import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Field, useField } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { nextActiveIndex } from './combobox-state';
import * as styles from './combobox.css';
import { XIcon } from '../icons/icons';

export interface ComboboxOption {
  /** Stable key (never shown). */
  id: string;
  /** The text shown and read. */
  label: string;
  /** A second, muted line (e.g. a kind or a detail that tells two equal labels apart). */
  description?: string;
}

export interface ComboboxProps<T extends ComboboxOption = ComboboxOption>
  extends Omit<
    ComponentPropsWithRef<'input'>,
    'value' | 'defaultValue' | 'onChange' | 'onSelect' | 'role' | 'type' | 'aria-invalid' | 'aria-expanded' | 'aria-controls' | 'aria-activedescendant' | 'aria-autocomplete'
  > {
  /** Visible label (or screen-reader only with `hideLabel`). Required. */
  label: string;
  hideLabel?: boolean;
  /** The text in the field (controlled). */
  inputValue: string;
  /** Called on every edit, and with '' by the clear button. The caller filters `options` from it. */
  onInputChange: (text: string) => void;
  /** The matches to offer, already filtered by the caller (a short list: ten or so). */
  options: readonly T[];
  /** Called with the chosen option (Enter on the active one, or a click / tap). The list closes. */
  onSelect: (option: T) => void;
  /** Shown when the field has text and `options` is empty. */
  emptyText?: string;
  /** Rendered under the list inside the popup (e.g. a prompt with a button). Tab reaches its controls. */
  footer?: ReactNode;
  /** Name of the clear button; without it there is no clear button. */
  clearLabel?: string;
  /** Help text under the field, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Error text: shown with `role="alert"`, linked by `aria-describedby`; sets `aria-invalid`. */
  error?: ReactNode;
  /** Class of the wrapper (the input itself takes `className`). */
  wrapperClassName?: string;
  /** Start with the list open (stories, screenshots); afterwards the combobox opens and closes itself. */
  defaultOpen?: boolean;
}

function assignRef<E>(ref: Ref<E> | undefined, element: E | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * An editable combobox with a list popup (ARIA 1.2 "list autocomplete"):
 * the caller filters, this shows the list. Focus stays in the input; ArrowDown
 * / ArrowUp move the active option (`aria-activedescendant`), Enter picks it,
 * Escape closes the list, Tab moves on (into the footer when there is one).
 */
export function Combobox<T extends ComboboxOption = ComboboxOption>({
  label,
  hideLabel = false,
  inputValue,
  onInputChange,
  options,
  onSelect,
  emptyText,
  footer,
  clearLabel,
  hint,
  error,
  id,
  ref,
  className,
  wrapperClassName,
  defaultOpen = false,
  disabled,
  onKeyDown,
  onClick,
  'aria-describedby': describedBy,
  ...props
}: ComboboxProps<T>) {
  const autoId = useId();
  const field = useField({ id, controlSuffix: 'input', hint, error, describedBy });
  const listboxId = `${autoId}-listbox`;
  const optionId = (index: number) => `${autoId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const optionRefs = useRef<Array<HTMLLIElement | null>>([]);
  const [open, setOpen] = useState(defaultOpen);
  const [active, setActive] = useState(-1);
  devAssert(label.trim() !== '', 'Combobox needs a non-empty `label` (use `hideLabel` to hide it visually).');
  devAssert(new Set(options.map((option) => option.id)).size === options.length, 'Combobox option ids must be unique.');

  // A new list (the caller filtered again) leaves no option active: the old index would point at another one.
  const optionsKey = options.map((option) => option.id).join('\u0000');
  const [shownKey, setShownKey] = useState(optionsKey);
  if (shownKey !== optionsKey) {
    setShownKey(optionsKey);
    setActive(-1);
  }

  const showEmpty = options.length === 0 && inputValue.trim() !== '' && Boolean(emptyText);
  const popupShown = open && !disabled && (options.length > 0 || showEmpty || footer != null);
  const listShown = popupShown && options.length > 0;
  const activeIndex = listShown && active < options.length ? active : -1;

  useEffect(() => {
    if (activeIndex >= 0) optionRefs.current[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: T) => {
    close();
    onSelect(option);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (event.altKey) {
          if (event.key === 'ArrowDown') setOpen(true);
          else close();
          return;
        }
        setOpen(true);
        const next = nextActiveIndex(event.key, activeIndex, options.length);
        if (next !== null) setActive(next);
        return;
      }
      case 'Enter': {
        if (!popupShown) return;
        // An open list owns Enter, so it never submits the surrounding form by surprise.
        event.preventDefault();
        const option = options[activeIndex];
        if (option) choose(option);
        return;
      }
      case 'Escape':
        if (!popupShown) return;
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      default:
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    close();
  };

  // A button or link in the footer acts on its own (e.g. opens a form): the list has done its job.
  const handleFooterClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button, a[href]')) close();
  };

  const showClear = Boolean(clearLabel) && inputValue !== '' && !disabled;

  return (
    <Field field={field} label={label} hideLabel={hideLabel} className={wrapperClassName}>
      <div className={styles.anchor} onBlur={handleBlur}>
        <input
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          {...props}
          ref={(element) => {
            inputRef.current = element;
            assignRef(ref, element);
          }}
          {...field.controlProps}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          disabled={disabled}
          value={inputValue}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            onInputChange(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onClick={(event) => {
            onClick?.(event);
            setOpen(true);
          }}
          className={cx(fieldStyles.control, showClear && styles.inputWithClear, className)}
        />
        {showClear && clearLabel ? (
          <IconButton
            label={clearLabel}
            className={styles.clear}
            onClick={() => {
              onInputChange('');
              close();
              inputRef.current?.focus();
            }}
          >
            <XIcon aria-hidden size={18} />
          </IconButton>
        ) : null}
        <div className={styles.popup} hidden={!popupShown}>
          {/* Pressing an option must not take focus from the input: the click picks it instead. */}
          <ul
            id={listboxId}
            role="listbox"
            aria-labelledby={field.labelId}
            hidden={!listShown}
            className={styles.listbox}
            onMouseDown={(event) => event.preventDefault()}
          >
            {options.map((option, index) => (
              <li
                key={option.id}
                ref={(element) => {
                  optionRefs.current[index] = element;
                }}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                onClick={() => choose(option)}
              >
                <span className={styles.optionLabel}>{option.label}</span>
                {option.description ? <span className={styles.optionDescription}>{option.description}</span> : null}
              </li>
            ))}
          </ul>
          {showEmpty ? (
            <p aria-hidden="true" className={styles.empty}>
              {emptyText}
            </p>
          ) : null}
          {footer != null ? (
            // Only observes clicks bubbling up from the footer's own controls, which handle keys themselves.
            <div className={styles.footer} onClick={handleFooterClick}>
              {footer}
            </div>
          ) : null}
        </div>
      </div>
      {/* Said once when a search finds nothing; the visible copy above is hidden from screen readers. */}
      <VisuallyHidden role="status">{popupShown && showEmpty ? emptyText : ''}</VisuallyHidden>
    </Field>
  );
}
