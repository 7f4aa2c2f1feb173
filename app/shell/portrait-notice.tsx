/** 'The app works best in portrait view…' (spec 1), shown by CSS alone on a sideways phone. */
import { messages } from '../../domain/messages';
import { Notice } from '../../ui/notice/notice';
import { RotateIcon } from './icons';
import * as styles from './portrait-notice.css';

export function PortraitNotice() {
  return (
    <Notice
      fullScreen
      className={styles.notice}
      icon={<RotateIcon />}
      title={messages.portraitNotice}
      text={messages.portraitThanks}
      data-testid="portrait-notice"
    />
  );
}
