/**
 * The error popup (spec 2 "Popups": "closing via CLOSE; clicking it opens
 * chat"): closed only through its CLOSE link, which also opens chat, so the
 * user can tell someone at the practice what failed. Features raise it
 * through features/api/report-failure.ts.
 */
import { useAtom, useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
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
    if (signedIn) navigate(paths.chatDashboard);
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
          {/* A link (it goes to chat once signed in); before login there is nowhere to go, so it only closes. */}
          <a href={signedIn ? paths.chatDashboard : '#close'} role={signedIn ? undefined : 'button'} onClick={close} className={styles.link}>
            CLOSE
          </a>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}
