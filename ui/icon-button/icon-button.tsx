import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import * as styles from './icon-button.css';

export const iconButtonVariants = ['ghost', 'secondary', 'primary'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type { IconButtonVariants } from './icon-button.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Accessible name (becomes `aria-label`); required because the button shows no text. */
  label: string;
  /** The icon (an inline SVG or glyph); hidden from screen readers. */
  children: ReactNode;
  /** Visual emphasis. */
  variant?: IconButtonVariant;
}

/** A 44 × 44 px round button showing only an icon. */
export function IconButton({ label, children, variant = 'ghost', type = 'button', className, ...props }: IconButtonProps) {
  devAssert(label.trim() !== '', 'IconButton needs a non-empty `label`: it is the only name screen readers get.');
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      title={props.title ?? label}
      className={cx(styles.iconButton({ variant }), className)}
    >
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </button>
  );
}
