import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './visually-hidden.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only (hidden visually, kept in the accessibility tree). */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={cx(styles.root, className)} />;
}
