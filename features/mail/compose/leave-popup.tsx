/**
 * Asked when the user leaves compose with unsaved changes: Save draft,
 * Discard, or Keep editing (also Escape and a press outside). A draft
 * survives a reload only once saved, so saving is the main action.
 */
import { mailComposeTexts as t } from '../copy';
import { Button } from '../../../ui/button/button';
import { Popup } from '../../../ui/popup/popup';

export interface LeavePopupProps {
  open: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

export function LeavePopup({ open, saving, onSave, onDiscard, onKeepEditing }: LeavePopupProps) {
  return (
    <Popup.Root open={open} onOpenChange={(next) => (next || saving ? undefined : onKeepEditing())}>
      <Popup.Content role="alertdialog" data-testid="compose-leave-popup">
        <Popup.Title>{t.leaveTitle}</Popup.Title>
        <Popup.Description>{t.leaveText}</Popup.Description>
        <Popup.Actions>
          <Button variant="ghost" onClick={onKeepEditing} disabled={saving}>
            {t.keepEditing}
          </Button>
          <Button variant="danger" onClick={onDiscard} disabled={saving}>
            {t.discard}
          </Button>
          <Button onClick={onSave} loading={saving} loadingLabel={t.savingDraft}>
            {t.saveDraft}
          </Button>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}
