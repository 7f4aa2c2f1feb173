/**
 * /audit (issue 13): the practice's audit trail for its provider: filters,
 * the events and the CSV export. Read afresh on every visit.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadAuditAtom } from '../api/get-audit-page';
import { auditProviderIdAtom } from '../atoms';
import { AuditEventList } from './audit-event-list';
import { AuditFilters } from './audit-filters';
import * as styles from './audit.css';

export function AuditScreen() {
  const providerId = useAtomValue(auditProviderIdAtom);
  const load = useSetAtom(loadAuditAtom);
  useEffect(() => {
    void load();
  }, [load, providerId]);
  return (
    <div className={styles.screen} data-testid="audit-screen">
      <AuditFilters />
      <AuditEventList />
    </div>
  );
}
