/**
 * /w/{token}: the page a waitlist offer's link opens (issue 29), without
 * signing in — like the reminder's page. It shows the day, time and where,
 * Accept and Decline; then what the answer did: booked, taken by someone a
 * moment faster (said kindly: they stay on the waitlist), expired, or a link
 * that is not valid. The outcome is read out and focused.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { waitlistOfferParams, type WaitlistOfferAction, type WaitlistOfferPublic } from '../../../domain/contract/waitlist';
import { messages } from '../../../domain/messages';
import { waitlistTexts as t } from '../copy';
import { Loader } from '../../../ui/loader/loader';
import { ApiError } from '../../api/api-error';
import { hourCycleAtom } from '../../session/time-style';
import { answerOfferByLink, getOfferByLink } from '../api/offer-link';
import { OfferView } from './offer-view';
import * as styles from './waitlist.css';

const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : messages.serverError);
const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
const deviceLocales = (): readonly string[] | undefined => (typeof navigator === 'undefined' ? undefined : navigator.languages);

export function WaitlistOfferScreen({ token }: { token: string }) {
  const hourCycle = useAtomValue(hourCycleAtom);
  const [offer, setOffer] = useState<WaitlistOfferPublic | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<WaitlistOfferAction | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  // A token that cannot be one of ours is not sent at all.
  const malformed = !waitlistOfferParams.safeParse({ token }).success;
  const refusal = malformed ? messages.waitlistOfferLinkInvalid : problem;

  useEffect(() => {
    if (malformed) return;
    const controller = new AbortController();
    getOfferByLink(token, controller.signal).then(
      (answer) => setOffer(answer.offer),
      (error: unknown) => {
        if (!controller.signal.aborted) setProblem(failureText(error));
      },
    );
    return () => controller.abort();
  }, [token, malformed]);

  // An answer replaces the buttons that had the focus: move it to what happened.
  useEffect(() => {
    if (refusal !== null || (offer !== null && offer.message !== '')) said.current?.focus();
  }, [refusal, offer]);

  if (refusal !== null) {
    return (
      <section className={styles.card} aria-label={t.offerTitle}>
        <p ref={said} tabIndex={-1} role="alert" className={styles.status} data-testid="waitlist-offer-outcome">
          {refusal}
        </p>
      </section>
    );
  }
  if (offer === null) {
    return (
      <section className={styles.card} aria-busy="true">
        <Loader size="lg" label={t.checking} />
      </section>
    );
  }

  const answer = async (action: WaitlistOfferAction) => {
    if (busy) return;
    setBusy(action);
    try {
      setOffer((await answerOfferByLink(token, action)).offer);
    } catch (error) {
      // A 409 (taken, expired, answered) still says what happened, in the server's kind words.
      setProblem(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  return <OfferView ref={said} offer={offer} timeZone={deviceZone()} hourCycle={hourCycle} locale={deviceLocales()} busy={busy} onAnswer={(a) => void answer(a)} />;
}
