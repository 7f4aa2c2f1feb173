import { useId, useRef, type KeyboardEvent } from 'react';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { nextIndex } from './segmented-choice-state';
import * as styles from './segmented-choice.css';

export interface SegmentedChoiceOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedChoiceProps<T extends string> {
  /** Name of the group (the radiogroup's accessible name). Required. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The choices, in order (2–5 short labels read best). */
  options: readonly SegmentedChoiceOption<T>[];
  /** The selected value. */
  value: T;
  /** Called with the newly selected value (click, or arrow keys / Home / End). */
  onChange: (value: T) => void;
  /** Disable the whole group. */
  disabled?: boolean;
  className?: string;
}

/**
 * A row of mutually exclusive choices: `role="radiogroup"` of `role="radio"`
 * buttons. One Tab stop; arrow keys move and select, as native radios do.
 */
export function SegmentedChoice<T extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  disabled = false,
  className,
}: SegmentedChoiceProps<T>) {
  const labelId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = options.findIndex((option) => option.value === value);
  devAssert(options.length > 0, 'SegmentedChoice needs at least one option.');
  devAssert(selected !== -1, `SegmentedChoice value "${value}" is not one of its options.`);
  const focusable = selected === -1 ? 0 : selected;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(event.key, index, options.length);
    if (next === null) return;
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    buttons.current[next]?.focus();
    onChange(option.value);
  };

  const labelElement = (
    <span id={labelId} className={styles.label}>
      {label}
    </span>
  );
  return (
    <div className={cx(styles.root, className)}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <div role="radiogroup" aria-labelledby={labelId} aria-disabled={disabled || undefined} className={styles.group}>
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            tabIndex={index === focusable ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={styles.option}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
