/**
 * 'Book by hand' (issue 29): a small dialog over the waitlist asking the
 * day, the start (the reader's clock), the length (the entry's by default)
 * and where (the places the entry accepts). Day and start are in the
 * entry's zone, named when it is not the reader's. An overlap asks the
 * spec's question, as the appointment form does; Yes books anyway. Any
 * other refusal shows the server's words in the dialog, which stays open.
 * What it cannot say (repeats, notes) goes to the full Add Appointment form.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { WaitlistBookInput, WaitlistEntry } from '../../../domain/contract/waitlist';
import { appointmentFormTexts, messages } from '../../../domain/messages';
import type { HourCycle } from '../../../domain/time-style';
import { Button } from '../../../ui/button/button';
import { button } from '../../../ui/button/button.css';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { Popup } from '../../../ui/popup/popup';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { bookDraftOf, checkBookDraft, lengthChoices, placesOf, startChoices, type BookDraft, type BookField } from '../book-draft';
import { waitlistTexts as t } from '../copy';
import { lengthWords } from '../wishes-words';
import { entryName } from './entry-card';
import * as styles from './waitlist.css';

/** What the screen's call answered: booked (the dialog closes), the overlap question, or the server's words. */
export type BookAnswer = { kind: 'booked' } | { kind: 'overlap' } | { kind: 'refused'; message: string };

export interface BookDialogProps {
  entry: WaitlistEntry;
  hourCycle: HourCycle;
  /** The reader's zone: the entry's is named when it differs. */
  viewerZone: string;
  /** The Add Appointment form for the entry's contact and provider. */
  fullFormHref: string;
  /** Sends the booking; answers what the server said. */
  onBook: (body: WaitlistBookInput) => Promise<BookAnswer>;
  onClose: () => void;
  /** The first guess is made at this instant (stories and tests fix it). */
  now?: Date;
}

export function BookDialog({ entry, hourCycle, viewerZone, fullFormHref, onBook, onClose, now }: BookDialogProps) {
  const [draft, setDraft] = useState<BookDraft>(() => bookDraftOf(entry, now ?? new Date()));
  const [problem, setProblem] = useState<{ field: BookField | 'server'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<WaitlistBookInput | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const name = entryName(entry);
  const zone = entry.wishes.timezone;
  const places = placesOf(entry);
  const errorOf = (field: BookField) => (problem?.field === field ? problem.message : undefined);
  const set = (change: Partial<BookDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    if (problem !== null && problem.field !== 'server') setProblem(null);
  };

  const send = async (body: WaitlistBookInput) => {
    setBusy(true);
    const answer = await onBook(body);
    setBusy(false);
    if (answer.kind === 'booked') onClose();
    else if (answer.kind === 'overlap') setAsking(body);
    else setProblem({ field: 'server', message: answer.message });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkBookDraft(draft);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    void send(checked.body);
  };

  return (
    <Popup.Root open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <Popup.Content aria-describedby={undefined} data-testid="waitlist-book">
        <Popup.Title>{t.bookTitle(name)}</Popup.Title>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={`${styles.form} ${styles.dialogBody}`}>
            <TextField type="date" label={t.bookDay} required value={draft.date} onChange={(e) => set({ date: e.target.value })} error={errorOf('date')} disabled={busy} />
            <div className={styles.twoColumns}>
              <Select
                label={t.bookStart}
                options={startChoices(hourCycle, Number(draft.start))}
                value={draft.start}
                onValueChange={(start) => set({ start })}
                error={errorOf('start')}
                disabled={busy}
              />
              <Select
                label={t.bookLength}
                options={lengthChoices(Number(draft.length)).map((m) => ({ value: String(m), label: lengthWords(m) }))}
                value={draft.length}
                onValueChange={(length) => set({ length })}
                error={errorOf('length')}
                disabled={busy}
              />
            </div>
            <Select
              label={t.bookWhere}
              options={places.map((k) => ({ value: k, label: t.kindNames[k] }))}
              value={draft.where}
              onValueChange={(where) => set({ where })}
              error={errorOf('where')}
              disabled={busy}
            />
            {zone !== viewerZone ? <p className={styles.meta}>{t.bookZone(zone)}</p> : null}
          </div>
          <p role="alert" className={styles.error}>
            {problem?.field === 'server' ? problem.message : ''}
          </p>
          <p className={styles.meta}>
            <Link href={fullFormHref} className={button({ variant: 'link', size: 'sm' })}>
              {t.openFullForm}
            </Link>{' '}
            {t.fullFormHint}
          </p>
          <Popup.Actions>
            <Popup.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {t.cancel}
              </Button>
            </Popup.Close>
            <Button ref={submitRef} type="submit" loading={busy} loadingLabel={t.booking}>
              {t.bookSubmit}
            </Button>
          </Popup.Actions>
        </form>
        <ConfirmPopup
          open={asking !== null}
          title={t.bookTitle(name)}
          description={messages.overlapQuestion}
          yesLabel={appointmentFormTexts.yes}
          noLabel={appointmentFormTexts.no}
          data-testid="waitlist-overlap"
          onYes={() => {
            const body = asking;
            setAsking(null);
            if (body !== null) void send({ ...body, allow_overlap: true });
          }}
          onNo={() => setAsking(null)}
          onCloseAutoFocus={(event) => {
            // Back to Book rather than to nothing: the question had no opener of its own.
            event.preventDefault();
            submitRef.current?.focus();
          }}
        />
      </Popup.Content>
    </Popup.Root>
  );
}
