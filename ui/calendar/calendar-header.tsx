import { IconButton } from '../icon-button/icon-button';
import * as styles from './calendar.css';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';

export interface CalendarHeaderProps {
  /** Id of the caption, so the grid can be named by it. */
  captionId: string;
  caption: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
}

function Chevron({ back }: { back: boolean }) {
  const Icon = back ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon aria-hidden size={20} strokeWidth={2.25} />;
}

/**
 * Previous / caption / next: the button way to change the page, so swipes
 * are never the only way. The caption is a polite live region: a screen
 * reader hears the new week, month or year after a change.
 */
export function CalendarHeader({ captionId, caption, previousLabel, nextLabel, onPrevious, onNext }: CalendarHeaderProps) {
  return (
    <div className={styles.header}>
      <IconButton label={previousLabel} onClick={onPrevious}>
        <Chevron back />
      </IconButton>
      <div id={captionId} className={styles.caption} aria-live="polite">
        {caption}
      </div>
      <IconButton label={nextLabel} onClick={onNext}>
        <Chevron back={false} />
      </IconButton>
    </div>
  );
}
