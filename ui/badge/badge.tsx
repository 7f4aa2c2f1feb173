import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import * as styles from './badge.css';

export const badgeTones = ['muted', 'brand'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** muted (default): a status that is information, not a call to act; brand: a status to notice. */
  tone?: BadgeTone;
}

/**
 * A short status label (a word or two) shown beside what it describes. Plain
 * text in the reading order, so a screen reader reads it where it stands;
 * give the words, not a colour, the meaning.
 */
export function Badge({ tone = 'muted', className, children, ...props }: BadgeProps) {
  devAssert(children !== undefined && children !== null && children !== '', 'Badge needs text: its words carry the meaning.');
  return (
    <span {...props} className={cx(styles.root({ tone }), className)}>
      {children}
    </span>
  );
}
