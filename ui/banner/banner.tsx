import type { ComponentPropsWithRef, ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { XIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import * as styles from './banner.css';

export interface BannerProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> {
  /** What happened, read out politely (a status): never interrupts, never takes focus. */
  text: ReactNode;
  /** Links or buttons beside the text (e.g. "Open"). */
  actions?: ReactNode;
  /** Accessible name of the close button (the close button shows only with `onDismiss`). */
  dismissLabel?: string;
  onDismiss?: () => void;
}

/**
 * A slim notice that floats over the screen without blocking it: no focus
 * trap, no backdrop, nothing moved. The text is a polite live region, so a
 * screen reader says it when it appears and finishes what it was saying first.
 */
export function Banner({ text, actions, dismissLabel, onDismiss, className, ...props }: BannerProps) {
  return (
    <div {...props} className={cx(styles.banner, className)}>
      <p role="status" aria-live="polite" className={styles.text}>
        {text}
      </p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {onDismiss && dismissLabel ? (
        <IconButton label={dismissLabel} onClick={onDismiss} className={styles.close}>
          <XIcon size={18} />
        </IconButton>
      ) : null}
    </div>
  );
}
