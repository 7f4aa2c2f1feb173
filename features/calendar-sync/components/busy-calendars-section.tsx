/**
 * Busy time from other calendars (issue 28 item 2), a section of
 * /calendar_sync: the provider's personal calendars, each with its masked
 * address (host + '…'), its state and last good read, 'Refresh now' and
 * 'Remove' (confirmed); and the form that adds one (the secret iCal address,
 * https:// or webcal://, and an optional name). A user who keeps no such
 * calendars (a delegate: 403) sees no section.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { normaliseBusyAddress } from '../../../domain/calendar-sync/busy-address';
import { BUSY_LABEL_MAX, BUSY_URL_MAX, type BusyCalendar } from '../../../domain/contract/busy-calendars';
import { messages } from '../../../domain/messages';
import { busyCalendarCopy as t } from '../copy';
import { readableDateTime } from '../../../domain/time-style';
import { Button } from '../../../ui/button/button';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { TextField } from '../../../ui/text-field/text-field';
import { ApiError } from '../../api/api-error';
import { pushMessageAtom } from '../../api/popup-atoms';
import { timeStyleAtom } from '../../session/time-style';
import { addBusyCalendar, getBusyCalendars, refreshBusyCalendar, removeBusyCalendar } from '../api/busy-calendars';
import * as styles from './calendar-sync.css';

const textOf = (error: unknown): string => (error instanceof ApiError ? error.message : messages.serverError);
const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** After 'Refresh now' the job runs within seconds: the list is read again once. */
const REREAD_AFTER_MS = 3_000;

function stateText(c: BusyCalendar): string {
  if (c.state === 'ok') return t.stateOk;
  if (c.state === 'pending') return t.statePending;
  return `${t.stateFailed}: ${t.reasons[c.state]}`;
}

export function BusyCalendarsSection() {
  const push = useSetAtom(pushMessageAtom);
  const style = useAtomValue(timeStyleAtom);
  const [calendars, setCalendars] = useState<BusyCalendar[] | null>(null);
  const [hidden, setHidden] = useState(false);
  const [url, setUrl] = useState('');
  const [label, setLabel] = useState('');
  const [urlError, setUrlError] = useState('');
  const [message, setMessage] = useState('');
  const [working, setWorking] = useState(false);
  const [removing, setRemoving] = useState<BusyCalendar | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      getBusyCalendars(signal)
        .then((answer) => setCalendars(answer.calendars))
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          if (error instanceof ApiError && error.status === 403) setHidden(true);
          else setMessage(textOf(error));
        }),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const run = async (call: () => Promise<{ message: string }>, rereadLater = false) => {
    if (working) return;
    setWorking(true);
    setMessage('');
    try {
      push({ text: (await call()).message });
      await load();
      if (rereadLater) setTimeout(() => void load(), REREAD_AFTER_MS);
    } catch (error) {
      setMessage(textOf(error));
    }
    setWorking(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the same (and whether plain http is allowed at all).
    if (normaliseBusyAddress(url) === null) {
      setUrlError(messages.busyCalendarUrlInvalid);
      return;
    }
    setUrlError('');
    void run(async () => {
      const answer = await addBusyCalendar(url.trim(), label.trim());
      setUrl('');
      setLabel('');
      return answer;
    }, true);
  };

  if (hidden) return null;

  return (
    <section className={styles.section} aria-labelledby="busy-calendars-heading" data-testid="busy-calendars">
      <h2 id="busy-calendars-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <p className={styles.text}>{t.intro}</p>
      {calendars !== null && calendars.length === 0 ? <p className={styles.hint}>{t.none}</p> : null}
      {calendars && calendars.length > 0 ? (
        <ul className={styles.busyList} aria-label={t.heading}>
          {calendars.map((c) => (
            <li key={c.id} className={styles.busyItem} data-testid="busy-calendar">
              <span className={styles.text}>{c.label ? `${c.label} · ${c.address}` : c.address}</span>
              <span className={styles.hint} data-testid="busy-calendar-state">
                {stateText(c)}
                {' · '}
                {t.lastSuccess}: {c.last_success_at ? readableDateTime(c.last_success_at, viewerZone(), style) : t.never}
                {c.state !== 'ok' && c.last_success_at ? ` · ${t.stale}` : ''}
              </span>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => void run(() => refreshBusyCalendar(c.id), true)} disabled={working}>
                  {t.refresh}
                </Button>
                <Button variant="ghost" onClick={() => setRemoving(c)} disabled={working}>
                  {t.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.section} onSubmit={submit} noValidate>
        <TextField
          label={t.addressLabel}
          placeholder={t.addressPlaceholder}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={BUSY_URL_MAX}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={urlError || undefined}
          required
        />
        <TextField label={t.labelLabel} maxLength={BUSY_LABEL_MAX} value={label} onChange={(e) => setLabel(e.target.value)} />
        <Button type="submit" loading={working} loadingLabel={t.adding}>
          {t.add}
        </Button>
      </form>
      <p role="alert" className={styles.message} data-testid="busy-calendars-message">
        {message}
      </p>
      <ConfirmPopup
        open={removing !== null}
        title={t.removeConfirmTitle}
        description={t.removeConfirmBody}
        yesLabel={t.removeConfirm}
        noLabel={t.cancel}
        onYes={() => {
          const target = removing;
          setRemoving(null);
          if (target) void run(() => removeBusyCalendar(target.id));
        }}
        onNo={() => setRemoving(null)}
        data-testid="remove-busy-calendar-popup"
      />
    </section>
  );
}
