/**
 * Asks before cancel, un-cancel or delete. One appointment gets a plain Yes /
 * No confirmation; an occurrence of a series gets one button per scope it may
 * touch ('This appointment only', 'This and following', 'All in the series').
 */
import { useRef } from 'react';
import type { DeleteAction, EditScope } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Popup } from '../../../ui/popup/popup';
import { actionQuestion, actionScopeLabel } from './scope-labels';
import * as styles from './detail.css';

export interface ActionPopupProps {
  /** The action being asked about; null keeps the popup closed. */
  action: DeleteAction | null;
  /** The scopes offered: ['single'] asks a plain confirmation. */
  scopes: readonly EditScope[];
  onChoose: (scope: EditScope) => void;
  onClose: () => void;
}

export function ActionPopup({ action, scopes, onChoose, onClose }: ActionPopupProps) {
  const plain = scopes.length === 1 && scopes[0] === 'single';
  // Focus starts on 'No': an Enter pressed by habit must not cancel or delete anything.
  const noButton = useRef<HTMLButtonElement>(null);
  return (
    <Popup.Root open={action !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {action !== null ? (
        <Popup.Content
          aria-describedby={undefined}
          data-testid="action-popup"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            noButton.current?.focus();
          }}
        >
          <Popup.Title>{plain ? actionQuestion[action].plain : actionQuestion[action].scoped}</Popup.Title>
          {plain ? (
            <Popup.Actions>
              <Popup.Close asChild>
                <Button ref={noButton} variant="secondary">
                  {messages.confirmNo}
                </Button>
              </Popup.Close>
              <Button variant={action === 'delete' ? 'danger' : 'primary'} onClick={() => onChoose('single')}>
                {messages.confirmYes}
              </Button>
            </Popup.Actions>
          ) : (
            <div className={styles.choiceList}>
              {scopes.map((scope) => (
                <Button
                  key={scope}
                  fullWidth
                  variant={action === 'delete' ? 'danger' : 'secondary'}
                  onClick={() => onChoose(scope)}
                >
                  {actionScopeLabel[scope]}
                </Button>
              ))}
              <Popup.Close asChild>
                <Button ref={noButton} fullWidth variant="ghost">
                  {messages.confirmNo}
                </Button>
              </Popup.Close>
            </div>
          )}
        </Popup.Content>
      ) : null}
    </Popup.Root>
  );
}
