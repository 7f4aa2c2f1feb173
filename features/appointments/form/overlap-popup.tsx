/**
 * The Overlap popup (spec 2): 'There is already an appointment in this time
 * slot. Do you still want to add this new appointment?' with Yes and No.
 * Escape or an outside press counts as No.
 */
import { appointmentFormTexts as t, messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Popup } from '../../../ui/popup/popup';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';

export interface OverlapPopupProps {
  open: boolean;
  onYes: () => void;
  onNo: () => void;
}

export function OverlapPopup({ open, onYes, onNo }: OverlapPopupProps) {
  return (
    <Popup.Root open={open} onOpenChange={(next) => (next ? undefined : onNo())}>
      <Popup.Content data-testid="overlap-popup" role="alertdialog">
        <VisuallyHidden>
          <Popup.Title>{t.heading}</Popup.Title>
        </VisuallyHidden>
        <Popup.Description>{messages.overlapQuestion}</Popup.Description>
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
