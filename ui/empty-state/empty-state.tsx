import type { ReactNode } from 'react';
import { Notice } from '../notice/notice';
import { cx } from '../utils/cx';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  /** What is empty, e.g. "No contacts". */
  title: string;
  /** What to do next. */
  text?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** The next step: a button or link. */
  action?: ReactNode;
  /** Heading level of the title (default 3: an empty list sits under a screen heading). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * An empty list or screen that says what to do next: a borderless notice in
 * the list's place, named by its title.
 */
export function EmptyState({ headingLevel = 3, className, ...props }: EmptyStateProps) {
  return <Notice {...props} headingLevel={headingLevel} className={cx(styles.emptyState, className)} />;
}
