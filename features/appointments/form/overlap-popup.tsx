/**
 * The Overlap popup (spec 2): 'There is already an appointment in this time
 * slot. Do you still want to add this new appointment?' with Yes and No.
 * Escape or an outside press counts as No.
 */
import { appointmentFormTexts as t, messages } from '../../../domain/messages';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';

export interface OverlapPopupProps {
  open: boolean;
  onYes: () => void;
  onNo: () => void;
}

export function OverlapPopup({ open, onYes, onNo }: OverlapPopupProps) {
  return (
    <ConfirmPopup
      open={open}
      title={t.heading}
      description={messages.overlapQuestion}
      yesLabel={t.yes}
      noLabel={t.no}
      onYes={onYes}
      onNo={onNo}
      data-testid="overlap-popup"
    />
  );
}
