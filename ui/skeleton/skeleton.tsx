import type { CSSProperties } from 'react';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];
export type { SkeletonVariants } from './skeleton.css';

export interface SkeletonProps {
  /** CSS width (a number is px). Default: the full width. */
  width?: number | string;
  /** CSS height (a number is px). Default 14 px, one line of small text. */
  height?: number | string;
  shape?: SkeletonShape;
  className?: string;
}

/** One grey placeholder block. Decorative: the region that holds it says what is loading. */
export function Skeleton({ width = '100%', height = 14, shape = 'text', className }: SkeletonProps) {
  const size: CSSProperties = { width, height };
  return <span aria-hidden="true" data-skeleton="" className={cx(styles.block({ shape }), className)} style={size} />;
}

export interface SkeletonListProps {
  /** Said to assistive technology while the list loads, e.g. "Loading appointments". */
  label: string;
  /** How many placeholder rows (default 4). */
  rows?: number;
  /** A round placeholder before each row, as for a list with avatars. */
  withAvatar?: boolean;
  /** Text lines per row (1–3, default 2). */
  lines?: 1 | 2 | 3;
  className?: string;
}

const LINE_WIDTHS = ['70%', '45%', '55%'] as const;

/**
 * The shape of a list that is still loading: a polite status that names what
 * loads, with placeholder rows in place of the entries so the layout does not
 * jump when they arrive.
 */
export function SkeletonList({ label, rows = 4, withAvatar = false, lines = 2, className }: SkeletonListProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul aria-hidden="true" className={styles.list}>
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={styles.row}>
            {withAvatar ? <Skeleton shape="circle" width={40} height={40} /> : null}
            <span className={styles.lines}>
              {LINE_WIDTHS.slice(0, lines).map((lineWidth, line) => (
                <Skeleton key={line} width={lineWidth} height={line === 0 ? 16 : 12} />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
