/**
 * 'Add to calendar' for the next appointment (issue 26 item 6): downloads
 * its .ics (neutral title, time in its zone, place or join link; no notes).
 * A failure goes where every failed action goes (features/api/report-failure).
 */
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Button } from '../../../ui/button/button';
import { CalendarPlusIcon } from '../../../ui/icons/icons';
import { reportFailureAtom } from '../../api/report-failure';
import { downloadCalendarFile } from '../api/download-calendar-file';
import { portalHomeCopy } from '../copy';

export interface AddToCalendarProps {
  appointmentId: number;
  className?: string;
}

export function AddToCalendar({ appointmentId, className }: AddToCalendarProps) {
  const report = useSetAtom(reportFailureAtom);
  const [busy, setBusy] = useState(false);
  const add = () => {
    setBusy(true);
    downloadCalendarFile(appointmentId)
      .catch((error: unknown) => report(error))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      fullWidth
      variant="secondary"
      className={className}
      onClick={add}
      loading={busy}
      loadingLabel={portalHomeCopy.addingToCalendar}
      icon={<CalendarPlusIcon size={20} />}
    >
      {portalHomeCopy.addToCalendar}
    </Button>
  );
}
