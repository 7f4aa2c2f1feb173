/**
 * The global message popup (spec 2, 8): one queued message at a time, hidden
 * after its seconds (default 10), with an optional action link.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { currentMessageAtom, dismissMessageAtom } from '../../features/api';
import { Button } from '../../ui/button/button';
import { Popup } from '../../ui/popup/popup';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import * as styles from './popups.css';

export function MessagePopup() {
  const message = useAtomValue(currentMessageAtom);
  const dismiss = useSetAtom(dismissMessageAtom);
  const [, navigate] = useLocation();
  const id = message?.id;
  const seconds = message?.seconds;

  useEffect(() => {
    if (id === undefined || seconds === undefined) return;
    const timer = window.setTimeout(() => dismiss(id), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [id, seconds, dismiss]);

  if (!message) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dismiss(message.id);
    if (message.action) navigate(message.action.to);
  };
  return (
    <Popup.Root open onOpenChange={(open) => (open ? undefined : dismiss(message.id))}>
      <Popup.Content data-testid="message-popup">
        <VisuallyHidden>
          <Popup.Title>Message</Popup.Title>
        </VisuallyHidden>
        <Popup.Description className={styles.text}>{message.text}</Popup.Description>
        <Popup.Actions>
          {message.action ? (
            <a href={message.action.to} onClick={follow} className={styles.link}>
              {message.action.label}
            </a>
          ) : null}
          <Popup.Close asChild>
            <Button variant="secondary">OK</Button>
          </Popup.Close>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}
