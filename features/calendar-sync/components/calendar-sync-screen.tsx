/**
 * /calendar_sync (issue 28 sections 1 and 3): the user's calendar
 * subscription feed. Off until turned on; on, the address is shown once
 * (with Copy, QR code and the webcal link), can be reset (the old address
 * stops at once) or turned off. Staff choose how appointments are titled,
 * with the warning beside the choices that name a client; everyone chooses
 * whether the kind shows and whether video appointments carry the join
 * link. Portal users get only their own, neutral feed. Staff also see the
 * busy calendars brought in (BusyCalendarsSection, section 2).
 */
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { FeedAddress as Address, FeedChoices, FeedSettings } from '../../../domain/contract/calendar-feed';
import { FEED_TITLE_STYLES, NAMING_TITLE_STYLES, type FeedTitleStyle } from '../../../domain/calendar-sync/feed-title';
import { messages } from '../../../domain/messages';
import { calendarSyncCopy as t } from '../copy';
import { Button } from '../../../ui/button/button';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { RadioGroup, type RadioGroupOption } from '../../../ui/radio-group/radio-group';
import { Toggle } from '../../../ui/toggle/toggle';
import { Loader } from '../../../ui/loader/loader';
import { ApiError } from '../../api/api-error';
import { pushMessageAtom } from '../../api/popup-atoms';
import { getFeedSettings, issueFeed, saveFeedChoices, turnFeedOff } from '../api/calendar-feed';
import { BusyCalendarsSection } from './busy-calendars-section';
import { FeedAddress } from './feed-address';
import * as styles from './calendar-sync.css';

const textOf = (error: unknown): string => (error instanceof ApiError ? error.message : messages.serverError);

const STYLE_LABELS: Record<FeedTitleStyle, string> = {
  appointment: t.titleStyleAppointment,
  initials: t.titleStyleInitials,
  clientNumber: t.titleStyleClientNumber,
  firstName: t.titleStyleFirstName,
  fullName: t.titleStyleFullName,
};

const styleOptions: RadioGroupOption<FeedTitleStyle>[] = FEED_TITLE_STYLES.map((value) => ({
  value,
  label: STYLE_LABELS[value],
  ...(NAMING_TITLE_STYLES.includes(value) ? { description: t.nameWarning } : {}),
}));

export function CalendarSyncScreen() {
  const push = useSetAtom(pushMessageAtom);
  const [feed, setFeed] = useState<FeedSettings | null>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getFeedSettings(controller.signal)
      .then(({ feed: loaded }) => setFeed(loaded))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setMessage(textOf(error));
      });
    return () => controller.abort();
  }, []);

  /** One call at a time; its answer replaces the settings, its text goes to the popup. */
  const run = async (call: () => Promise<{ feed: FeedSettings; message: string; address?: Address }>) => {
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      const answer = await call();
      setFeed(answer.feed);
      if (answer.address) setAddress(answer.address);
      else if (!answer.feed.enabled) setAddress(null);
      push({ text: answer.message });
    } catch (error) {
      setMessage(textOf(error));
    }
    setBusy(false);
  };

  if (feed === null) {
    return (
      <div className={styles.screen}>
        {message ? (
          <p role="alert" className={styles.message}>
            {message}
          </p>
        ) : (
          <Loader size="lg" label={t.title} />
        )}
      </div>
    );
  }

  const choices: FeedChoices = { titleStyle: feed.titleStyle, showKind: feed.showKind, includeJoinLink: feed.includeJoinLink };
  const choose = (change: Partial<FeedChoices>) => void run(() => saveFeedChoices({ ...choices, ...change }));

  return (
    <div className={styles.screen}>
      <section className={styles.section} aria-labelledby="calendar-feed-heading">
        <h2 id="calendar-feed-heading" className={styles.heading}>
          {t.feedHeading}
        </h2>
        <p className={styles.text}>{feed.personal ? t.portalFeedIntro : t.feedIntro}</p>
        {feed.enabled ? (
          <Toggle label={t.feedOn} checked onCheckedChange={(on) => (on ? undefined : void run(turnFeedOff))} disabled={busy} />
        ) : (
          <Button fullWidth loading={busy} loadingLabel={t.turningOn} onClick={() => void run(() => issueFeed('on'))}>
            {t.turnOn}
          </Button>
        )}
        {feed.enabled && address ? <FeedAddress address={address} /> : null}
        {feed.enabled && !address ? <p className={styles.hint}>{t.addressHidden}</p> : null}
        {feed.enabled ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirmReset(true)} disabled={busy}>
              {t.reset}
            </Button>
            <Button variant="ghost" onClick={() => void run(turnFeedOff)} disabled={busy}>
              {t.turnOff}
            </Button>
          </div>
        ) : null}
        <p role="alert" className={styles.message} data-testid="calendar-sync-message">
          {message}
        </p>
      </section>

      <section className={styles.section} aria-label={t.titleStyleLegend}>
        {feed.personal ? null : (
          <RadioGroup label={t.titleStyleLegend} name="feed-title-style" options={styleOptions} value={feed.titleStyle} onChange={(titleStyle) => choose({ titleStyle })} disabled={busy} />
        )}
        <Toggle label={t.showKind} checked={feed.showKind} onCheckedChange={(showKind) => choose({ showKind })} disabled={busy} />
        <Toggle label={t.includeJoinLink} checked={feed.includeJoinLink} onCheckedChange={(includeJoinLink) => choose({ includeJoinLink })} disabled={busy} />
      </section>

      {feed.personal ? null : <BusyCalendarsSection />}

      <ConfirmPopup
        open={confirmReset}
        title={t.resetConfirmTitle}
        description={t.resetConfirmBody}
        yesLabel={t.resetConfirm}
        noLabel={t.cancel}
        onYes={() => {
          setConfirmReset(false);
          void run(() => issueFeed('reset'));
        }}
        onNo={() => setConfirmReset(false)}
        data-testid="reset-feed-popup"
      />
    </div>
  );
}
