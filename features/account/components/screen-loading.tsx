/** An account screen before its data is there: the loader, or why loading failed. */
import { Loader } from '../../../ui/loader/loader';
import * as styles from './security-question-screen.css';

export function ScreenLoading({ failure, label }: { failure: string; label: string }) {
  return (
    <div className={styles.form}>
      {failure ? (
        <p role="alert" className={styles.message}>
          {failure}
        </p>
      ) : (
        <Loader size="lg" label={label} className={styles.loader} />
      )}
    </div>
  );
}
