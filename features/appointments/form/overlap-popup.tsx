/**
 * The Overlap popup (spec 2): 'There is already an appointment in this time
 * slot. Do you still want to add this new appointment?' with Yes and No,
 * and under it what is already booked there (issue 27 item 3): each taken
 * appointment's title as the calendar shows it, its day, times and kind.
 * Escape or an outside press counts as No.
 */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { locationLabel } from '../../../domain/calendar/summary';
import { formatDayHeading } from '../../../domain/calendar/day-heading';
import type { OverlappedAppointment } from '../../../domain/contract/appointment';
import { appointmentFormTexts as t, messages } from '../../../domain/messages';
import { formatClockText, type HourCycle } from '../../../domain/time-style';
import { Button } from '../../../ui/button/button';
import { Popup } from '../../../ui/popup/popup';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { hourCycleAtom } from '../../session/time-style';
import { bookingTexts } from './copy';
import * as styles from './form.css';

export interface OverlapPopupProps {
  open: boolean;
  /** What the server named (none from an older server: the question alone). */
  overlapping?: readonly OverlappedAppointment[];
  onYes: () => void;
  onNo: () => void;
}

/**
 * 'Fri, Mar 8 · 10:00 AM–11:00 AM · Office' (the server's 24-hour times in the
 * user's clock): the day is already the appointment's own, so no zone shifts it.
 */
const whenOf = (a: OverlappedAppointment, hourCycle: HourCycle): string =>
  `${formatDayHeading(a.date, { locale: navigator.languages, timeZone: 'UTC' })} · ${formatClockText(a.start, hourCycle)}–${formatClockText(a.end, hourCycle)}${
    // Busy time (issue 28 item 2) has no kind: nothing of the external event is kept.
    a.busy ? '' : ` · ${locationLabel(a.type)}`
  }`;

export function OverlapPopup({ open, overlapping = [], onYes, onNo }: OverlapPopupProps) {
  const questionId = useId();
  const listId = useId();
  const named = overlapping.length > 0;
  const hourCycle = useAtomValue(hourCycleAtom);
  return (
    <Popup.Root open={open} onOpenChange={(next) => (next ? undefined : onNo())}>
      <Popup.Content data-testid="overlap-popup" role="alertdialog" aria-describedby={named ? `${questionId} ${listId}` : questionId}>
        <VisuallyHidden>
          <Popup.Title>{t.heading}</Popup.Title>
        </VisuallyHidden>
        <Popup.Description id={questionId}>{messages.overlapQuestion}</Popup.Description>
        {named ? (
          <ul id={listId} className={styles.overlapList} aria-label={bookingTexts.overlappedLabel}>
            {overlapping.map((a) => (
              <li key={`${a.busy ? 'busy' : 'appointment'}-${a.id}`} className={styles.overlapItem} data-testid="overlapped-appointment">
                <span className={styles.overlapTitle}>{a.title}</span>
                <span className={styles.overlapWhen}>{whenOf(a, hourCycle)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Popup.Actions>
          <Button variant="secondary" onClick={onNo}>
            {t.no}
          </Button>
          <Button onClick={onYes}>{t.yes}</Button>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}
