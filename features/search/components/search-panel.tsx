/**
 * The header search panel (spec 2 "Search bar", 5 "Search", 6): intro
 * 'Searches contacts and appointments:', the SearchBar (Enter runs the
 * search, two-step clear, Cancel closes), the deep search From/To dates
 * with 'Go' (hidden for roles 22 and 25) and the grouped results.
 * Issue 27 item 8: the search also runs as the user types (300 ms after the
 * last key), and the From / To range folds behind a 'Dates' control.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { contactsTexts as t } from '../../../domain/messages';
import { canOpenStaffScreens, hidesDeepSearch } from '../../../domain/roles';
import { Button } from '../../../ui/button/button';
import { DateRangeFields } from '../../../ui/date-range-fields/date-range-fields';
import { SearchBar } from '../../../ui/search-bar/search-bar';
import { profileAtom } from '../../session/atoms';
import { abortSearchAtom, runSearchAtom } from '../api/search';
import {
  chosenSearchRangeAtom,
  clearSearchAtom,
  currentSearchRunningAtom,
  searchOpenAtom,
  shownSearchOutcomeAtom,
  searchRangeAtom,
  searchTermAtom,
} from '../atoms';
import { searchCopy } from '../copy';
import { SearchResults } from './search-results';
import * as styles from './search.css';

/** How long typing must pause before the search runs. */
export const LIVE_SEARCH_DELAY_MS = 300;

/** Runs `run` once `value` has stayed the same for `delay` ms (not for the value the panel opened with); `cancel` drops the wait. */
function useDebounced(value: string, delay: number, run: () => void): { cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const opened = useRef(value);
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => {
    if (value === opened.current) return;
    opened.current = value;
    timer.current = setTimeout(() => {
      timer.current = null;
      latestRun.current();
    }, delay);
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [value, delay]);
  return { cancel };
}

export function SearchPanel({ id }: { id?: string }) {
  const [term, setTerm] = useAtom(searchTermAtom);
  const [range, setRange] = useAtom(searchRangeAtom);
  const chosenRange = useAtomValue(chosenSearchRangeAtom);
  const outcome = useAtomValue(shownSearchOutcomeAtom);
  // Busy only for a search of what is typed now: Enter on newer text must still start it.
  const running = useAtomValue(currentSearchRunningAtom);
  const profile = useAtomValue(profileAtom);
  const run = useSetAtom(runSearchAtom);
  const abort = useSetAtom(abortSearchAtom);
  const clear = useSetAtom(clearSearchAtom);
  const setOpen = useSetAtom(searchOpenAtom);
  const deepSearch = profile !== null && !hidesDeepSearch(profile.userRole);
  const [datesOpen, setDatesOpen] = useState(chosenRange !== null);
  const datesId = useId();
  const close = () => setOpen(false);
  const live = useDebounced(term, LIVE_SEARCH_DELAY_MS, () => void run({ live: true }));
  // A closed panel has no use for an answer in flight.
  useEffect(() => () => abort(), [abort]);

  return (
    <section id={id} className={styles.panel} aria-label={t.searchLabel}>
      <p className={styles.intro}>{t.searchIntro}</p>
      <SearchBar
        label={t.searchLabel}
        placeholder={t.search}
        value={term}
        onValueChange={setTerm}
        onSubmit={() => {
          live.cancel();
          void run();
        }}
        onClear={clear}
        onCancel={close}
        clearLabel={t.clear}
        cancelLabel={t.cancel}
        busy={running}
        busyLabel={t.searching}
        // The second clear must stay reachable once the text is gone: it resets results and dates.
        showClear={outcome !== null || chosenRange !== null}
        autoFocus
      >
        {deepSearch ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              className={styles.datesToggle}
              aria-expanded={datesOpen}
              aria-controls={datesId}
              onClick={() => setDatesOpen((open) => !open)}
            >
              {searchCopy.dates}
            </Button>
            <div id={datesId} hidden={!datesOpen}>
              {datesOpen ? (
                <DateRangeFields
                  legend={t.deepSearch}
                  fromLabel={t.from}
                  toLabel={t.to}
                  goLabel={t.go}
                  value={range}
                  onChange={setRange}
                  busy={running}
                />
              ) : null}
            </div>
          </>
        ) : null}
      </SearchBar>
      {outcome ? <SearchResults outcome={outcome} onNavigate={close} recordLinks={profile !== null && canOpenStaffScreens(profile)} /> : null}
    </section>
  );
}
