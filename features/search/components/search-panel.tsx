/**
 * The header search panel (spec 2 "Search bar", 5 "Search", 6): intro
 * 'Searches contacts and appointments:', the SearchBar (Enter runs the
 * search, two-step clear, Cancel closes), the deep search From/To dates
 * with 'Go' (hidden for roles 22 and 25) and the grouped results.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { contactsTexts as t } from '../../../domain/messages';
import { hidesDeepSearch } from '../../../domain/roles';
import { DateRangeFields } from '../../../ui/date-range-fields/date-range-fields';
import { SearchBar } from '../../../ui/search-bar/search-bar';
import { profileAtom } from '../../session/atoms';
import { runSearchAtom } from '../api/search';
import {
  chosenSearchRangeAtom,
  clearSearchAtom,
  searchOpenAtom,
  shownSearchOutcomeAtom,
  searchRangeAtom,
  searchRunningAtom,
  searchTermAtom,
} from '../atoms';
import { SearchResults } from './search-results';
import * as styles from './search.css';

export function SearchPanel({ id }: { id?: string }) {
  const [term, setTerm] = useAtom(searchTermAtom);
  const [range, setRange] = useAtom(searchRangeAtom);
  const chosenRange = useAtomValue(chosenSearchRangeAtom);
  const outcome = useAtomValue(shownSearchOutcomeAtom);
  const running = useAtomValue(searchRunningAtom);
  const role = useAtomValue(profileAtom)?.userRole;
  const run = useSetAtom(runSearchAtom);
  const clear = useSetAtom(clearSearchAtom);
  const setOpen = useSetAtom(searchOpenAtom);
  const deepSearch = role !== undefined && !hidesDeepSearch(role);
  const close = () => setOpen(false);

  return (
    <section id={id} className={styles.panel} aria-label={t.searchLabel}>
      <p className={styles.intro}>{t.searchIntro}</p>
      <SearchBar
        label={t.searchLabel}
        placeholder={t.search}
        value={term}
        onValueChange={setTerm}
        onSubmit={() => void run()}
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
      </SearchBar>
      {outcome ? <SearchResults outcome={outcome} onNavigate={close} /> : null}
    </section>
  );
}
