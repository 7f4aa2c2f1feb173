/**
 * The header search's answer (spec 2): contacts grouped 'Clients:' and
 * 'Others:', each with its label and dated appointments (links to the
 * detail screen), or 'No results'. For staff the name opens the contact's
 * record (issue 27 item 7). Presentational: takes the grouped results.
 */
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { contactRecordHref, RECORD_KINDS, RECORD_RETURN_STATE } from '../../../domain/contacts/contact-link';
import { datedAppointmentText } from '../../../domain/contacts/dated-appointment';
import type { SearchResultEntry } from '../../../domain/contacts/search-results';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { hourCycleAtom } from '../../session/time-style';
import type { SearchOutcome } from '../atoms';
import * as styles from './search.css';

export interface SearchResultsProps {
  outcome: SearchOutcome;
  /** A result link was followed (the panel closes). */
  onNavigate?: () => void;
  /** Names open the contact's record (staff; never roles 22 and 25). */
  recordLinks?: boolean;
}

interface GroupProps {
  heading: string;
  entries: SearchResultEntry[];
  onNavigate?: () => void;
  recordLinks: boolean;
}

function EntryName({ entry, onNavigate, recordLinks }: { entry: SearchResultEntry; onNavigate?: () => void; recordLinks: boolean }) {
  const label = entry.label ? <span className={styles.entryLabel}>({entry.label})</span> : null;
  if (!recordLinks || entry.kind === 'other' || !RECORD_KINDS.includes(entry.kind)) {
    return (
      <p className={styles.entryName}>
        {entry.name} {label}
      </p>
    );
  }
  return (
    <p className={styles.entryName}>
      <Link
        href={contactRecordHref({ type: entry.kind, id: entry.id })}
        state={RECORD_RETURN_STATE}
        className={styles.appointmentLink}
        onClick={onNavigate}
        data-testid="search-result-name"
      >
        {entry.name}
      </Link>{' '}
      {label}
    </p>
  );
}

function ResultGroup({ heading, entries, onNavigate, recordLinks }: GroupProps) {
  const hourCycle = useAtomValue(hourCycleAtom);
  if (entries.length === 0) return null;
  return (
    <section aria-label={heading}>
      <h2 className={styles.groupHeading}>{heading}</h2>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.key} data-testid="search-result">
            <EntryName entry={entry} onNavigate={onNavigate} recordLinks={recordLinks} />
            {entry.appointments.length > 0 ? (
              <ul className={styles.appointments}>
                {entry.appointments.map((a) => (
                  <li key={a.id}>
                    <Link href={`/appointment_detail/${a.id}`} className={styles.appointmentLink} onClick={onNavigate}>
                      <span className={a.is_cancelled === 1 ? styles.cancelled : undefined}>{datedAppointmentText(a, hourCycle)}</span>
                      {a.is_cancelled === 1 ? <VisuallyHidden>, {messages.cancelled}</VisuallyHidden> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchResults({ outcome, onNavigate, recordLinks = false }: SearchResultsProps) {
  const { clients, others } = outcome.results;
  return (
    <div aria-live="polite" data-testid="search-results">
      {clients.length === 0 && others.length === 0 ? (
        <p className={styles.note}>{t.noResults}</p>
      ) : (
        <>
          <ResultGroup heading={t.clientsHeading} entries={clients} onNavigate={onNavigate} recordLinks={recordLinks} />
          <ResultGroup heading={t.othersHeading} entries={others} onNavigate={onNavigate} recordLinks={recordLinks} />
          {outcome.truncated ? <p className={styles.note}>{t.moreResults}</p> : null}
        </>
      )}
    </div>
  );
}
