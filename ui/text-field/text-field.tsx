import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as fieldStyles from '../field/field.css';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'aria-invalid'> {
  /** Visible label (or screen-reader only with `hideLabel`). Required. */
  label: string;
  /** Keep the label for screen readers only (e.g. a search field with a visible icon). */
  hideLabel?: boolean;
  /** Help text under the field, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Error text: shown with `role="alert"`, linked by `aria-describedby`; sets `aria-invalid`. */
  error?: ReactNode;
  /** Class of the wrapper (the input itself takes `className`). */
  wrapperClassName?: string;
}

/** A labelled text input (`<input>`, any text-like `type`). */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  wrapperClassName,
  type = 'text',
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  devAssert(label.trim() !== '', 'TextField needs a non-empty `label` (use `hideLabel` to hide it visually).');
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const ids = [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  const labelElement = (
    <label htmlFor={inputId} className={fieldStyles.label}>
      {label}
    </label>
  );
  return (
    <div className={cx(fieldStyles.field, wrapperClassName)}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <input
        {...props}
        id={inputId}
        type={type}
        aria-invalid={hasError || undefined}
        aria-describedby={ids || undefined}
        className={cx(fieldStyles.control, className)}
      />
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
