/**
 * A search box (spec 2 "Search bar"): a search field with a clear icon and a
 * Cancel button; Enter submits. Extra controls (date range, Go) come as
 * children under the field.
 */
import { useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { Loader } from '../loader/loader';
import { TextField } from '../text-field/text-field';
import { cx } from '../utils/cx';
import * as styles from './search-bar.css';
import { SearchIcon, XIcon } from '../icons/icons';

export interface SearchBarProps {
  /** Accessible name of the field. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Enter (or a Go button inside children of type submit). */
  onSubmit: () => void;
  /** The clear icon; the caller decides what clearing means (spec: two-step). */
  onClear: () => void;
  onCancel: () => void;
  placeholder?: string;
  clearLabel?: string;
  cancelLabel?: string;
  /** While a search runs: the field shows busy and submit does nothing. */
  busy?: boolean;
  autoFocus?: boolean;
  children?: ReactNode;
  /** Show the clear icon on an empty field too (a second clear that resets results and filters). */
  showClear?: boolean;
  /**
   * 'always' (default), or 'whileTyped': Cancel shows only while the field has
   * text, for a list that filters as one types, where an empty field leaves
   * nothing to cancel.
   */
  showCancel?: 'always' | 'whileTyped';
  /** Screen-reader text of the Loader while `busy` (default 'Searching'). */
  busyLabel?: string;
  className?: string;
}

const Magnifier = () => <SearchIcon aria-hidden size={20} />;

const ClearIcon = () => <XIcon aria-hidden size={18} />;

/**
 * `<form role="search">` named by `label`: a search field with a visible
 * search icon (the label is for screen readers), a clear icon while there is
 * text (or always with `showClear`) and a Cancel button (or only while there
 * is text, with `showCancel="whileTyped"`). Enter in the field,
 * or a submit button among the children, calls `onSubmit` unless `busy`;
 * while busy a small Loader stands in for the search icon. Escape in a field
 * with text clears it through `onClear`, like the icon.
 */
export function SearchBar({
  label,
  value,
  onValueChange,
  onSubmit,
  onClear,
  onCancel,
  placeholder,
  clearLabel = 'Clear',
  cancelLabel = 'Cancel',
  busy = false,
  autoFocus,
  children,
  showClear = false,
  showCancel = 'always',
  busyLabel = 'Searching',
  className,
}: SearchBarProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const submit = () => {
    if (!busy) onSubmit();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const clear = () => {
    onClear();
    // The icon may vanish with the text: keep focus in the field rather than losing it to the page.
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A candidate from an input method is being confirmed, not a search asked for.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // Implicit submission stops working once children add more fields (From, To) and no submit button.
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && value !== '') {
      // Chrome would empty a search field itself; the caller's onClear decides what clearing means.
      event.preventDefault();
      clear();
    }
  };

  const clearShown = value !== '' || showClear;
  return (
    <form role="search" aria-label={label} onSubmit={handleSubmit} aria-busy={busy || undefined} className={cx(styles.root, className)}>
      <div className={styles.row}>
        <div className={styles.fieldBox}>
          <TextField
            ref={inputRef}
            label={label}
            hideLabel
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={placeholder}
            value={value}
            autoFocus={autoFocus}
            onChange={(event) => onValueChange(event.target.value)}
            onKeyDown={handleKeyDown}
            className={cx(styles.input, clearShown && styles.inputWithClear)}
          />
          <span className={styles.leading}>
            {busy ? <Loader size="sm" label={busyLabel} /> : <span aria-hidden="true" className={styles.searchIcon}><Magnifier /></span>}
          </span>
          {clearShown ? (
            <IconButton label={clearLabel} className={styles.clear} onClick={clear}>
              <ClearIcon />
            </IconButton>
          ) : null}
        </div>
        {showCancel === 'always' || value !== '' ? (
          <Button variant="ghost" onClick={onCancel} className={styles.cancel}>
            {cancelLabel}
          </Button>
        ) : null}
      </div>
      {children != null ? <div className={styles.extra}>{children}</div> : null}
    </form>
  );
}
