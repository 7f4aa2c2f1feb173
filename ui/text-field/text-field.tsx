import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, useField } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';

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
  const field = useField({ id, controlSuffix: 'input', hint, error, describedBy });
  devAssert(label.trim() !== '', 'TextField needs a non-empty `label` (use `hideLabel` to hide it visually).');
  return (
    <Field field={field} label={label} hideLabel={hideLabel} className={wrapperClassName}>
      <input {...props} {...field.controlProps} type={type} className={cx(fieldStyles.control, className)} />
    </Field>
  );
}
