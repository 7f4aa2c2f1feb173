/**
 * The portal home's waitlist card (issue 29): a client asks for an earlier
 * appointment with their own provider ('I'd like an earlier appointment' →
 * a small form of wishes → Join), sees that they are on the list and may
 * leave it; the offers made to them show here with Accept / Decline, the
 * same rules as the link's page. Follows the server live: a slot offered or
 * taken comes as a refreshRequest for the client's own appointments.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { WaitlistMineResponse, WaitlistOfferAction, WaitlistOfferPublic } from '../../../domain/contract/waitlist';
import { isoDayIn, viewerTimeZone } from '../../../domain/mail/viewer-zone';
import { messages } from '../../../domain/messages';
import { waitlistTexts as t } from '../copy';
import { Button } from '../../../ui/button/button';
import { ClockIcon } from '../../../ui/icons/icons';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { ApiError } from '../../api/api-error';
import { publish, useRealtimeEvent } from '../../realtime';
import { profileAtom, selectedProviderIdAtom } from '../../session/atoms';
import { hourCycleAtom } from '../../session/time-style';
import { answerMyOffer, getMyWaitlist, joinWaitlist, leaveWaitlist } from '../api/mine';
import { instantWords } from '../offer-words';
import { checkDraft, emptyDraft, type DraftField } from '../wishes-draft';
import { wishesLines } from '../wishes-words';
import { OfferView } from './offer-view';
import * as styles from './waitlist.css';
import { WishesForm } from './wishes-form';

const textOf = (error: unknown): string => (error instanceof ApiError ? error.message : messages.serverError);
const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
const deviceLocales = (): readonly string[] | undefined => (typeof navigator === 'undefined' ? undefined : navigator.languages);

export function PortalWaitlist() {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const profile = useAtomValue(profileAtom);
  const hourCycle = useAtomValue(hourCycleAtom);
  const timeZone = viewerTimeZone(profile?.loggedInTimezone, deviceZone());
  const locale = deviceLocales();
  const [mine, setMine] = useState<WaitlistMineResponse | null>(null);
  const [asking, setAsking] = useState(false);
  const [draft, setDraft] = useState(emptyDraft);
  const [problem, setProblem] = useState<{ field: DraftField | 'server'; message: string } | null>(null);
  const [busy, setBusy] = useState<'join' | 'leave' | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [status, setStatus] = useState('');
  /** Offers answered here: what the answer said stays in view after the list reloads. */
  const [answered, setAnswered] = useState<{ id: number; offer: WaitlistOfferPublic }[]>([]);
  const [answering, setAnswering] = useState<{ id: number; action: WaitlistOfferAction } | null>(null);
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  const reload = useCallback(() => {
    if (providerId <= 0) return;
    getMyWaitlist(providerId).then(setMine, (error: unknown) => console.warn('waitlist load failed', textOf(error)));
  }, [providerId]);
  useEffect(reload, [reload]);
  useRealtimeEvent('refreshRequest', reload);

  const say = (text: string) => {
    setStatus(text);
    // After the form or the buttons go away, the focus goes to what happened.
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const join = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    setBusy('join');
    try {
      const answer = await joinWaitlist(providerId, { wishes: { ...checked.wishes, timezone: timeZone } });
      setMine((m) => ({ entry: answer.entry, offers: m?.offers ?? [] }));
      setAsking(false);
      say(answer.message);
    } catch (error) {
      setProblem({ field: 'server', message: textOf(error) });
    }
    setBusy(null);
  };

  const leave = async () => {
    setConfirmLeave(false);
    setBusy('leave');
    try {
      const answer = await leaveWaitlist(providerId);
      // Leaving ends the entry's open offers too.
      setMine({ entry: null, offers: [] });
      say(answer.message);
    } catch (error) {
      say(textOf(error));
    }
    setBusy(null);
  };

  const answer = async (offerId: number, action: WaitlistOfferAction) => {
    if (answering) return;
    setAnswering({ id: offerId, action });
    try {
      const { offer } = await answerMyOffer(offerId, action);
      setAnswered((list) => [...list.filter((a) => a.id !== offerId), { id: offerId, offer }]);
      if (offer.status === 'accepted') publish('appointments:changed', { refresh_required: [isoDayIn(new Date(offer.start), timeZone)] });
    } catch (error) {
      const offer = mine?.offers.find((o) => o.id === offerId);
      if (offer) {
        setAnswered((list) => [
          ...list.filter((a) => a.id !== offerId),
          { id: offerId, offer: { status: 'expired', start: offer.slot.start, end: offer.slot.end, timezone: offer.slot.timezone, when: '', location_kind: offer.slot.location_kind, where: '', provider_name: null, expires_at: offer.expires_at, message: textOf(error) } },
        ]);
      }
    }
    setAnswering(null);
    requestAnimationFrame(() => outcomeRef.current?.focus());
    reload();
  };

  if (mine === null) return null;
  const fieldProblem = problem !== null && problem.field !== 'server' ? { field: problem.field, message: problem.message } : null;
  const openOffers = mine.offers.filter((o) => o.status === 'open' && !answered.some((a) => a.id === o.id));
  const entry = mine.entry;

  return (
    <section aria-labelledby={headingId} className={styles.card} data-testid="portal-waitlist">
      <h2 id={headingId} className={styles.heading}>
        {openOffers.length > 0 || answered.length > 0 ? t.offersTitle : t.portalRegion}
      </h2>
      {answered.map((a) => (
        <OfferView key={`answered-${a.id}`} ref={outcomeRef} offer={a.offer} timeZone={timeZone} hourCycle={hourCycle} locale={locale} headingLevel={null} />
      ))}
      {openOffers.map((o) => (
        <OfferView
          key={o.id}
          offer={{ status: o.status, start: o.slot.start, end: o.slot.end, location_kind: o.slot.location_kind, expires_at: o.expires_at }}
          timeZone={timeZone}
          hourCycle={hourCycle}
          locale={locale}
          busy={answering?.id === o.id ? answering.action : null}
          onAnswer={(action) => void answer(o.id, action)}
          headingLevel={3}
        />
      ))}
      <p ref={statusRef} tabIndex={-1} role="status" className={styles.status} data-testid="portal-waitlist-status">
        {status}
      </p>
      {entry !== null ? (
        <>
          <p className={styles.value}>
            <strong>{t.onList}</strong>
          </p>
          <p className={styles.meta}>{t.onListSince(instantWords(entry.created_at, { timeZone, hourCycle, locale, withTime: false }))}</p>
          <dl className={styles.facts}>
            {wishesLines(entry.wishes, hourCycle, locale).flatMap((line) => [
              <dt key={`t-${line.term}`} className={styles.term}>
                {line.term}
              </dt>,
              <dd key={`v-${line.term}`} className={styles.value}>
                {line.value}
              </dd>,
            ])}
          </dl>
          <div>
            <Button variant="secondary" onClick={() => setConfirmLeave(true)} loading={busy === 'leave'} loadingLabel={t.leaving}>
              {t.leave}
            </Button>
          </div>
        </>
      ) : asking ? (
        <form className={styles.form} onSubmit={(e) => void join(e)} noValidate aria-label={t.portalAsk}>
          <p className={styles.intro}>{t.portalIntro}</p>
          <WishesForm draft={draft} onChange={setDraft} hourCycle={hourCycle} problem={fieldProblem} disabled={busy !== null} />
          <p role="alert" className={styles.error}>
            {problem?.field === 'server' ? problem.message : ''}
          </p>
          <div className={styles.actions}>
            <Button type="submit" loading={busy === 'join'} loadingLabel={t.joining}>
              {t.join}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy !== null}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button variant="secondary" icon={<ClockIcon size={18} />} onClick={() => setAsking(true)} aria-expanded={false}>
            {t.portalAsk}
          </Button>
        </div>
      )}
      <ConfirmPopup open={confirmLeave} title={t.leaveTitle} description={t.leaveText} yesLabel={t.leave} noLabel={t.cancel} onYes={() => void leave()} onNo={() => setConfirmLeave(false)} />
    </section>
  );
}
