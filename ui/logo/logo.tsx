import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './logo.css';

export const logoSizes = ['md', 'lg'] as const;
export type LogoSize = (typeof logoSizes)[number];
export const logoTones = ['inherit', 'brand'] as const;
export type LogoTone = (typeof logoTones)[number];

export interface LogoProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The wordmark: the product's name (ui knows no product words). */
  name: string;
  /** `full`: the mark and the wordmark; `mark`: the mark alone, an image named by `name`. */
  variant?: 'full' | 'mark';
  size?: LogoSize;
  tone?: LogoTone;
}

/**
 * The product's emblem: a sun over rolling meadow lines, cut out of a rounded
 * tile drawn in the current text colour, so it reads on the brand bar and on
 * a plain page alike (the cut-outs show whatever lies behind; the mask's
 * black and white are its alpha, not colours).
 */
export function Logo({ name, variant = 'full', size = 'md', tone = 'inherit', className, ...props }: LogoProps) {
  const markOnly = variant === 'mark';
  const maskId = useId();
  return (
    <span {...props} className={cx(styles.logo({ size, tone }), className)}>
      <svg
        viewBox="0 0 32 32"
        className={styles.mark({ size })}
        {...(markOnly ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
        focusable="false"
      >
        <mask id={maskId}>
          <rect width="32" height="32" fill="#fff" />
          <circle cx="21.5" cy="10.5" r="4" fill="#000" />
          <path d="M3 20.5c4.5-4.5 8.5-4.5 12.5-1.5s8 2.5 14-2.5M3 26.5c5-3.5 9.5-3.5 14-1s8 1.5 12-1.5" fill="none" stroke="#000" strokeWidth="2.5" strokeLinecap="round" />
        </mask>
        <rect x="1" y="1" width="30" height="30" rx="9" fill="currentColor" mask={`url(#${maskId})`} />
      </svg>
      {markOnly ? null : <span className={styles.wordmark}>{name}</span>}
    </span>
  );
}
