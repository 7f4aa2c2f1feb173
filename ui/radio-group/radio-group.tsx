import { useId, type ReactNode } from 'react';
import { FieldLegend, FieldMessages, useField } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import * as styles from './radio-group.css';

export interface RadioGroupOption<T extends string> {
  value: T;
  label: string;
  /** A muted second line, linked to the radio by `aria-describedby`. */
  description?: string;
  disabled?: boolean;
}

export interface RadioGroupProps<T extends string> {
  /** Name of the group: the fieldset's legend. Required. */
  label: string;
  /** Keep the legend for screen readers only. */
  hideLabel?: boolean;
  /** The choices, in order (2–5 read best). */
  options: readonly RadioGroupOption<T>[];
  /** The chosen value; `null` when none is chosen yet. */
  value: T | null;
  /** Called with the newly chosen value (tap, click, or arrow keys). */
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Form field name of the radios (one is made up otherwise: radios need one to group). */
  name?: string;
  /** Help text under the group, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Error text under the group (`role="alert"`), linked by `aria-describedby`. */
  error?: ReactNode;
  className?: string;
}

/**
 * A vertical list of mutually exclusive choices, each with an optional
 * description: native radios in a `<fieldset>`, so arrow keys, the single Tab
 * stop and screen-reader counts ("2 of 4") are the platform's.
 * (SegmentedChoice is the compact row of short labels without descriptions.)
 */
export function RadioGroup<T extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  disabled = false,
  name,
  hint,
  error,
  className,
}: RadioGroupProps<T>) {
  const autoId = useId();
  const groupName = name ?? `${autoId}-radio`;
  const field = useField({ hint, error });
  devAssert(label.trim() !== '', 'RadioGroup needs a non-empty `label` (its legend).');
  devAssert(new Set(options.map((option) => option.value)).size === options.length, 'RadioGroup option values must be unique.');
  devAssert(value === null || options.some((option) => option.value === value), `RadioGroup value "${String(value)}" is not one of its options.`);
  return (
    <fieldset className={cx(fieldStyles.fieldset, className)} disabled={disabled} aria-describedby={field.describedBy}>
      <FieldLegend hideLabel={hideLabel}>{label}</FieldLegend>
      <div className={styles.list}>
        {options.map((option, index) => {
          const descriptionId = `${autoId}-description-${index}`;
          const labelId = `${autoId}-label-${index}`;
          return (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name={groupName}
                value={option.value}
                checked={option.value === value}
                disabled={option.disabled}
                aria-invalid={field.invalid || undefined}
                // The row label wraps the description too; naming by the label text alone keeps the name short.
                aria-labelledby={labelId}
                aria-describedby={option.description ? descriptionId : undefined}
                onChange={() => onChange(option.value)}
                className={styles.input}
              />
              <span className={styles.text}>
                <span id={labelId} className={styles.label}>
                  {option.label}
                </span>
                {option.description ? (
                  <span id={descriptionId} className={styles.description}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages field={field} />
    </fieldset>
  );
}
