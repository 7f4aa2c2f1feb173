/**
 * The events the filters matched, newest first, as cards (phone first):
 * when in the viewer's zone and clock, who, and what they did to which
 * record in words (issue 27 item 13: 'Opened appointment — Morgan, Alex,
 * Fri, Nov 27, 10:00 AM'), a refusal marked, and the address. Route
 * patterns and raw ids stay in the CSV. 'Load more' reads the next page
 * (keyset); 'Export CSV' downloads everything the filters match.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { describeAuditEvent } from '../../../domain/audit/audit-words';
import type { DescribedAuditEvent } from '../../../domain/contract/audit';
import { messages } from '../../../domain/messages';
import type { DateTimeStyle } from '../../../domain/time-style';
import { timeStyleAtom } from '../../session/time-style';
import { auditShownCount, auditTexts as t } from '../copy';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { exportAuditAtom } from '../api/export-audit';
import { loadAuditAtom, loadMoreAuditAtom } from '../api/get-audit-page';
import { auditExportingAtom, auditListAtom, auditZoneAtom } from '../atoms';
import { actorLabel, auditTimeLabel, isRefusal } from './audit-labels';
import * as styles from './audit.css';

function AuditEventRow({ event, timeZone, style }: { event: DescribedAuditEvent; timeZone: string; style: DateTimeStyle }) {
  return (
    <li className={styles.row} data-testid="audit-event">
      <div className={styles.rowHead}>
        <time className={styles.time} dateTime={event.at}>
          {auditTimeLabel(event.at, timeZone, style)}
        </time>
        {isRefusal(event.statusCode) ? <span className={styles.refused}>{`${t.refused} (${event.statusCode})`}</span> : null}
      </div>
      <p className={styles.line}>{actorLabel(event)}</p>
      <p className={styles.what}>{describeAuditEvent(event, style)}</p>
      <dl className={styles.details}>
        <dt className={styles.term}>{t.address}</dt>
        <dd className={styles.value}>{event.ip}</dd>
      </dl>
    </li>
  );
}

export function AuditEventList() {
  const list = useAtomValue(auditListAtom);
  const timeZone = useAtomValue(auditZoneAtom);
  const style = useAtomValue(timeStyleAtom);
  const exporting = useAtomValue(auditExportingAtom);
  const load = useSetAtom(loadAuditAtom);
  const loadMore = useSetAtom(loadMoreAuditAtom);
  const exportCsv = useSetAtom(exportAuditAtom);
  const headingId = useId();
  const { status, events, nextBefore, loadingMore, error } = list;

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.heading}>
          {t.events}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => void exportCsv()} loading={exporting} loadingLabel={t.exporting} disabled={status !== 'ready'}>
          {t.exportCsv}
        </Button>
      </div>
      {status === 'loading' || status === 'idle' ? (
        <div className={styles.status}>
          <Loader label={t.loading} />
        </div>
      ) : status === 'failed' ? (
        <div className={styles.status} role="alert">
          <p>{error ?? t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {messages.tryAgain}
          </Button>
        </div>
      ) : events.length === 0 ? (
        <p className={styles.status}>{t.empty}</p>
      ) : (
        <ol className={styles.list} aria-label={t.events}>
          {events.map((event) => (
            <AuditEventRow key={event.id} event={event} timeZone={timeZone} style={style} />
          ))}
        </ol>
      )}
      {status === 'ready' ? (
        <div className={styles.footer}>
          <p className={styles.count} aria-live="polite">
            {auditShownCount(events.length)}
          </p>
          {error ? (
            <p className={styles.count} role="alert">
              {error}
            </p>
          ) : null}
          {nextBefore !== null ? (
            <Button variant="secondary" onClick={() => void loadMore()} loading={loadingMore} loadingLabel={t.loadingMore}>
              {t.loadMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
