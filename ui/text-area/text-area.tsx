import { useId, useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldLabel, FieldMessages, useField } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import * as styles from './text-area.css';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'aria-invalid'> {
  /** Visible label (or screen-reader only with `hideLabel`). Required. */
  label: string;
  hideLabel?: boolean;
  /** Help text under the field, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Error text: shown with `role="alert"`, linked by `aria-describedby`; sets `aria-invalid`. */
  error?: ReactNode;
  /** With `maxLength`, show how many characters are used ("12/500"). */
  showCount?: boolean;
  /** Text of the counter, for other languages or wording (default "12/500"). */
  counterText?: (count: number, max: number) => string;
  /** Class of the wrapper (the textarea itself takes `className`). */
  wrapperClassName?: string;
}

const defaultCounterText = (count: number, max: number) => `${count}/${max}`;

/** A labelled multi-line text field (`<textarea>`), optionally counting characters against `maxLength`. */
export function TextArea({
  label,
  hideLabel = false,
  hint,
  error,
  showCount = false,
  counterText = defaultCounterText,
  id,
  className,
  wrapperClassName,
  rows = 4,
  maxLength,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const counterId = `${useId()}-counter`;
  devAssert(label.trim() !== '', 'TextArea needs a non-empty `label` (use `hideLabel` to hide it visually).');
  devAssert(!showCount || maxLength !== undefined, 'TextArea `showCount` needs a `maxLength` to count against.');
  // Uncontrolled use still needs the length for the counter.
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : typedLength;
  const counted = showCount && maxLength !== undefined;
  // The counter is a description, not a live region: announcing every keystroke would drown the typing.
  const field = useField({ id, controlSuffix: 'textarea', hint, error, describedBy, moreDescribedBy: [counted && counterId] });
  return (
    <div className={cx(fieldStyles.field, wrapperClassName)}>
      <FieldLabel field={field} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        {...props}
        {...field.controlProps}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTypedLength(event.target.value.length);
          onChange?.(event);
        }}
        className={cx(fieldStyles.control, styles.textArea, className)}
      />
      {hint || field.invalid || counted ? (
        <div className={styles.footer}>
          <div className={styles.messages}>
            <FieldMessages field={field} />
          </div>
          {counted ? (
            <span id={counterId} className={cx(styles.counter, length >= maxLength && styles.counterFull)}>
              {counterText(length, maxLength)}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
