/**
 * The repeat section (spec 2, 3): one list of the outer options (Never,
 * Every weekday, Mon/Wed/Fri, Tue/Thu, Every other week) and the inner ones
 * (Daily, Weekly, Monthly, Yearly); for inner options 'Repeat every N',
 * weekday checkboxes Mon-Sun (weekly) and by day of month / day of week
 * (monthly); the start date and the end date, a number of occurrences
 * ('Ends after N occurrences', issue 26 item 5) or never; and a one-line
 * preview of the rule (repeatText).
 */
import type { Dispatch } from 'react';
import type { AppointmentFormState } from '../../../domain/appointments/form-payload';
import { endsAfterCount, isIsoDay } from '../../../domain/appointments/form-payload';
import { MAX_SERIES_COUNT, parseIso, weekdayOf } from '../../../domain/appointments/recurrence';
import {
  INNER,
  isRepeating,
  repeatChoiceToRule,
  repeatText,
  WEEKDAY_CHECKBOX_ORDER,
  WEEKDAY_LABELS,
  weeklyOnFromList,
} from '../../../domain/appointments/repeat';
import { appointmentFormTexts as t } from '../../../domain/messages';
import { CheckboxGroup } from '../../../ui/checkbox/checkbox-group';
import { Select } from '../../../ui/select/select';
import { SegmentedChoice } from '../../../ui/segmented-choice/segmented-choice';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import * as styles from './form.css';
import type { FieldHooks } from './field-hooks';
import { REPEAT_LIST, repeatFromList, repeatListValue, type FormAction } from './form-reducer';

export interface RepeatSectionProps {
  state: AppointmentFormState;
  dispatch: Dispatch<FormAction>;
  /** Ids, errors and blur checks of the repeat's fields. */
  field?: FieldHooks;
}

/** Mon-Sun checkboxes (spec 2), valued by weekday index 0 Sunday … 6 Saturday. */
const WEEKDAY_OPTIONS = WEEKDAY_CHECKBOX_ORDER.map((day) => ({ value: String(day), label: WEEKDAY_LABELS[day] }));

/** 'Repeat every N' bounds of the contract (repeatInfo.custom). */
const EVERY_MAX = 99;

/** A number field kept to a whole number from 1 to `max` (what is typed outside it is brought back in). */
interface WholeNumberFieldProps extends Partial<ReturnType<FieldHooks>> {
  label: string;
  max: number;
  value: number;
  onValue: (n: number) => void;
}

function WholeNumberField({ max, value, onValue, ...rest }: WholeNumberFieldProps) {
  return (
    <TextField
      {...rest}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={String(value)}
      onChange={(e) => {
        const n = Math.trunc(Number(e.target.value));
        onValue(Number.isFinite(n) ? Math.min(max, Math.max(1, n)) : 1);
      }}
    />
  );
}

export function RepeatSection({ state, dispatch, field }: RepeatSectionProps) {
  const { repeat } = state;
  const repeating = isRepeating(repeat);
  const inner = repeat.innerOrOuter === 'inner';
  const monthly = inner && (repeat.selectedIndex === INNER.monthlyByDayOfMonth || repeat.selectedIndex === INNER.monthlyByDayOfWeek);
  const startIso = isIsoDay(state.repeatStart) ? state.repeatStart : state.date;
  const weekday = isIsoDay(startIso) ? weekdayOf(parseIso(startIso)) : 1;
  const rule = repeating && isIsoDay(startIso) ? repeatChoiceToRule(repeat, weekday) : null;
  const counted = endsAfterCount(state);
  const preview = rule ? repeatText(rule, startIso, state.repeatNever ? null : state.repeatEnd || null, counted ? state.repeatCount : null) : null;
  const unit = t.units[repeat.selectedIndex as keyof typeof t.units] ?? t.units[0];

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t.repeat}</legend>
      <Select
        label={t.repeat}
        hideLabel
        options={REPEAT_LIST}
        value={repeatListValue(repeat)}
        onValueChange={(value) => dispatch({ type: 'repeat', repeat: repeatFromList(value, repeat, weekday) })}
      />
      {inner ? (
        <WholeNumberField
          label={`${t.repeatEvery} (${unit})`}
          max={EVERY_MAX}
          value={repeat.custom}
          onValue={(custom) => dispatch({ type: 'repeat', repeat: { custom } })}
          {...field?.('repeatEvery')}
        />
      ) : null}
      {inner && repeat.selectedIndex === INNER.weekly ? (
        <CheckboxGroup
          label={t.repeatOnDays}
          options={WEEKDAY_OPTIONS}
          value={WEEKDAY_OPTIONS.filter((o) => repeat.weeklyOn[Number(o.value)]).map((o) => o.value)}
          onChange={(days) => dispatch({ type: 'repeat', repeat: { weeklyOn: weeklyOnFromList(days.map(Number)) } })}
        />
      ) : null}
      {monthly ? (
        <SegmentedChoice
          label={t.monthlyBy}
          options={[
            { value: String(INNER.monthlyByDayOfMonth), label: t.byDayOfMonth },
            { value: String(INNER.monthlyByDayOfWeek), label: t.byDayOfWeek },
          ]}
          value={String(repeat.selectedIndex)}
          onChange={(v) => dispatch({ type: 'repeat', repeat: { selectedIndex: Number(v) } })}
        />
      ) : null}
      {repeating ? (
        <>
          <TextField
            label={t.repeatStarts}
            type="date"
            value={state.repeatStart}
            onChange={(e) => dispatch({ type: 'repeatStart', date: e.target.value })}
            {...field?.('repeatStart')}
          />
          <Toggle label={t.repeatNever} checked={state.repeatNever} onCheckedChange={(on) => dispatch({ type: 'repeatNever', on })} />
          {state.repeatNever ? null : (
            <Toggle label={t.repeatAfter} checked={state.repeatAfter} onCheckedChange={(on) => dispatch({ type: 'repeatAfter', on })} />
          )}
          {state.repeatNever ? null : counted ? (
            // Within the contract's bounds; a count the rule cannot reach in five years is the rules' to refuse.
            <WholeNumberField
              label={t.repeatCount}
              max={MAX_SERIES_COUNT}
              value={state.repeatCount}
              onValue={(count) => dispatch({ type: 'repeatCount', count })}
              {...field?.('repeatCount')}
            />
          ) : (
            <TextField
              label={t.repeatEnds}
              type="date"
              value={state.repeatEnd}
              onChange={(e) => dispatch({ type: 'repeatEnd', date: e.target.value })}
              {...field?.('repeatEnd')}
            />
          )}
          {preview ? (
            <p className={styles.preview} data-testid="repeat-preview">
              {t.repeatPreview}: {preview}
            </p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
