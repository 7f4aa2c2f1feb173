/**
 * One message: own ones on the right, received ones on the left; a group's
 * received messages name their sender. The user's last message shows its
 * state (Sending, Sent, Read once the other user read it), and a failed
 * send shows 'failed' with Retry.
 */
import { useAtomValue } from 'jotai';
import type { ShownMessage } from '../../../domain/chat/conversation';
import { chatTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { cx } from '../../../ui/utils/cx';
import { timeOfDay } from './chat-rows';
import { hourCycleAtom } from '../../session/time-style';
import * as styles from './chat.css';

export interface MessageBubbleProps {
  message: ShownMessage;
  own: boolean;
  showSender: boolean;
  showStatus: boolean;
  timeZone: string;
  onRetry?: (id: number) => void;
}

const statusText = (m: ShownMessage): string =>
  m.sendState === 'sending' ? t.sending : m.sendState === 'failed' ? t.failed : m.read_time !== null ? t.read : t.sent;

export function MessageBubble({ message, own, showSender, showStatus, timeZone, onRetry }: MessageBubbleProps) {
  const hourCycle = useAtomValue(hourCycleAtom);
  const failed = message.sendState === 'failed';
  return (
    <div className={cx(styles.message, own && styles.messageOwn)} data-testid="chat-message" data-own={own} data-state={message.sendState}>
      <div className={cx(styles.bubble, own && styles.bubbleOwn, failed && styles.bubbleFailed)}>
        {showSender ? <span className={styles.sender}>{message.fullName}</span> : null}
        {/* Who said it, for screen readers: the bubble's side says it to the eye. */}
        {own ? <VisuallyHidden>{t.you}: </VisuallyHidden> : showSender ? null : <VisuallyHidden>{message.fullName}: </VisuallyHidden>}
        {/* Plain text, never HTML (spec 3). */}
        <p className={styles.text}>{message.value}</p>
        <span className={styles.meta}>
          <time dateTime={message.sent_time}>{timeOfDay(message.sent_time, timeZone, hourCycle)}</time>
          {showStatus && !failed ? <span data-testid="send-state">{statusText(message)}</span> : null}
        </span>
      </div>
      {failed ? (
        <span className={styles.meta}>
          <span className={styles.failed} data-testid="send-state">
            {t.failed}
          </span>
          {onRetry ? (
            <Button size="sm" variant="secondary" onClick={() => onRetry(message.id)}>
              {t.retry}
            </Button>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
