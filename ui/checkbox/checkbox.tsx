import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './checkbox.css';

export const checkboxLayouts = ['inline', 'stacked'] as const;
export type CheckboxLayout = (typeof checkboxLayouts)[number];

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The choice's name, shown beside (or under) the box. Required. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** A muted second line, linked by `aria-describedby`. */
  description?: ReactNode;
  /** Called with the new state. The native `onChange` still fires too. */
  onCheckedChange?: (checked: boolean) => void;
  /** `inline`: box left of the label (default); `stacked`: box above a short label, for a row of narrow columns. */
  layout?: CheckboxLayout;
  /** Class of the row (the input itself takes `className`). */
  wrapperClassName?: string;
}

/** A native checkbox, restyled, inside its label: the whole row toggles it. Space toggles from the keyboard. */
export function Checkbox({
  label,
  hideLabel = false,
  description,
  onCheckedChange,
  onChange,
  layout = 'inline',
  id,
  className,
  wrapperClassName,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const descriptionId = `${autoId}-description`;
  const labelId = `${autoId}-label`;
  devAssert(label.trim() !== '', 'Checkbox needs a non-empty `label` (use `hideLabel` to hide it visually).');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };
  const labelText = <span id={labelId} className={cx(styles.label, layout === 'stacked' && styles.labelStacked)}>{label}</span>;
  return (
    <label className={cx(styles.root, layout === 'stacked' && styles.stacked, wrapperClassName)}>
      <input
        {...props}
        id={id}
        type="checkbox"
        disabled={disabled}
        // The row label wraps the description too; naming by the label text alone keeps the name short.
        aria-labelledby={description ? labelId : undefined}
        aria-describedby={[describedBy, description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={handleChange}
        className={cx(styles.input, className)}
      />
      <span className={styles.text}>
        {hideLabel ? <VisuallyHidden>{labelText}</VisuallyHidden> : labelText}
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
