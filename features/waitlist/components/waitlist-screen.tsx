/**
 * /waitlist (issue 29): the provider's waitlist for the front desk. The
 * provider is the header's selection (as every staff screen); the entries in
 * order (higher priority, then oldest) with what each would accept and its
 * status; add, edit, remove (confirmed), move up/down, book by hand (a
 * dialog: day, start, length, where; the full Add Appointment form one link
 * away); below, the practice's offer settings. A booking here publishes
 * 'appointments:changed' so this tab's calendar caches drop that day (the
 * server tells the team's other tabs with refreshRequest). Offers change statuses on the server: the list
 * reloads on the realtime channel's appointment events.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { CONTACT_PARAM } from '../../../domain/contacts/contact-link';
import type { FormContact } from '../../../domain/contract/appointment';
import type { WaitlistBookInput, WaitlistEntry, WaitlistSettings, WaitlistWishes } from '../../../domain/contract/waitlist';
import { viewerTimeZone } from '../../../domain/mail/viewer-zone';
import { messages } from '../../../domain/messages';
import { waitlistTexts as t } from '../copy';
import { paths } from '../../../domain/routes';
import { entryIsActive } from '../../../domain/waitlist/statuses';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ListOrderedIcon, PlusIcon } from '../../../ui/icons/icons';
import { ConfirmPopup } from '../../../ui/popup/confirm-popup';
import { SkeletonList } from '../../../ui/skeleton/skeleton';
import { ApiError } from '../../api/api-error';
import { pushMessageAtom } from '../../api/popup-atoms';
import { publish, useRealtimeEvent } from '../../realtime';
import { profileAtom, providerChoicesAtom, selectedProviderIdAtom } from '../../session/atoms';
import { hourCycleAtom } from '../../session/time-style';
import { bookWaitlistEntry, isOverlapQuestion } from '../api/book-entry';
import { getFormContacts } from '../api/contacts';
import { getWaitlistSettings, saveWaitlistSettings } from '../api/settings';
import { addWaitlistEntry, editWaitlistEntry, removeWaitlistEntry, setWaitlistPriority } from '../api/staff-entries';
import { loadWaitlistAtom, mergeEntryAtom, waitlistAtom } from '../atoms';
import { priorityMoves } from '../priority-move';
import { draftOf, emptyDraft } from '../wishes-draft';
import { waitlistContactsOf } from './contact-choice';
import { BookDialog, type BookAnswer } from './book-dialog';
import { EntryCard, entryName } from './entry-card';
import { EntryEditor } from './entry-editor';
import { OfferSettingsForm } from './offer-settings';
import * as styles from './waitlist.css';

const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
const deviceLocales = (): readonly string[] | undefined => (typeof navigator === 'undefined' ? undefined : navigator.languages);
const textOf = (error: unknown): string => (error instanceof ApiError ? error.message : messages.serverError);

/** The Add Appointment form for the entry's contact with its provider: a client is 'person-12', another person 'other_event-7'. */
export const bookHrefOf = (entry: Pick<WaitlistEntry, 'provider_id' | 'contact'>): string =>
  `${paths.add}?provider=${entry.provider_id}&${CONTACT_PARAM}=${entry.contact.kind === 'client' ? 'person' : 'other_event'}-${entry.contact.id}`;

type Editing = { mode: 'add' } | { mode: 'edit'; entry: WaitlistEntry } | null;

export function WaitlistScreen() {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const choices = useAtomValue(providerChoicesAtom);
  const profile = useAtomValue(profileAtom);
  const hourCycle = useAtomValue(hourCycleAtom);
  const state = useAtomValue(waitlistAtom);
  const load = useSetAtom(loadWaitlistAtom);
  const merge = useSetAtom(mergeEntryAtom);
  const say = useSetAtom(pushMessageAtom);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const [booking, setBooking] = useState<WaitlistEntry | null>(null);
  // Kept with the provider they were loaded for: another provider's are never shown.
  const [loadedContacts, setContacts] = useState<{ providerId: number; contacts: FormContact[] } | null>(null);
  const [loadedSettings, setSettings] = useState<{ providerId: number; settings: WaitlistSettings } | null>(null);
  const contacts = loadedContacts?.providerId === providerId ? loadedContacts.contacts : null;
  const settings = loadedSettings?.providerId === providerId ? loadedSettings.settings : null;
  const [busy, setBusy] = useState(false);
  const doneId = useId();
  const timeZone = viewerTimeZone(profile?.loggedInTimezone, deviceZone());
  const locale = deviceLocales();
  const provider = choices.find((c) => c.id === providerId);
  const providerName = provider ? `${provider.firstName} ${provider.lastName}`.trim() : '';

  const reload = useCallback(() => void load(providerId), [load, providerId]);
  useEffect(reload, [reload]);
  useRealtimeEvent('refreshRequest', reload);
  useRealtimeEvent('appointments:changed', reload);

  useEffect(() => {
    if (providerId <= 0) return;
    const controller = new AbortController();
    getWaitlistSettings(providerId, controller.signal).then(
      (answer) => setSettings({ providerId, settings: answer.settings }),
      () => undefined,
    );
    return () => controller.abort();
  }, [providerId]);

  // The picker's contacts load when Add is first pressed, for this provider.
  useEffect(() => {
    if (editing?.mode !== 'add' || contacts !== null || providerId <= 0) return;
    const controller = new AbortController();
    getFormContacts(providerId, controller.signal).then(
      (answer) => setContacts({ providerId, contacts: waitlistContactsOf(answer.details) }),
      (error: unknown) => {
        if (!controller.signal.aborted) say({ text: textOf(error) });
      },
    );
    return () => controller.abort();
  }, [editing, contacts, providerId, say]);

  const shown = state.providerId === providerId ? state : null;
  const entries = useMemo(() => shown?.entries ?? [], [shown]);
  const active = entries.filter((e) => entryIsActive(e.status));
  const done = entries.filter((e) => !entryIsActive(e.status));

  const save = async ({ contact, wishes }: { contact: { kind: 'client' | 'person'; id: number } | null; wishes: WaitlistWishes }): Promise<string> => {
    try {
      const answer =
        editing?.mode === 'edit'
          ? await editWaitlistEntry(editing.entry.id, { wishes })
          : await addWaitlistEntry({ provider_id: providerId, contact: { kind: contact!.kind, id: contact!.id }, wishes });
      merge(answer.entry);
      say({ key: 'waitlistEntrySaved' });
      return '';
    } catch (error) {
      return textOf(error);
    }
  };

  const act = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      say({ text: textOf(error) });
      reload();
    }
    setBusy(false);
  };

  const move = (entry: WaitlistEntry, direction: 'up' | 'down') =>
    act(async () => {
      for (const write of priorityMoves(active, entry.id, direction)) merge((await setWaitlistPriority(write.entryId, write.priority)).entry);
    });

  const remove = (entry: WaitlistEntry) =>
    act(async () => {
      const answer = await removeWaitlistEntry(entry.id);
      merge(answer.entry);
      say({ key: 'waitlistEntryRemoved' });
    });

  const book = async (entry: WaitlistEntry, body: WaitlistBookInput): Promise<BookAnswer> => {
    try {
      const answer = await bookWaitlistEntry(entry.id, body);
      merge(answer.entry);
      // The day is the entry's zone's, as the server stored the appointment's.
      publish('appointments:changed', {
        appointment: { id: answer.appointment_id, app_date: body.date },
        is_edit: false,
        provider_id: entry.provider_id,
        refresh_required: [body.date],
      });
      say({ text: answer.message });
      return { kind: 'booked' };
    } catch (error) {
      if (isOverlapQuestion(error)) return { kind: 'overlap' };
      // E.g. booked or removed meanwhile (409 'no longer waiting'): the list shows how it now is.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) reload();
      return { kind: 'refused', message: textOf(error) };
    }
  };

  const saveSettings = async (next: WaitlistSettings): Promise<string> => {
    try {
      const answer = await saveWaitlistSettings(providerId, next);
      setSettings({ providerId, settings: answer.settings });
      say({ key: 'waitlistSettingsSaved' });
      return '';
    } catch (error) {
      return textOf(error);
    }
  };

  const loaded = shown !== null && (shown.status === 'ready' || shown.status === 'failed' || (shown.status === 'loading' && entries.length > 0));
  const card = (entry: WaitlistEntry, index: number) => (
    <li key={entry.id}>
      <EntryCard
        entry={entry}
        hourCycle={hourCycle}
        locale={locale}
        timeZone={timeZone}
        canMoveUp={index > 0}
        canMoveDown={index < active.length - 1}
        busy={busy}
        onMove={(direction) => void move(entry, direction)}
        onEdit={() => setEditing({ mode: 'edit', entry })}
        onRemove={() => setRemoving(entry)}
        onBook={() => setBooking(entry)}
      />
    </li>
  );

  return (
    <div className={styles.screen} data-testid="waitlist-screen">
      <p className={styles.intro}>{t.intro}</p>
      <div>
        <Button icon={<PlusIcon size={18} />} onClick={() => setEditing({ mode: 'add' })} disabled={providerId <= 0}>
          {t.add}
        </Button>
      </div>
      {!loaded ? (
        <SkeletonList label={t.loading} rows={3} lines={3} />
      ) : shown.status === 'failed' ? (
        <div role="alert" className={styles.actions}>
          <span>{shown.failure || messages.serverError}</span>
          <Button variant="secondary" size="sm" onClick={reload}>
            {messages.tryAgain}
          </Button>
        </div>
      ) : (
        <>
          {active.length === 0 ? (
            <EmptyState headingLevel={2} icon={<ListOrderedIcon size={32} />} title={t.emptyTitle} text={t.emptyText} />
          ) : (
            <ol className={styles.list} aria-label={providerName ? t.listLabel(providerName) : t.title}>
              {active.map(card)}
            </ol>
          )}
          {done.length > 0 ? (
            <section aria-labelledby={doneId} className={styles.form}>
              <h2 id={doneId} className={styles.heading}>
                {t.earlier}
              </h2>
              <ul className={styles.list}>
                {done.map((entry) => (
                  <li key={entry.id}>
                    <EntryCard entry={entry} hourCycle={hourCycle} locale={locale} timeZone={timeZone} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      {settings !== null ? <OfferSettingsForm key={providerId} settings={settings} onSave={saveSettings} /> : null}
      {editing !== null ? (
        <EntryEditor
          mode={editing.mode}
          initial={editing.mode === 'edit' ? draftOf(editing.entry.wishes) : emptyDraft()}
          contactName={editing.mode === 'edit' ? entryName(editing.entry) : undefined}
          contacts={contacts ?? []}
          timezone={editing.mode === 'edit' ? editing.entry.wishes.timezone : timeZone}
          hourCycle={hourCycle}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {booking !== null ? (
        <BookDialog
          key={booking.id}
          entry={booking}
          hourCycle={hourCycle}
          viewerZone={timeZone}
          fullFormHref={bookHrefOf(booking)}
          onBook={(body) => book(booking, body)}
          onClose={() => setBooking(null)}
        />
      ) : null}
      <ConfirmPopup
        open={removing !== null}
        title={t.removeTitle}
        description={removing ? t.removeText(entryName(removing)) : undefined}
        yesLabel={t.remove}
        noLabel={t.cancel}
        onYes={() => {
          const entry = removing;
          setRemoving(null);
          if (entry) void remove(entry);
        }}
        onNo={() => setRemoving(null)}
      />
    </div>
  );
}
