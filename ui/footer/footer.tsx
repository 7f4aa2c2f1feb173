import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './footer.css';

export type FooterProps = ComponentPropsWithRef<'footer'>;

/** The page footer: a `<footer role="contentinfo">` of small text (pass the text as children). */
export function Footer({ className, ...props }: FooterProps) {
  return <footer role="contentinfo" {...props} className={cx(styles.root, className)} />;
}
