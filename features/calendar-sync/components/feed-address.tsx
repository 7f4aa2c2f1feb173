/**
 * The feed's address, shown once (right after it is made): the https form
 * with Copy, the webcal link a calendar app opens as a subscription, the
 * QR code (its library loads only here), and the short how-to.
 */
import { lazy, Suspense, useState } from 'react';
import type { FeedAddress as Address } from '../../../domain/contract/calendar-feed';
import { calendarSyncCopy as t } from '../copy';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from './calendar-sync.css';

const FeedQr = lazy(() => import('./feed-qr'));

export function FeedAddress({ address }: { address: Address }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address.https);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the field is selectable, the user copies by hand.
      setCopied(false);
    }
  };
  return (
    <div className={styles.section} data-testid="feed-address">
      <div className={styles.addressRow}>
        <TextField
          label={t.addressLabel}
          name="feed-address"
          value={address.https}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          wrapperClassName={styles.addressField}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
          {copied ? t.copied : t.copy}
        </Button>
      </div>
      <Suspense fallback={null}>
        <FeedQr value={address.https} />
      </Suspense>
      <a href={address.webcal} className={styles.text}>
        {t.webcal}
      </a>
      <p className={styles.hint}>{t.howTo}</p>
    </div>
  );
}
