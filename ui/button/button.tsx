import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Loader } from '../loader/loader';
import { cx } from '../utils/cx';
import * as styles from './button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
export type { ButtonVariants } from './button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual emphasis. `primary` for the one main action of a screen. */
  variant?: ButtonVariant;
  /** `sm` shrinks text and padding; the touch target stays 44 px tall. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Shows a Loader, sets `aria-busy` and disables the button. */
  loading?: boolean;
  /** Screen-reader text of the Loader while `loading` (default "Loading"). */
  loadingLabel?: string;
  /** Icon shown before the text (decorative: hidden from screen readers). */
  icon?: ReactNode;
}

/** A native `<button>` (type="button" unless given) with the design system's variants. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel,
  icon,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
    >
      {loading ? (
        <Loader size="sm" label={loadingLabel} />
      ) : icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}
