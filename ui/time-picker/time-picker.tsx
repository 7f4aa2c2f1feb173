import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FieldLabel, FieldMessages, useField } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { choiceAtOrBelow, hourChoices, minuteChoices, pad2, typeDigit, type TimeOfDay } from './time-picker-state';
import * as styles from './time-picker.css';
import { ChevronDownIcon } from '../icons/icons';

export type { TimeOfDay } from './time-picker-state';

export interface TimePicker24Props {
  /** Name of the group (e.g. the start time). Required. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The time shown, on a 24-hour clock. */
  value: TimeOfDay;
  /** Called with the whole new time when either part changes. */
  onChange: (value: TimeOfDay) => void;
  /** Minutes between choices (default 5). A `value` off the step stays selectable. */
  minuteStep?: number;
  disabled?: boolean;
  /** Id of the hours select (the first control), so a form can focus it. */
  id?: string;
  /** Marks both parts `aria-invalid` and shows `description` as an error. */
  invalid?: boolean;
  /** Error text under the picker: shown with `role="alert"`, linked to both parts; marks them `aria-invalid`. */
  error?: ReactNode;
  /** Focus left the picker (not when it moves from hours to minutes): e.g. to check the time. */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  /** Help or error text under the picker, linked to both parts by `aria-describedby`. */
  description?: string;
  /** Name of the hours part for screen readers (default 'Hours'). */
  hourLabel?: string;
  /** Name of the minutes part for screen readers (default 'Minutes'). */
  minuteLabel?: string;
  className?: string;
}

/** A typed digit waits this long for its partner ("1" then "4" → 14). */
const typingPauseMs = 1000;

function useDigitTyping(max: number, apply: (value: number) => void) {
  const typed = useRef({ buffer: '', at: 0 });
  return (event: KeyboardEvent<HTMLSelectElement>) => {
    if (!/^[0-9]$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    // Native type-ahead matches option text from its start, so "7" would never find "07".
    event.preventDefault();
    const now = Date.now();
    const buffer = now - typed.current.at > typingPauseMs ? '' : typed.current.buffer;
    const next = typeDigit(buffer, event.key, max);
    typed.current = { buffer: next.buffer, at: now };
    apply(next.value);
  };
}

function Chevron() {
  return (
    <span aria-hidden="true" className={styles.chevron}>
      <ChevronDownIcon size={14} />
    </span>
  );
}

/**
 * A 24-hour time as two native selects (hours, minutes) in a labelled group:
 * the platform's wheel or list on phones, arrow keys and digit typing on a
 * keyboard ("0", "7" or just "7" → 07).
 */
export function TimePicker24({
  label,
  hideLabel = false,
  value,
  onChange,
  minuteStep = 5,
  disabled = false,
  id,
  invalid = false,
  error,
  onBlur,
  description,
  hourLabel = 'Hours',
  minuteLabel = 'Minutes',
  className,
}: TimePicker24Props) {
  // The description is a hint that `invalid` colours as an error; it is not announced as an alert.
  const field = useField({ id, controlSuffix: 'hours', hint: description, error });
  const marked = invalid || field.invalid;
  devAssert(label.trim() !== '', 'TimePicker24 needs a non-empty `label`.');
  devAssert(
    Number.isInteger(value.hour) && value.hour >= 0 && value.hour <= 23 && Number.isInteger(value.minute) && value.minute >= 0 && value.minute <= 59,
    `TimePicker24 value ${value.hour}:${value.minute} is not a time of day.`,
  );
  devAssert(Number.isInteger(minuteStep) && minuteStep >= 1 && minuteStep <= 60, `TimePicker24 minuteStep ${minuteStep} is not a whole number of minutes from 1 to 60.`);
  const hours = hourChoices();
  const minutes = minuteChoices(minuteStep, value.minute);
  const onHourKey = useDigitTyping(23, (hour) => onChange({ hour, minute: value.minute }));
  const onMinuteKey = useDigitTyping(59, (minute) => onChange({ hour: value.hour, minute: choiceAtOrBelow(minutes, minute) }));
  const describedBy = field.describedBy;
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onBlur?.(event);
  };
  // `invalid` colours the description itself; an `error` is its own paragraph after it.
  const redDescription = invalid && Boolean(description);

  return (
    <div className={cx(styles.root, className)} onBlur={handleBlur}>
      <FieldLabel field={field} hideLabel={hideLabel} as="span">
        {label}
      </FieldLabel>
      <div role="group" aria-labelledby={field.labelId} className={styles.row}>
        <span className={styles.part}>
          <select
            id={field.controlId}
            aria-label={hourLabel}
            aria-invalid={marked || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            value={value.hour}
            onChange={(event) => onChange({ hour: Number(event.target.value), minute: value.minute })}
            onKeyDown={onHourKey}
            className={cx(fieldStyles.control, styles.select)}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {pad2(hour)}
              </option>
            ))}
          </select>
          <Chevron />
        </span>
        <span aria-hidden="true" className={styles.separator}>
          :
        </span>
        <span className={styles.part}>
          <select
            aria-label={minuteLabel}
            aria-invalid={marked || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            value={value.minute}
            onChange={(event) => onChange({ hour: value.hour, minute: Number(event.target.value) })}
            onKeyDown={onMinuteKey}
            className={cx(fieldStyles.control, styles.select)}
          >
            {minutes.map((minute) => (
              <option key={minute} value={minute}>
                {pad2(minute)}
              </option>
            ))}
          </select>
          <Chevron />
        </span>
      </div>
      {redDescription ? (
        <p id={field.hintId} className={cx(fieldStyles.hint, styles.descriptionInvalid)}>
          {description}
        </p>
      ) : null}
      <FieldMessages field={redDescription ? { ...field, hint: undefined } : field} />
    </div>
  );
}
