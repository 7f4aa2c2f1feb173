import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './footer.css';

export interface FooterProps extends ComponentPropsWithRef<'footer'> {
  /** `slim`: one short line (e.g. above a tab bar) instead of a padded block. */
  density?: 'regular' | 'slim';
}

/** The page footer: a `<footer role="contentinfo">` of small text (pass the text as children). */
export function Footer({ className, density = 'regular', ...props }: FooterProps) {
  return <footer role="contentinfo" {...props} className={cx(styles.root({ density }), className)} />;
}
