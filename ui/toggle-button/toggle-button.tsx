import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import * as styles from './toggle-button.css';

export const toggleButtonTones = ['default', 'alert'] as const;
export type ToggleButtonTone = (typeof toggleButtonTones)[number];
export type { ToggleButtonVariants } from './toggle-button.css';

export interface ToggleButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-pressed' | 'children' | 'onChange'> {
  /**
   * The thing the button turns on and off ('Microphone'): its accessible name
   * and the caption under the icon. The name stays the same whether pressed or
   * not; `aria-pressed` tells the state.
   */
  label: string;
  /** On (pressed) or off. */
  pressed: boolean;
  /** Called with the new state. */
  onPressedChange: (pressed: boolean) => void;
  /** The icon; hidden from screen readers. Show the state in it too (a struck-through microphone). */
  children: ReactNode;
  /** `alert` fills the pressed state with the danger colour (e.g. 'Mute' pressed). */
  tone?: ToggleButtonTone;
  /** Keep the caption for screen readers only. */
  hideCaption?: boolean;
}

/** A round on/off button with a caption: `<button aria-pressed>`, 44 px or more, Space and Enter toggle it. */
export function ToggleButton({ label, pressed, onPressedChange, children, tone = 'default', hideCaption = false, className, onClick, type = 'button', ...props }: ToggleButtonProps) {
  devAssert(label.trim() !== '', 'ToggleButton needs a non-empty `label`: it is the button\'s name.');
  return (
    <button
      {...props}
      type={type}
      aria-pressed={pressed}
      aria-label={hideCaption ? label : undefined}
      className={cx(styles.root, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onPressedChange(!pressed);
      }}
    >
      <span aria-hidden="true" className={styles.disc({ tone })}>
        <span className={styles.icon}>{children}</span>
      </span>
      {hideCaption ? null : <span className={styles.caption}>{label}</span>}
    </button>
  );
}
