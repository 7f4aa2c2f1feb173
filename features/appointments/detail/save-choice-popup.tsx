/**
 * The Save-choice popup (spec 2): outside /contacts it asks 'How would you
 * like to save?' with 'Save for this appointment only', 'Save For Future'
 * and, when offered, 'Save for all appointments'. Its variant on /contacts,
 * 'Click to confirm', is where saves happen there: the contact screen's Add
 * Phone (features/contacts/phone/add-phone.tsx). `useSaveChoice` turns it
 * into the promise the edit form awaits: the chosen scope, or null when the
 * user closes it.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { EditScope } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Popup } from '../../../ui/popup/popup';
import { saveScopeLabel } from './scope-labels';
import * as styles from './detail.css';

export interface SaveChoicePopupProps {
  /** The scopes offered (domain/appointments/permissions saveScopes); null keeps it closed. */
  scopes: readonly EditScope[] | null;
  onChoose: (scope: EditScope) => void;
  onClose: () => void;
}

export function SaveChoicePopup({ scopes, onChoose, onClose }: SaveChoicePopupProps) {
  return (
    <Popup.Root open={scopes !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {scopes !== null ? (
        <Popup.Content aria-describedby={undefined} data-testid="save-choice-popup">
          <Popup.Title>{messages.saveChoiceQuestion}</Popup.Title>
          <div className={styles.choiceList}>
            {scopes.map((scope) => (
              <Button key={scope} fullWidth variant="secondary" onClick={() => onChoose(scope)}>
                {saveScopeLabel[scope]}
              </Button>
            ))}
            <Popup.Close asChild>
              <Button fullWidth variant="ghost">
                {messages.backToEditing}
              </Button>
            </Popup.Close>
          </div>
        </Popup.Content>
      ) : null}
    </Popup.Root>
  );
}

export type ChooseScope = (scopes: readonly EditScope[]) => Promise<EditScope | null>;

/** The popup element to render and the `chooseScope` function the edit form calls. */
export function useSaveChoice(): { chooseScope: ChooseScope; popup: ReactNode } {
  const [scopes, setScopes] = useState<readonly EditScope[] | null>(null);
  const pending = useRef<((scope: EditScope | null) => void) | null>(null);

  const settle = useCallback((scope: EditScope | null) => {
    pending.current?.(scope);
    pending.current = null;
    setScopes(null);
  }, []);

  const chooseScope = useCallback<ChooseScope>(
    (offered) =>
      new Promise((resolve) => {
        // A second ask while one is open answers the first with null.
        pending.current?.(null);
        pending.current = resolve;
        setScopes(offered);
      }),
    [],
  );

  const popup = (
    <SaveChoicePopup scopes={scopes} onChoose={(s) => settle(s)} onClose={() => settle(null)} />
  );
  return { chooseScope, popup };
}
