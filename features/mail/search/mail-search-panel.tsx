/**
 * The 'Search Mail' panel (spec 2 "E-mail", 5 "Search", 9): the SearchBar
 * (Enter runs the search, two-step clear, Cancel closes), the filters All /
 * Subject / Sender / Recipient (All at first; none ticked is refused with
 * 'Please select a filter'), From and To dates (today ± 3 months), Go, and
 * the results grouped Inbox / Draft / Sent / Trash.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { nextMailSearchFilters, type MailSearchFilter } from '../../../domain/mail/search-query';
import { mailSearchTexts as t } from '../../../domain/messages';
import { CheckboxGroup, type CheckboxGroupOption } from '../../../ui/checkbox/checkbox-group';
import { DateRangeFields } from '../../../ui/date-range-fields/date-range-fields';
import { SearchBar } from '../../../ui/search-bar/search-bar';
import { runMailSearchAtom } from './api/search-mail';
import {
  chosenMailSearchRangeAtom,
  clearMailSearchAtom,
  mailSearchFiltersAtom,
  mailSearchRangeAtom,
  mailSearchRunningAtom,
  mailSearchTermAtom,
  mailViewerZoneAtom,
  shownMailSearchOutcomeAtom,
} from './atoms';
import { MailSearchResults } from './mail-search-results';
import * as styles from './mail-search.css';

const filterOptions: readonly CheckboxGroupOption<MailSearchFilter>[] = [
  { value: 'all', label: t.all },
  { value: 'subject', label: t.subject },
  { value: 'sender', label: t.sender },
  { value: 'receiver', label: t.recipient },
];

export interface MailSearchPanelProps {
  /** Cancel, or a result was opened. */
  onClose: () => void;
}

export function MailSearchPanel({ onClose }: MailSearchPanelProps) {
  const [term, setTerm] = useAtom(mailSearchTermAtom);
  const [filters, setFilters] = useAtom(mailSearchFiltersAtom);
  const [range, setRange] = useAtom(mailSearchRangeAtom);
  const chosenRange = useAtomValue(chosenMailSearchRangeAtom);
  const outcome = useAtomValue(shownMailSearchOutcomeAtom);
  const running = useAtomValue(mailSearchRunningAtom);
  const timeZone = useAtomValue(mailViewerZoneAtom);
  const run = useSetAtom(runMailSearchAtom);
  const clear = useSetAtom(clearMailSearchAtom);
  const [, navigate] = useLocation();

  return (
    <section className={styles.panel} aria-label={t.label} data-testid="mail-search-panel">
      <SearchBar
        label={t.label}
        placeholder={t.placeholder}
        value={term}
        onValueChange={setTerm}
        onSubmit={() => void run()}
        onClear={clear}
        onCancel={onClose}
        clearLabel={t.clear}
        cancelLabel={t.cancel}
        busy={running}
        busyLabel={t.searching}
        // The second clear must stay reachable once the text is gone: it resets results, filters and dates.
        showClear={outcome !== null || chosenRange !== null || filters.join() !== 'all'}
        autoFocus
      >
        <div className={styles.extra}>
          <CheckboxGroup label={t.filters} options={filterOptions} value={filters} onChange={(ticked) => setFilters(nextMailSearchFilters(filters, ticked))} />
          <DateRangeFields legend={t.dates} fromLabel={t.from} toLabel={t.to} goLabel={t.go} value={range} onChange={setRange} busy={running} />
        </div>
      </SearchBar>
      {outcome ? (
        <MailSearchResults
          outcome={outcome}
          timeZone={timeZone}
          onOpen={(href) => {
            onClose();
            navigate(href);
          }}
        />
      ) : null}
    </section>
  );
}
