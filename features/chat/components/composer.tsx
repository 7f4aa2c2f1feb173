/**
 * The message box: Enter sends, Shift+Enter starts a new line (and so does
 * Enter while an input method is composing). The text is kept until the
 * send is queued, then cleared; the message itself shows at once.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../domain/contract/chat';
import { chatTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { TextArea } from '../../../ui/text-area/text-area';
import * as styles from './chat.css';

export interface ComposerProps {
  onSend: (text: string) => void;
}

export function Composer({ onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const send = () => {
    if (text.trim() === '') return;
    onSend(text);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <form className={styles.composer} onSubmit={onSubmit} aria-label={t.messageLabel}>
      <TextArea
        label={t.messageLabel}
        hideLabel
        placeholder={t.messagePlaceholder}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX}
        enterKeyHint="send"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        wrapperClassName={styles.composerField}
        className={styles.composerInput}
      />
      <Button type="submit">{t.send}</Button>
    </form>
  );
}
