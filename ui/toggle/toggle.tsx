import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './toggle.css';

export const toggleTones = ['default', 'onBrand'] as const;
export type ToggleTone = (typeof toggleTones)[number];

export interface ToggleProps
  extends Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'role' | 'aria-checked' | 'children' | 'value' | 'defaultChecked'> {
  /** The setting's name. Required; clicking it toggles too. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Extra text under the label, linked by `aria-describedby`. */
  description?: ReactNode;
  /** On or off (controlled). */
  checked?: boolean;
  /** Initial state (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Class of the row (the switch itself takes `className`). */
  wrapperClassName?: string;
  /** `onBrand` for a switch on a brand-coloured bar: light label, outlined track when on. */
  tone?: ToggleTone;
}

/** An on/off switch: a `<button role="switch">` with a clickable label. Space and Enter toggle it. */
export function Toggle({
  label,
  hideLabel = false,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  id,
  className,
  wrapperClassName,
  tone = 'default',
  'aria-describedby': describedBy,
  ...props
}: ToggleProps) {
  const autoId = useId();
  const buttonId = id ?? `${autoId}-switch`;
  const descriptionId = `${autoId}-description`;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const isOn = checked ?? uncontrolled;
  const labelElement = (
    <label htmlFor={buttonId} className={styles.label}>
      {label}
    </label>
  );
  return (
    <div className={cx(styles.root, tone === 'onBrand' && styles.onBrand, wrapperClassName)}>
      <span className={styles.text}>
        {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <button
        {...props}
        id={buttonId}
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-describedby={[describedBy, description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          const next = !isOn;
          if (checked === undefined) setUncontrolled(next);
          onCheckedChange?.(next);
        }}
        className={cx(styles.switchButton, className)}
      >
        <span aria-hidden="true" className={styles.track}>
          <span className={styles.thumbStyle} />
        </span>
      </button>
    </div>
  );
}
