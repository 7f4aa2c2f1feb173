import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import * as styles from './notice.css';

export const noticeTones = ['neutral', 'danger'] as const;
export type NoticeTone = (typeof noticeTones)[number];
export type { NoticeVariants } from './notice.css';

export interface NoticeProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Heading of the notice. */
  title: string;
  /** Body text. */
  text?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** A button or link below the text. */
  action?: ReactNode;
  /** Cover the whole screen (e.g. "turn your phone upright"). */
  fullScreen?: boolean;
  tone?: NoticeTone;
  /** Heading level of the title (default 2). */
  headingLevel?: 1 | 2 | 3;
}

/** A titled message: a section named by its heading; full-screen or inline. */
export function Notice({
  title,
  text,
  icon,
  action,
  fullScreen = false,
  tone = 'neutral',
  headingLevel = 2,
  className,
  children,
  ...props
}: NoticeProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} aria-labelledby={titleId} className={cx(styles.notice({ fullScreen, tone }), className)}>
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <Heading id={titleId} className={cx(styles.title, tone === 'danger' && styles.dangerTitle)}>
        {title}
      </Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
