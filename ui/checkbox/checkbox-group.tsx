import { useId, type ReactNode } from 'react';
import * as fieldStyles from '../field/field.css';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { Checkbox } from './checkbox';
import * as styles from './checkbox.css';

export const checkboxGroupOrientations = ['horizontal', 'vertical'] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

export interface CheckboxGroupOption<T extends string> {
  value: T;
  label: string;
  description?: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps<T extends string> {
  /** Name of the group: the fieldset's legend. Required. */
  label: string;
  /** The choices, in order. */
  options: readonly CheckboxGroupOption<T>[];
  /** The checked values. */
  value: readonly T[];
  /** Called with the checked values, in the order of `options`. */
  onChange: (value: T[]) => void;
  /** `horizontal` (default): equal columns with the box above a short label, e.g. days of the week; `vertical`: one row each. */
  orientation?: CheckboxGroupOrientation;
  disabled?: boolean;
  /** Form field name given to every checkbox. */
  name?: string;
  /** Help text under the group, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Error text under the group (`role="alert"`), linked by `aria-describedby`. */
  error?: ReactNode;
  className?: string;
}

/** Several independent on/off choices under one legend (`<fieldset>`). */
export function CheckboxGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  orientation = 'horizontal',
  disabled = false,
  name,
  hint,
  error,
  className,
}: CheckboxGroupProps<T>) {
  const autoId = useId();
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  devAssert(label.trim() !== '', 'CheckboxGroup needs a non-empty `label` (its legend).');
  devAssert(new Set(options.map((option) => option.value)).size === options.length, 'CheckboxGroup option values must be unique.');
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  const toggle = (changed: T, checked: boolean) => {
    onChange(options.map((option) => option.value).filter((v) => (v === changed ? checked : value.includes(v))));
  };
  return (
    <fieldset className={cx(styles.fieldset, className)} disabled={disabled} aria-describedby={describedBy || undefined}>
      <legend className={cx(fieldStyles.label, styles.legend)}>{label}</legend>
      <div className={orientation === 'horizontal' ? styles.horizontal : styles.vertical}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            description={option.description}
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            disabled={option.disabled}
            aria-invalid={hasError || undefined}
            layout={orientation === 'horizontal' ? 'stacked' : 'inline'}
            onCheckedChange={(checked) => toggle(option.value, checked)}
          />
        ))}
      </div>
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
    </fieldset>
  );
}
