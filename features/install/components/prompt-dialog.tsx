/**
 * One of the two prompts of spec 2 'Popups' as an alertdialog: the main
 * answer, "Don't Ask Again", and Escape or an outside press for "not now"
 * (nothing remembered). Radix traps focus and labels the dialog by its title.
 */
import { useRef } from 'react';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Popup } from '../../../ui/popup/popup';
import * as styles from './prompt-dialog.css';

export interface PromptDialogProps {
  title: string;
  /** An instruction under the title (the iOS Share → Add to Home Screen hint). */
  description?: string;
  yesLabel: string;
  onYes: () => void;
  onDontAsk: () => void;
  /** Escape or an outside press: not now. */
  onDismiss: () => void;
  /** The browser's own dialog is open: the answers wait for it. */
  busy?: boolean;
  'data-testid'?: string;
}

export function PromptDialog({ title, description, yesLabel, onYes, onDontAsk, onDismiss, busy = false, 'data-testid': testId }: PromptDialogProps) {
  const yes = useRef<HTMLButtonElement>(null);
  return (
    <Popup.Root open onOpenChange={(open) => (open || busy ? undefined : onDismiss())}>
      <Popup.Content
        role="alertdialog"
        data-testid={testId}
        // Focus the main answer, not the first button: Enter at once must not store "Don't Ask Again" for good.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          yes.current?.focus();
        }}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      >
        <Popup.Title>{title}</Popup.Title>
        {description === undefined ? null : <Popup.Description className={styles.hint}>{description}</Popup.Description>}
        <Popup.Actions>
          <Button variant="secondary" onClick={onDontAsk} disabled={busy}>
            {messages.dontAskAgain}
          </Button>
          <Button ref={yes} onClick={onYes} loading={busy} disabled={busy}>
            {yesLabel}
          </Button>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}
