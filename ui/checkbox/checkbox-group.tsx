import type { ReactNode } from 'react';
import { FieldLegend, FieldMessages, useField } from '../field/field';
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
  const field = useField({ hint, error });
  devAssert(label.trim() !== '', 'CheckboxGroup needs a non-empty `label` (its legend).');
  devAssert(new Set(options.map((option) => option.value)).size === options.length, 'CheckboxGroup option values must be unique.');
  const toggle = (changed: T, checked: boolean) => {
    onChange(options.map((option) => option.value).filter((v) => (v === changed ? checked : value.includes(v))));
  };
  return (
    <fieldset className={cx(fieldStyles.fieldset, className)} disabled={disabled} aria-describedby={field.describedBy}>
      <FieldLegend>{label}</FieldLegend>
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
            aria-invalid={field.invalid || undefined}
            layout={orientation === 'horizontal' ? 'stacked' : 'inline'}
            onCheckedChange={(checked) => toggle(option.value, checked)}
          />
        ))}
      </div>
      <FieldMessages field={field} />
    </fieldset>
  );
}
