/**
 * A search box (spec 2 "Search bar"): a search field with a clear icon and a
 * Cancel button; Enter submits. Extra controls (date range, Go) come as
 * children under the field.
 * PLACEHOLDER: the ui helper finishes it (story, baseline, tests, a11y).
 */
import type { FormEvent, ReactNode } from 'react';

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
}

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
}: SearchBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} aria-busy={busy || undefined}>
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        autoFocus={autoFocus}
        onChange={(e) => onValueChange(e.target.value)}
      />
      <button type="button" aria-label={clearLabel} onClick={onClear}>
        ×
      </button>
      <button type="button" onClick={onCancel}>
        {cancelLabel}
      </button>
      {children}
    </form>
  );
}
