/**
 * The fields of a waitlist entry's wishes (issue 29): days, time windows (in
 * the reader's clock), where, earliest and latest date, session length.
 * Controlled: the staff editor and the portal card keep the draft and check
 * it with checkDraft; `problem` names the field the check refused.
 */
import { waitlistTexts as t } from '../copy';
import { formatClock, type HourCycle } from '../../../domain/time-style';
import { LOCATION_KINDS, WINDOWS_MAX, type LocationKind, type Weekday } from '../../../domain/waitlist/wishes';
import { Button } from '../../../ui/button/button';
import { CheckboxGroup } from '../../../ui/checkbox/checkbox-group';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { PlusIcon, XIcon } from '../../../ui/icons/icons';
import { Select, type SelectOption } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { lengthChoices } from '../book-draft';
import type { DraftField, WishesDraft } from '../wishes-draft';
import { lengthWords } from '../wishes-words';
import * as styles from './waitlist.css';

/** Monday first, as a week is read. */
const DAY_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
const STEP = 30;

const timeOptions = (hourCycle: HourCycle, from: number, to: number): SelectOption[] => {
  const out: SelectOption[] = [];
  for (let m = from; m <= to; m += STEP) out.push({ value: String(m), label: m === 1440 ? formatClock(0, hourCycle) : formatClock(m, hourCycle) });
  return out;
};

export interface WishesFormProps {
  draft: WishesDraft;
  onChange: (draft: WishesDraft) => void;
  hourCycle: HourCycle;
  problem?: { field: DraftField; message: string } | null;
  disabled?: boolean;
}

export function WishesForm({ draft, onChange, hourCycle, problem = null, disabled = false }: WishesFormProps) {
  const errorOf = (field: DraftField) => (problem?.field === field ? problem.message : undefined);
  const set = (change: Partial<WishesDraft>) => onChange({ ...draft, ...change });
  const starts = timeOptions(hourCycle, 0, 1410);
  const ends = timeOptions(hourCycle, 30, 1440);
  const lengths = lengthChoices(Number(draft.length));

  return (
    <>
      <CheckboxGroup
        label={t.days}
        name="waitlist-days"
        options={DAY_ORDER.map((d) => ({ value: String(d), label: t.dayShort[d] }))}
        value={draft.days.map(String)}
        onChange={(days) => set({ days: days.map((d) => Number(d) as Weekday) })}
        error={errorOf('days')}
        disabled={disabled}
      />
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>{t.windows}</legend>
        {draft.windows.map((w, i) => (
          <div key={i} className={styles.windowRow} role="group" aria-label={t.window(i + 1)}>
            <Select
              label={t.windowFrom}
              options={starts}
              value={w.start}
              onValueChange={(start) => set({ windows: draft.windows.map((x, j) => (j === i ? { ...x, start } : x)) })}
            />
            <Select
              label={t.windowTo}
              options={ends}
              value={w.end}
              onValueChange={(end) => set({ windows: draft.windows.map((x, j) => (j === i ? { ...x, end } : x)) })}
            />
            {/* At least one window stays: the server needs one ('Any time' is midnight to midnight). */}
            {draft.windows.length > 1 ? (
              <IconButton label={t.removeWindow(i + 1)} variant="ghost" onClick={() => set({ windows: draft.windows.filter((_, j) => j !== i) })}>
                <XIcon size={18} />
              </IconButton>
            ) : (
              <span />
            )}
          </div>
        ))}
        {draft.windows.length < WINDOWS_MAX ? (
          <div>
            <Button variant="secondary" size="sm" icon={<PlusIcon size={16} />} onClick={() => set({ windows: [...draft.windows, { start: '540', end: '720' }] })}>
              {t.addWindow}
            </Button>
          </div>
        ) : null}
        <p role="alert" className={styles.error}>
          {errorOf('windows') ?? ''}
        </p>
      </fieldset>
      <CheckboxGroup<LocationKind>
        label={t.kinds}
        name="waitlist-kinds"
        orientation="vertical"
        options={LOCATION_KINDS.map((k) => ({ value: k, label: t.kindNames[k] }))}
        value={draft.kinds}
        onChange={(kinds) => set({ kinds })}
        error={errorOf('kinds')}
        disabled={disabled}
      />
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>{t.datesTerm}</legend>
        <div className={styles.twoColumns}>
          <TextField type="date" label={t.earliest} value={draft.earliest} onChange={(e) => set({ earliest: e.target.value })} />
          <TextField type="date" label={t.latest} value={draft.latest} min={draft.earliest || undefined} onChange={(e) => set({ latest: e.target.value })} />
        </div>
        <p className={styles.meta}>{t.dateHint}</p>
        <p role="alert" className={styles.error}>
          {errorOf('dates') ?? ''}
        </p>
      </fieldset>
      <Select
        label={t.length}
        options={lengths.map((m) => ({ value: String(m), label: lengthWords(m) }))}
        value={draft.length}
        onValueChange={(length) => set({ length })}
        error={errorOf('length')}
        disabled={disabled}
      />
    </>
  );
}
