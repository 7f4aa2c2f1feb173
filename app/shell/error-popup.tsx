/** The error popup (spec 2): closed only through its CLOSE link. */
import { useAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { errorPopupAtom } from '../../features/api/popup-atoms';
import { Popup } from '../../ui/popup/popup';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import * as styles from './popups.css';

export function ErrorPopup() {
  const [text, setText] = useAtom(errorPopupAtom);
  if (text === null) return null;
  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setText(null);
  };
  return (
    // Escape and outside presses are ignored: the spec closes it via CLOSE only.
    <Popup.Root open onOpenChange={() => undefined}>
      <Popup.Content
        data-testid="error-popup"
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
      >
        <VisuallyHidden>
          <Popup.Title>Error</Popup.Title>
        </VisuallyHidden>
        <Popup.Description className={styles.errorText}>{text}</Popup.Description>
        <Popup.Actions>
          <a href="#close" role="button" onClick={close} className={styles.link}>
            CLOSE
          </a>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}
