/**
 * One waitlist entry on the staff screen (issue 29): the contact's name, its
 * status, what they would accept in words (the reader's clock), since when
 * they wait, and the front desk's actions — move up/down, edit, remove, book
 * by hand — while the entry is active. Presentational: the screen passes the
 * callbacks, the stories fixtures.
 */
import { Fragment } from 'react';
import type { WaitlistEntry } from '../../../domain/contract/waitlist';
import { waitlistTexts as t } from '../copy';
import type { HourCycle } from '../../../domain/time-style';
import { entryEditable } from '../../../domain/waitlist/statuses';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { CalendarPlusIcon, ChevronDownIcon, ChevronUpIcon, PencilIcon, Trash2Icon } from '../../../ui/icons/icons';
import { wishesLines } from '../wishes-words';
import { instantWords } from '../offer-words';
import * as styles from './waitlist.css';

export interface EntryCardProps {
  entry: WaitlistEntry;
  hourCycle: HourCycle;
  locale?: string | readonly string[];
  /** The viewer's zone: when the entry was made and an offer's hold. */
  timeZone: string;
  canMoveUp?: boolean;
  canMoveDown?: boolean;
  busy?: boolean;
  onMove?: (direction: 'up' | 'down') => void;
  onEdit?: () => void;
  onRemove?: () => void;
  /** Opens the booking dialog; absent hides 'Book by hand'. */
  onBook?: () => void;
}

export const entryName = (entry: Pick<WaitlistEntry, 'contact'>): string => entry.contact.name || '—';

export function EntryCard({ entry, hourCycle, locale, timeZone, canMoveUp = false, canMoveDown = false, busy = false, onMove, onEdit, onRemove, onBook }: EntryCardProps) {
  const name = entryName(entry);
  const active = entryEditable(entry.status);
  const since = instantWords(entry.created_at, { timeZone, hourCycle, locale, withTime: false });
  return (
    <article className={styles.card} aria-label={name} data-testid="waitlist-entry">
      <div className={styles.cardHead}>
        <h3 className={styles.name}>{name}</h3>
        <Badge tone={entry.status === 'offered' ? 'brand' : 'muted'}>{t.status[entry.status]}</Badge>
      </div>
      <dl className={styles.facts}>
        {wishesLines(entry.wishes, hourCycle, locale).map((line) => (
          <Fragment key={line.term}>
            <dt className={styles.term}>{line.term}</dt>
            <dd className={styles.value}>{line.value}</dd>
          </Fragment>
        ))}
      </dl>
      <p className={styles.meta}>
        {t.since(since)}
        {entry.priority > 0 ? ` · ${t.priority(entry.priority)}` : ''}
      </p>
      {entry.offer !== null && entry.status === 'offered' ? (
        <p className={styles.meta}>
          {t.offerFor(instantWords(entry.offer.slot.start, { timeZone, hourCycle, locale }))}
          {' · '}
          {t.holdUntil(instantWords(entry.offer.expires_at, { timeZone, hourCycle, locale }))}
        </p>
      ) : null}
      {active ? (
        <div className={styles.actions} role="group" aria-label={t.actionsFor(name)}>
          <IconButton label={`${t.moveUp}: ${name}`} variant="ghost" disabled={!canMoveUp || busy} onClick={() => onMove?.('up')}>
            <ChevronUpIcon size={20} />
          </IconButton>
          <IconButton label={`${t.moveDown}: ${name}`} variant="ghost" disabled={!canMoveDown || busy} onClick={() => onMove?.('down')}>
            <ChevronDownIcon size={20} />
          </IconButton>
          <Button variant="secondary" size="sm" icon={<PencilIcon size={16} />} disabled={busy} onClick={onEdit}>
            {t.edit}
          </Button>
          <Button variant="secondary" size="sm" icon={<Trash2Icon size={16} />} disabled={busy} onClick={onRemove}>
            {t.remove}
          </Button>
          {onBook ? (
            <Button size="sm" icon={<CalendarPlusIcon size={16} />} disabled={busy} onClick={onBook}>
              {t.book}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
