/**
 * /audit (issue 13): the practice's audit trail for its provider: the
 * events and the CSV export, with the filters folded behind a 'Filters'
 * button (issue 27 item 13) and the range they cover shown beside it. Read
 * afresh on every visit.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { readableDate } from '../../../domain/time-style';
import { Button } from '../../../ui/button/button';
import { timeStyleAtom } from '../../session/time-style';
import { loadAuditAtom } from '../api/get-audit-page';
import { auditListAtom, auditProviderIdAtom, type AuditFilterInput } from '../atoms';
import { auditTexts as t } from '../copy';
import { AuditEventList } from './audit-event-list';
import { AuditFilters } from './audit-filters';
import * as styles from './audit.css';

/** Filters set beside the dates. */
const moreFilters = (f: AuditFilterInput): number => [f.userId, f.action, f.recordType, f.recordId.trim()].filter((v) => v !== '').length;

export function AuditScreen() {
  const providerId = useAtomValue(auditProviderIdAtom);
  const { filters } = useAtomValue(auditListAtom);
  const { locale } = useAtomValue(timeStyleAtom);
  const load = useSetAtom(loadAuditAtom);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    void load();
  }, [load, providerId]);
  const more = filters ? moreFilters(filters) : 0;
  return (
    <div className={styles.screen} data-testid="audit-screen">
      <div className={styles.toolbar}>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {t.filters}
        </Button>
        {filters ? (
          <p className={styles.count} data-testid="audit-range">
            {`${readableDate(filters.from, locale, { year: true })} – ${readableDate(filters.to, locale, { year: true })}`}
            {more > 0 ? ` · ${t.activeFilters(more)}` : ''}
          </p>
        ) : null}
      </div>
      <div id={panelId} hidden={!open}>
        <AuditFilters />
      </div>
      <AuditEventList />
    </div>
  );
}
