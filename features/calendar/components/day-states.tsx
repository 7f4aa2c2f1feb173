/**
 * What a day shows when it has no appointments to list: the failed load
 * (never read as an empty day: a clinician would trust it), the skeleton
 * while its week loads, and the empty day that says what to do next.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { bookingHref } from '../../../domain/calendar/timeline';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { CalendarPlusIcon } from '../../../ui/icons/icons';
import { SkeletonList } from '../../../ui/skeleton/skeleton';
import { nonPortalAtom, selectedProviderIdAtom } from '../../session/atoms';
import { loadWeekAtom } from '../api/get-daily';
import { calendarCopy } from '../copy';
import * as styles from './calendar.css';

export function DayLoadFailed({ day }: { day: string }) {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const loadWeek = useSetAtom(loadWeekAtom);
  return (
    <div className={styles.empty} role="alert" data-testid="calendar-failed">
      <p>{messages.calendarLoadFailed}</p>
      <Button variant="secondary" onClick={() => void loadWeek({ providerId, day })}>
        {messages.tryAgain}
      </Button>
    </div>
  );
}

/** The shape of the day's cards while its week loads, so nothing jumps when they arrive. */
export function DayLoading() {
  return (
    <div className={styles.skeleton} data-testid="calendar-loading">
      <SkeletonList label={messages.loadingAppointments} rows={3} />
    </div>
  );
}

export interface DayEmptyProps {
  day: string;
  /** On the daily timeline, free times below can be tapped. */
  withTimeline: boolean;
}

/** 'Nothing to show' (spec 2), what it means, and for those who may add, the way to add one on this day. */
export function DayEmpty({ day, withTimeline }: DayEmptyProps) {
  const mayAdd = useAtomValue(nonPortalAtom);
  return (
    <EmptyState
      data-testid="calendar-empty"
      className={styles.emptyState}
      icon={<CalendarPlusIcon size={28} />}
      title={messages.nothingToShow}
      text={mayAdd && withTimeline ? `${calendarCopy.emptyDay} ${calendarCopy.emptyDayTapHint}` : calendarCopy.emptyDay}
      action={
        mayAdd ? (
          <Link href={bookingHref(day)} className={styles.addLink}>
            {calendarCopy.addOnThisDay}
          </Link>
        ) : undefined
      }
    />
  );
}
