/**
 * A client's record on the contact screen (issue 27 item 7): what the
 * practice holds beyond the list entry — birth date (MM-DD-YYYY, spec 9,
 * with the age), address and insurance — from clients/client_details and
 * insurance/get (staff only, as the contact screen is: roles 22 and 25
 * never reach it, and the server refuses them both calls).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { addressLines, ageOn, birthDateText, insuranceOf } from '../../../domain/contacts/client-record';
import type { ClientRecord } from '../../../domain/contract/clients';
import type { InsuranceCompany } from '../../../domain/contract/insurance';
import { contactsTexts as t } from '../../../domain/messages';
import { getClient } from '../api/clients';
import { getInsuranceCompanies } from '../api/insurance';
import { ageText, contactsCopy as c } from '../copy';
import * as styles from './contact-screen.css';

export type ClientRecordState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; record: ClientRecord; companies: InsuranceCompany[] };

/** The record of a client (`clientId` null for any other kind: nothing is loaded). Keyed by the contact where used. */
export function useClientRecord(providerId: number, clientId: number | null): ClientRecordState | null {
  const [state, setState] = useState<ClientRecordState>({ status: 'loading' });
  useEffect(() => {
    if (clientId === null || providerId <= 0) return;
    const abort = new AbortController();
    Promise.all([
      getClient(providerId, clientId, abort.signal),
      // The record still shows without the companies' names: the member id is what the front desk reads out.
      getInsuranceCompanies(providerId, abort.signal).catch(() => []),
    ]).then(
      ([record, companies]) => setState({ status: 'ready', record, companies }),
      (error: unknown) => {
        if (!abort.signal.aborted) {
          console.warn('client record load failed', error);
          setState({ status: 'failed' });
        }
      },
    );
    return () => abort.abort();
  }, [providerId, clientId]);
  return clientId === null ? null : state;
}

function Row({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <div className={styles.detail} data-testid={testId}>
      <dt className={styles.term}>{term}</dt>
      {children}
    </div>
  );
}

/** The rows of the details list: birth date, address, insurance (each only when held). */
export function ClientRecordRows({ state, today }: { state: ClientRecordState; today: string }) {
  if (state.status === 'loading') {
    return (
      <Row term={c.record} testId="client-record-loading">
        <dd className={`${styles.value} ${styles.muted}`}>{c.recordLoading}</dd>
      </Row>
    );
  }
  if (state.status === 'failed') {
    return (
      <Row term={c.record} testId="client-record-failed">
        <dd className={`${styles.value} ${styles.muted}`} role="alert">
          {c.recordFailed}
        </dd>
      </Row>
    );
  }
  const { record, companies } = state;
  const born = birthDateText(record.birthDate);
  const age = ageOn(record.birthDate, today);
  const address = addressLines(record);
  const insurance = insuranceOf(record, companies);
  return (
    <>
      {born !== null ? (
        <Row term={t.birthDate} testId="client-birth-date">
          <dd className={styles.value}>
            {born}
            {age !== null ? <span className={styles.muted}> · {ageText(age)}</span> : null}
          </dd>
        </Row>
      ) : null}
      {address.length > 0 ? (
        <Row term={t.address} testId="client-address">
          {address.map((line) => (
            <dd key={line} className={styles.value}>
              {line}
            </dd>
          ))}
        </Row>
      ) : null}
      <Row term={t.insurance} testId="client-insurance">
        {insurance === null ? (
          <dd className={`${styles.value} ${styles.muted}`}>{t.noInsurance}</dd>
        ) : (
          <>
            {insurance.company !== '' ? <dd className={styles.value}>{insurance.company}</dd> : null}
            {insurance.memberId !== '' ? (
              <dd className={styles.value}>
                {t.insuranceId}: {insurance.memberId}
              </dd>
            ) : null}
            {insurance.type !== '' ? (
              <dd className={`${styles.value} ${styles.muted}`}>
                {t.insuranceType}: {insurance.type}
              </dd>
            ) : null}
          </>
        )}
      </Row>
    </>
  );
}
