import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './loader.css';

export const loaderSizes = ['sm', 'md', 'lg'] as const;
export type LoaderSize = (typeof loaderSizes)[number];

export interface LoaderProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  /** Text announced to screen readers (visually hidden). */
  label?: string;
  /** Spinner size. */
  size?: LoaderSize;
  /** Cover the whole screen with a scrim and block interaction beneath. */
  overlay?: boolean;
}

/** A busy indicator: `role="status"` with a visually hidden label. */
export function Loader({ label = 'Loading', size = 'md', overlay = false, className, ...props }: LoaderProps) {
  const spinner = <span aria-hidden="true" className={styles.spinner({ size })} />;
  return (
    <span
      {...props}
      role="status"
      data-overlay={overlay || undefined}
      className={cx(styles.loader({ overlay }), className)}
    >
      {overlay ? <span className={styles.overlayCard}>{spinner}</span> : spinner}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
