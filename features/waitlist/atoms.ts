/**
 * The waitlist screen's state (issue 29): the shown provider's entries as the
 * list call answered them, kept in list order (domain/waitlist compareEntries);
 * a write merges the entry it answers. Only the latest load may write, and
 * another provider's list is never shown.
 */
import { atom } from 'jotai';
import type { WaitlistEntry } from '../../domain/contract/waitlist';
import { compareEntries, entryIsActive } from '../../domain/waitlist/statuses';
import { getWaitlist } from './api/staff-entries';

export interface WaitlistState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  providerId: number;
  entries: WaitlistEntry[];
  failure: string;
}

const initial: WaitlistState = { status: 'idle', providerId: 0, entries: [], failure: '' };

export const waitlistAtom = atom<WaitlistState>(initial);

/** Active entries in list order, then the final ones newest first. */
export function orderEntries(entries: readonly WaitlistEntry[]): WaitlistEntry[] {
  const active = entries.filter((e) => entryIsActive(e.status)).sort(compareEntries);
  const done = entries.filter((e) => !entryIsActive(e.status)).sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0));
  return [...active, ...done];
}

let latest = 0;

export const loadWaitlistAtom = atom(null, async (get, set, providerId: number) => {
  if (providerId <= 0) return;
  const request = ++latest;
  const current = get(waitlistAtom);
  const shown = current.providerId === providerId ? current : { ...initial, providerId };
  set(waitlistAtom, { ...shown, status: 'loading' });
  try {
    const answer = await getWaitlist(providerId, { all: true });
    if (request !== latest) return;
    set(waitlistAtom, { status: 'ready', providerId, entries: orderEntries(answer.entries), failure: '' });
  } catch (error) {
    if (request !== latest) return;
    set(waitlistAtom, { ...get(waitlistAtom), status: 'failed', failure: error instanceof Error ? error.message : '' });
  }
});

/** Merges an entry a write answered (same provider only) and keeps the order. */
export const mergeEntryAtom = atom(null, (get, set, entry: WaitlistEntry) => {
  const current = get(waitlistAtom);
  if (current.providerId !== entry.provider_id) return;
  const others = current.entries.filter((e) => e.id !== entry.id);
  set(waitlistAtom, { ...current, entries: orderEntries([...others, entry]) });
});
