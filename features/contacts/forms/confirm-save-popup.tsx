/**
 * The person form's confirmation popup (spec 2): 'Save this person?' with
 * Yes and No. Escape or an outside press counts as No.
 */
import { contactsTexts as t } from '../../../domain/messages';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';

export interface ConfirmSavePopupProps {
  open: boolean;
  question: string;
  onYes: () => void;
  onNo: () => void;
}

export function ConfirmSavePopup({ open, question, onYes, onNo }: ConfirmSavePopupProps) {
  return <ConfirmPopup open={open} title={question} yesLabel={t.yes} noLabel={t.no} onYes={onYes} onNo={onNo} data-testid="confirm-save-popup" />;
}
