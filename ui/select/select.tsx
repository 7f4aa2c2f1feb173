import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { Field, useField } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { cx } from '../utils/cx';
import * as styles from './select.css';
import { ChevronDownIcon } from '../icons/icons';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<T extends string = string>
  extends Omit<ComponentPropsWithRef<'select'>, 'value' | 'defaultValue' | 'children' | 'multiple' | 'aria-invalid'> {
  /** Visible label (or screen-reader only with `hideLabel`). Required. */
  label: string;
  /** Keep the label for screen readers only (e.g. in a compact header). */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: readonly SelectOption<T>[];
  /** Selected value (controlled). */
  value?: T;
  /** Selected value at first render (uncontrolled). */
  defaultValue?: T;
  /** Called with the chosen option's value. The native `onChange` still fires too. */
  onValueChange?: (value: T) => void;
  /** Help text under the field, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Error text: shown with `role="alert"`, linked by `aria-describedby`; sets `aria-invalid`. */
  error?: ReactNode;
  /** Class of the wrapper (the select itself takes `className`). */
  wrapperClassName?: string;
}

/** A styled native `<select>` with a label: the platform picker on phones. */
export function Select<T extends string = string>({
  label,
  hideLabel = false,
  options,
  onValueChange,
  onChange,
  hint,
  error,
  id,
  className,
  wrapperClassName,
  'aria-describedby': describedBy,
  ...props
}: SelectProps<T>) {
  const field = useField({ id, controlSuffix: 'select', hint, error, describedBy });
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value as T);
  };
  return (
    <Field field={field} label={label} hideLabel={hideLabel} className={wrapperClassName}>
      <div className={styles.wrapper}>
        <select
          {...props}
          {...field.controlProps}
          onChange={handleChange}
          className={cx(fieldStyles.control, styles.select, className)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className={styles.chevron}>
          <ChevronDownIcon size={16} />
        </span>
      </div>
    </Field>
  );
}
