import { messages } from '../../domain/messages';
import * as styles from './shell.css';

/** Body of a screen whose issue has not landed yet. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <p className={styles.comingSoon} data-testid="coming-soon">
      <span className={styles.comingSoonName}>{name}</span>
      {messages.comingSoon}
    </p>
  );
}
