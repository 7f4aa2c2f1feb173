/**
 * The audit trail's filters: user, action, record type, record id and the
 * dates (the last seven days in the viewer's zone at first). Apply, or Enter
 * in any field, reads the first page for them.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditAction, type AuditRecordType } from '../../../domain/contract/audit';
import { auditTexts as t } from '../copy';
import { DateRangeFields } from '../../../ui/date-range-fields/date-range-fields';
import { Select, type SelectOption } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { loadAuditAtom } from '../api/get-audit-page';
import { auditFormAtom, auditListAtom } from '../atoms';
import { actionLabels, recordTypeLabels } from './audit-labels';
import * as styles from './audit.css';

const actionOptions: readonly SelectOption<AuditAction | ''>[] = [
  { value: '', label: t.anyAction },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabels[a] })),
];
const recordTypeOptions: readonly SelectOption<AuditRecordType | ''>[] = [
  { value: '', label: t.anyRecordType },
  ...AUDIT_RECORD_TYPES.map((r) => ({ value: r, label: recordTypeLabels[r] })),
];

export function AuditFilters() {
  const [form, setForm] = useAtom(auditFormAtom);
  const { status, users } = useAtomValue(auditListAtom);
  const load = useSetAtom(loadAuditAtom);
  const userOptions: SelectOption[] = [{ value: '', label: t.anyUser }, ...users.map((u) => ({ value: String(u.id), label: u.name }))];
  // A user chosen before a reload that no longer lists them stays choosable.
  if (form.userId !== '' && !userOptions.some((o) => o.value === form.userId)) userOptions.push({ value: form.userId, label: `#${form.userId}` });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void load();
  };

  return (
    <form className={styles.filters} aria-label={t.filters} onSubmit={submit} data-testid="audit-filters">
      <div className={styles.filterGrid}>
        <Select label={t.user} options={userOptions} value={form.userId} onValueChange={(userId) => setForm({ userId })} />
        <Select label={t.action} options={actionOptions} value={form.action} onValueChange={(action) => setForm({ action })} />
        <Select label={t.recordType} options={recordTypeOptions} value={form.recordType} onValueChange={(recordType) => setForm({ recordType })} />
        <TextField
          label={t.recordId}
          hint={t.recordIdHint}
          value={form.recordId}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setForm({ recordId: event.target.value })}
        />
      </div>
      <DateRangeFields legend={t.dates} fromLabel={t.from} toLabel={t.to} goLabel={t.apply} value={{ from: form.from, to: form.to }} onChange={setForm} busy={status === 'loading'} />
    </form>
  );
}
