/**
 * One waitlist offer (issue 29), as its link's page and the portal home show
 * it: the day and time (the reader's zone and clock), where (neutral: office,
 * video or phone — never an address or a name unless the practice chose to
 * name the provider), until when it is held, and Accept / Decline while it
 * is open. Once answered, what happened, said kindly when someone else was
 * faster. Presentational.
 */
import { forwardRef, Fragment, type ReactNode } from 'react';
import type { WaitlistOfferPublic } from '../../../domain/contract/waitlist';
import { messages } from '../../../domain/messages';
import { waitlistTexts as t } from '../copy';
import type { HourCycle } from '../../../domain/time-style';
import type { OfferStatus } from '../../../domain/waitlist/statuses';
import { Button } from '../../../ui/button/button';
import { clockWords, instantWords } from '../offer-words';
import * as styles from './waitlist.css';

/** What a settled offer says when no answer has just been given. */
export const offerOutcome: Record<Exclude<OfferStatus, 'open'>, string> = {
  accepted: messages.waitlistOfferAccepted,
  taken: messages.waitlistOfferTaken,
  expired: messages.waitlistOfferExpired,
  declined: messages.waitlistOfferDeclined,
};

export type OfferFacts = Pick<WaitlistOfferPublic, 'status' | 'start' | 'end' | 'location_kind' | 'expires_at'> & {
  where?: string;
  provider_name?: string | null;
  message?: string;
};

export interface OfferViewProps {
  offer: OfferFacts;
  timeZone: string;
  hourCycle: HourCycle;
  locale?: string | readonly string[];
  busy?: 'accept' | 'decline' | null;
  onAnswer?: (action: 'accept' | 'decline') => void;
  /** Shown after the outcome (e.g. Add to calendar once booked). */
  after?: ReactNode;
  /** Heading level of the offer's title in a list (the portal home); none on its own page, whose h1 already says it. */
  headingLevel?: 2 | 3 | null;
}

export const OfferView = forwardRef<HTMLParagraphElement, OfferViewProps>(function OfferView(
  { offer, timeZone, hourCycle, locale, busy = null, onAnswer, after, headingLevel = null },
  outcomeRef,
) {
  const Heading = headingLevel === null ? null : (`h${headingLevel}` as const);
  const when = `${instantWords(offer.start, { timeZone, hourCycle, locale })}–${clockWords(offer.end, timeZone, hourCycle)}`;
  const facts = [
    { term: t.when, value: when },
    { term: t.where, value: offer.where || t.whereNames[offer.location_kind] },
    ...(offer.provider_name ? [{ term: t.with, value: offer.provider_name }] : []),
  ];
  const open = offer.status === 'open';
  const said = offer.message || (offer.status === 'open' ? '' : offerOutcome[offer.status]);
  return (
    <article className={open ? styles.offerCard : styles.card} aria-label={t.offerTitle} data-testid="waitlist-offer">
      {Heading ? <Heading className={styles.heading}>{t.offerTitle}</Heading> : null}
      <dl className={styles.facts}>
        {facts.map((f) => (
          <Fragment key={f.term}>
            <dt className={styles.term}>{f.term}</dt>
            <dd className={styles.value}>{f.value}</dd>
          </Fragment>
        ))}
      </dl>
      {open ? <p className={styles.meta}>{t.holdUntil(instantWords(offer.expires_at, { timeZone, hourCycle, locale }))}</p> : null}
      <p ref={outcomeRef} tabIndex={-1} role="status" className={styles.status} data-testid="waitlist-offer-outcome">
        {said}
      </p>
      {open && onAnswer ? (
        <div className={styles.actions}>
          <Button fullWidth onClick={() => onAnswer('accept')} loading={busy === 'accept'} loadingLabel={t.accepting} disabled={busy !== null}>
            {t.accept}
          </Button>
          <Button fullWidth variant="secondary" onClick={() => onAnswer('decline')} loading={busy === 'decline'} loadingLabel={t.declining} disabled={busy !== null}>
            {t.decline}
          </Button>
        </div>
      ) : null}
      {after}
    </article>
  );
});
