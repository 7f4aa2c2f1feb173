import type { ReactNode } from 'react';
import type { CalendarAppointmentFields } from '../../../domain/contract/calendar';
import { timelineSpan } from '../../../domain/calendar/timeline';
import type { DayTimelineItem } from '../../../ui/day-timeline/day-timeline';

/** An appointment as a timeline item of the day or the week: placed by its hours, all-day without them. */
export function timelineItem(a: CalendarAppointmentFields, content: ReactNode): DayTimelineItem {
  const span = timelineSpan(a);
  return {
    key: a.id,
    start: span?.start ?? 0,
    end: span?.end ?? 0,
    allDay: span === null,
    // A cancelled appointment leaves its time free to book.
    busy: a.is_cancelled !== 1,
    content,
  };
}
