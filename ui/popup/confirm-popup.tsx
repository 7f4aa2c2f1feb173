/**
 * A Yes/No question in a popup (an alertdialog): the No button comes first
 * and Escape or an outside press counts as No. The question is the title,
 * or, when `description` carries it, the title is kept for screen readers.
 */
import { Button } from '../button/button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Popup } from './popup';

export interface ConfirmPopupProps {
  open: boolean;
  /** The popup's accessible name. */
  title: string;
  /** Longer question text; the title is then read but not shown. */
  description?: string;
  yesLabel: string;
  noLabel: string;
  onYes: () => void;
  onNo: () => void;
  /** Radix's: where focus goes once it has closed (preventDefault keeps it from returning to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  'data-testid'?: string;
}

export function ConfirmPopup({ open, title, description, yesLabel, noLabel, onYes, onNo, onCloseAutoFocus, 'data-testid': testId }: ConfirmPopupProps) {
  const titleElement = <Popup.Title>{title}</Popup.Title>;
  return (
    <Popup.Root open={open} onOpenChange={(next) => (next ? undefined : onNo())}>
      <Popup.Content data-testid={testId} role="alertdialog" onCloseAutoFocus={onCloseAutoFocus} {...(description === undefined ? { 'aria-describedby': undefined } : {})}>
        {description === undefined ? titleElement : <VisuallyHidden>{titleElement}</VisuallyHidden>}
        {description === undefined ? null : <Popup.Description>{description}</Popup.Description>}
        <Popup.Actions>
          <Button variant="secondary" onClick={onNo}>
            {noLabel}
          </Button>
          <Button onClick={onYes}>{yesLabel}</Button>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}
