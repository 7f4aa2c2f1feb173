/**
 * The error popup (spec 2): closed only through its CLOSE link; clicking it
 * opens chat (the text, or its 'Open chat' link for keyboard users), so the
 * user can tell someone at the practice.
 */
import { useAtom, useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { chatTexts } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { errorPopupAtom } from '../../features/api';
import { signedInAtom } from '../../features/session';
import { Popup } from '../../ui/popup/popup';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import * as styles from './popups.css';

export function ErrorPopup() {
  const [text, setText] = useAtom(errorPopupAtom);
  // Chat is a signed-in screen: before login the popup only closes.
  const signedIn = useAtomValue(signedInAtom);
  const [, navigate] = useLocation();
  if (text === null) return null;
  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setText(null);
  };
  const openChat = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setText(null);
    navigate(paths.chatDashboard);
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
        <Popup.Description className={styles.errorText} onClick={signedIn ? openChat : undefined}>
          {text}
        </Popup.Description>
        <Popup.Actions>
          {signedIn ? (
            <a href={paths.chatDashboard} onClick={openChat} className={styles.link}>
              {chatTexts.openChat}
            </a>
          ) : null}
          <a href="#close" role="button" onClick={close} className={styles.link}>
            CLOSE
          </a>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}
