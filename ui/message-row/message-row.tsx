/**
 * One row of a mail list: a real link to the message (keyboard, middle-click
 * and "open in new tab" work) and, beside it rather than inside it, the
 * favourite star.
 */
import type { MouseEvent } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { isPlainClick } from './plain-click';
import * as styles from './message-row.css';
import { PaperclipIcon, StarIcon } from '../icons/icons';

export type { MessageRowVariants } from './message-row.css';

/** Height of a row in px, for a virtualised list's `estimateSize`. */
export const messageRowHeight = 72;

export interface MessageRowProps {
  /** Sender (or, in a sent folder, the recipients), already formatted. */
  from: string;
  subject: string;
  /** A line of the body as plain text; never rendered as HTML. */
  preview?: string;
  /** Date or time, already formatted by the caller. */
  time: string;
  /** Bold sender and subject and a dot; `unreadLabel` is read out. */
  unread: boolean;
  /** Screen-reader word for an unread row, e.g. "Unread" (visually hidden). */
  unreadLabel: string;
  /** Whether the star is on (`aria-pressed`). */
  favourite: boolean;
  /** Accessible name of the star toggle, e.g. "Favourite: Quarterly report". */
  favouriteLabel: string;
  /** Toggles the favourite; without it there is no star button. */
  onToggleFavourite?: () => void;
  /** Shows a paper clip; `attachmentLabel` is read out. */
  hasAttachment?: boolean;
  /** Screen-reader text of the paper clip, e.g. "Has attachments". Needed with `hasAttachment`. */
  attachmentLabel?: string;
  /** Where the message opens. */
  href: string;
  /**
   * Called on a plain left click (not Ctrl/Cmd/Shift/Alt-clicks, which open a
   * new tab or window) so a router can `event.preventDefault()` and navigate.
   */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** A favourite call is running: the star stays focusable but ignores presses. */
  busy?: boolean;
  className?: string;
}

const Star = ({ filled }: { filled: boolean }) => <StarIcon aria-hidden size={22} fill={filled ? 'currentColor' : 'none'} />;

const PaperClip = () => <PaperclipIcon aria-hidden size={14} />;

/**
 * A 72 px mail-list row: unread dot, sender and time, subject, preview (each
 * one line, ellipsized), then the star. Put it in a list item (VirtualList
 * wraps each row in one).
 */
export function MessageRow({
  from,
  subject,
  preview,
  time,
  unread,
  unreadLabel,
  favourite,
  favouriteLabel,
  onToggleFavourite,
  hasAttachment = false,
  attachmentLabel,
  href,
  onOpen,
  busy = false,
  className,
}: MessageRowProps) {
  devAssert(!hasAttachment || Boolean(attachmentLabel), 'MessageRow with `hasAttachment` needs an `attachmentLabel` for screen readers.');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event)) onOpen?.(event);
  };
  return (
    <div className={cx(styles.root, className)} data-unread={unread || undefined}>
      <a href={href} onClick={handleClick} className={styles.link}>
        <span aria-hidden="true" className={styles.dot({ unread })} />
        <span className={styles.text}>
          <span className={styles.top}>
            {unread ? <VisuallyHidden>{unreadLabel} </VisuallyHidden> : null}
            <span className={styles.from({ unread })}>{from}</span>
            <span className={styles.meta({ unread })}>
              {hasAttachment ? (
                <span className={styles.attachment}>
                  <span aria-hidden="true" className={styles.attachment}>
                    <PaperClip />
                  </span>
                  <VisuallyHidden>{attachmentLabel}</VisuallyHidden>
                </span>
              ) : null}
              <span>{time}</span>
            </span>
          </span>
          <span className={styles.subject({ unread })}>{subject}</span>
          {preview ? <span className={styles.preview}>{preview}</span> : null}
        </span>
      </a>
      {onToggleFavourite ? (
        <IconButton
          label={favouriteLabel}
          aria-pressed={favourite}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) onToggleFavourite();
          }}
          className={styles.star({ on: favourite, busy })}
        >
          <Star filled={favourite} />
        </IconButton>
      ) : null}
    </div>
  );
}
