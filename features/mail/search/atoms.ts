/**
 * The mail search (spec 2 "E-mail", 3 "Search state": searchValue,
 * startDate, endDate, filter flags; 4 "Search"): the typed term, the
 * ticked filters (All at first), the dates the user chose (null: today ± 3
 * months, spec 9, computed on read so a tab left open overnight moves on),
 * the last results and whether a search is running. The call lives in
 * api/search-mail.ts.
 */
import { atom } from 'jotai';
import type { MailSearchResponse } from '../../../domain/contract/mail';
import { DEFAULT_MAIL_SEARCH_FILTERS, defaultMailSearchRange, type MailSearchFilter } from '../../../domain/mail/search-query';
import { isoDayIn, viewerTimeZone } from '../../../domain/mail/viewer-zone';
import { profileAtom, selectedProviderIdAtom } from '../../session/atoms';

export interface MailSearchRange {
  /** 'YYYY-MM-DD' ('' while a date input is cleared). */
  from: string;
  to: string;
}

export interface MailSearchOutcome {
  /** Whose mail these are: switching provider hides them. */
  providerId: number;
  results: MailSearchResponse['searchDetails'];
}

export const mailSearchTermAtom = atom('');

export const mailSearchFiltersAtom = atom<readonly MailSearchFilter[]>(DEFAULT_MAIL_SEARCH_FILTERS);

/** The zone the viewer's dates are in (the profile's, else the device's). */
export const mailViewerZoneAtom = atom((get) => viewerTimeZone(get(profileAtom)?.loggedInTimezone, Intl.DateTimeFormat().resolvedOptions().timeZone));

/** Dates the user chose; null until then. */
export const chosenMailSearchRangeAtom = atom<MailSearchRange | null>(null);

const effectiveRange = (chosen: MailSearchRange | null, timeZone: string): MailSearchRange =>
  chosen ?? defaultMailSearchRange(isoDayIn(new Date(), timeZone));

export const mailSearchRangeAtom = atom(
  (get): MailSearchRange => effectiveRange(get(chosenMailSearchRangeAtom), get(mailViewerZoneAtom)),
  (get, set, patch: Partial<MailSearchRange>) =>
    set(chosenMailSearchRangeAtom, { ...effectiveRange(get(chosenMailSearchRangeAtom), get(mailViewerZoneAtom)), ...patch }),
);

export const mailSearchOutcomeAtom = atom<MailSearchOutcome | null>(null);

/** The results to show: only those of the provider now selected. */
export const shownMailSearchOutcomeAtom = atom((get) => {
  const outcome = get(mailSearchOutcomeAtom);
  return outcome && outcome.providerId === get(selectedProviderIdAtom) ? outcome : null;
});

export const mailSearchRunningAtom = atom(false);

/** A fresh search: no term, no results, All ticked, default dates. */
export const resetMailSearchAtom = atom(null, (_get, set) => {
  set(mailSearchTermAtom, '');
  set(mailSearchFiltersAtom, DEFAULT_MAIL_SEARCH_FILTERS);
  set(chosenMailSearchRangeAtom, null);
  set(mailSearchOutcomeAtom, null);
});

/** Clearing is two-step (spec 2): the first clear empties the text and keeps the results; the next resets everything with All on. */
export const clearMailSearchAtom = atom(null, (get, set) => {
  if (get(mailSearchTermAtom) !== '') set(mailSearchTermAtom, '');
  else set(resetMailSearchAtom);
});
