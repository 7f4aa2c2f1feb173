/**
 * The calendar's one header row (issue 27 items 2 and 4), shared by the
 * day, week, month, year and team views: previous and next arrows round
 * the title, under it the view's extra line (e.g. spec 9's MM-DD-YYYY
 * date) and whose calendar it is, and the view switch at the end. One
 * compact row, so the day keeps nine hours of timeline on a 390×844 phone.
 * The month and year grids carry their own arrows: leave out `onPrevious`
 * and `onNext` there.
 */
import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons/icons';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { cx } from '../../../ui/utils/cx';
import { CalendarProvider } from './calendar-provider';
import * as styles from './calendar-header-row.css';
import { CalendarViewSwitch, type CalendarViewKind } from './calendar-view-switch';

export interface CalendarHeaderRowProps {
  /** The view shown: marked current in the switch. */
  view: CalendarViewKind;
  /** The heading's text, e.g. 'Tue, Nov 24' or 'Nov 22 – 28, 2026'. */
  title: ReactNode;
  /** Test hooks on the heading, e.g. `{ 'data-testid': 'selected-day', 'data-day': day }`. */
  titleAttributes?: Record<`data-${string}`, string>;
  /** A second line under the title before the provider, e.g. the MM-DD-YYYY date. */
  subtitle?: ReactNode;
  onPrevious?: () => void;
  onNext?: () => void;
  /** The arrows' accessible names, e.g. messages.previousDay / nextDay. Needed with the handlers. */
  previousLabel?: string;
  nextLabel?: string;
  /** Whether the provider's name shows (default true). */
  showProvider?: boolean;
  className?: string;
}

export function CalendarHeaderRow({
  view,
  title,
  titleAttributes,
  subtitle,
  onPrevious,
  onNext,
  previousLabel = '',
  nextLabel = '',
  showProvider = true,
  className,
}: CalendarHeaderRowProps) {
  const arrows = onPrevious !== undefined && onNext !== undefined;
  const provider = showProvider ? <CalendarProvider /> : null;
  return (
    <div className={cx(styles.row, !arrows && styles.rowWithoutArrows, className)} data-testid="calendar-header-row">
      {arrows ? (
        <IconButton label={previousLabel} onClick={onPrevious}>
          <ChevronLeftIcon size={22} strokeWidth={2.25} />
        </IconButton>
      ) : null}
      {/* Announced when the arrows change it: the new date is the answer to the tap. */}
      <div className={styles.titleBlock}>
        <h2 className={styles.title} aria-live="polite" {...titleAttributes}>
          {title}
        </h2>
        {subtitle !== undefined || provider ? (
          <div className={styles.subtitle}>
            {subtitle}
            {provider}
          </div>
        ) : null}
      </div>
      {arrows ? (
        <IconButton label={nextLabel} onClick={onNext}>
          <ChevronRightIcon size={22} strokeWidth={2.25} />
        </IconButton>
      ) : null}
      <CalendarViewSwitch current={view} />
    </div>
  );
}
