/**
 * The mail search's answer (spec 2 "E-mail"): groups under Inbox, Draft,
 * Sent and Trash, each row a MessageRow linking to the mail (a draft
 * reopens in compose), or 'No results'. Presentational: takes the outcome.
 */
import type { MouseEvent } from 'react';
import { MAIL_SEARCH_GROUP_MAX, type MailListEntry } from '../../../domain/contract/mail';
import { MAIL_BOX } from '../../../domain/codes';
import { composePath, mailDetailPath, typeOfBox } from '../../../domain/mail/mail-routes';
import { mailResultDate } from '../../../domain/mail/search-query';
import { mailSearchTexts as t } from '../../../domain/messages';
import { MessageRow } from '../../../ui/message-row/message-row';
import type { MailSearchOutcome } from './atoms';
import * as styles from './mail-search.css';

const GROUPS = ['inbox', 'draft', 'sent', 'trash'] as const;

export interface MailSearchResultsProps {
  outcome: MailSearchOutcome;
  timeZone: string;
  /** A plain click on a row: the caller routes there (and closes the panel). */
  onOpen: (href: string) => void;
}

/** A draft opens in compose; anything else on the detail screen of the box it is stored in. */
export const resultHref = (entry: MailListEntry): string =>
  entry.boxCode === MAIL_BOX.draft ? composePath('draft', entry.mailBoxId) : mailDetailPath(typeOfBox(entry.boxCode), entry.mailBoxId);

/** What a row names: the sender of received mail, the recipients of one's own. */
const counterpart = (entry: MailListEntry): string => {
  const own = entry.boxCode === MAIL_BOX.sent || entry.boxCode === MAIL_BOX.draft;
  return own ? entry.to || t.nobody : entry.from;
};

function ResultGroup({ heading, entries, timeZone, onOpen }: { heading: string; entries: readonly MailListEntry[] } & Omit<MailSearchResultsProps, 'outcome'>) {
  if (entries.length === 0) return null;
  return (
    <section aria-label={heading}>
      <h2 className={styles.groupHeading}>{heading}</h2>
      <ul className={styles.rows}>
        {entries.map((entry) => {
          const href = resultHref(entry);
          const subject = entry.sub || t.noSubject;
          return (
            <li key={entry.mailBoxId} className={styles.row} data-testid="mail-search-result">
              <MessageRow
                from={counterpart(entry)}
                subject={subject}
                preview={entry.preview}
                time={mailResultDate(entry.time, timeZone)}
                unread={entry.readStatus === 0}
                unreadLabel={t.unread}
                favourite={entry.isFavourite}
                favouriteLabel={subject}
                hasAttachment={entry.hasAttachment}
                attachmentLabel={t.hasAttachments}
                href={href}
                onOpen={(event: MouseEvent<HTMLAnchorElement>) => {
                  event.preventDefault();
                  onOpen(href);
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function MailSearchResults({ outcome, timeZone, onOpen }: MailSearchResultsProps) {
  const groups = outcome.results;
  const none = GROUPS.every((g) => groups[g].length === 0);
  const capped = GROUPS.some((g) => groups[g].length >= MAIL_SEARCH_GROUP_MAX);
  return (
    <div aria-live="polite" aria-label={t.results} role="region" data-testid="mail-search-results">
      {none ? (
        <p className={styles.note}>{t.noResults}</p>
      ) : (
        <>
          {GROUPS.map((g) => (
            <ResultGroup key={g} heading={t[g]} entries={groups[g]} timeZone={timeZone} onOpen={onOpen} />
          ))}
          {capped ? <p className={styles.note}>{t.moreResults}</p> : null}
        </>
      )}
    </div>
  );
}
