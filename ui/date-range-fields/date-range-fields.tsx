/**
 * A date range under a legend: 'From' and 'To' date fields and a submit
 * button, for a search or filter form that runs on that button (or on Enter).
 */
import { FieldLegend } from '../field/field';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import * as styles from './date-range-fields.css';

/** The two ends of a range as `yyyy-mm-dd` (the value of a date input); '' when an end is emptied. */
export interface DateRange {
  from: string;
  to: string;
}

/** The ends in the order they are shown. */
const rangeEnds = ['from', 'to'] as const satisfies readonly (keyof DateRange)[];

export interface DateRangeFieldsProps {
  /** Visible name of the group: the fieldset's legend, which names it for screen readers. Required. */
  legend: string;
  /** Label of the start date field. Required. */
  fromLabel: string;
  /** Label of the end date field. Required. */
  toLabel: string;
  /** Text of the submit button. Required. */
  goLabel: string;
  /** The shown range (controlled). */
  value: DateRange;
  /** Called with the end that changed only, e.g. `{ from: '2026-01-01' }`; the caller merges it. */
  onChange: (change: Partial<DateRange>) => void;
  /** While the enclosing form's work runs: the button is disabled so it cannot be submitted twice. */
  busy?: boolean;
  className?: string;
}

/**
 * `<fieldset>` named by its visible legend, with two labelled date inputs and
 * a `type="submit"` button: it belongs inside a `<form>` (e.g. as SearchBar
 * children), whose `onSubmit` does the work, so Go and Enter behave alike.
 */
export function DateRangeFields({ legend, fromLabel, toLabel, goLabel, value, onChange, busy = false, className }: DateRangeFieldsProps) {
  devAssert(legend.trim() !== '', 'DateRangeFields needs a non-empty `legend` (the name of the group).');
  devAssert(goLabel.trim() !== '', 'DateRangeFields needs a non-empty `goLabel` (the name of the submit button).');
  const labels: DateRange = { from: fromLabel, to: toLabel };
  return (
    <fieldset className={cx(styles.root, className)}>
      <FieldLegend>{legend}</FieldLegend>
      {rangeEnds.map((end) => (
        <TextField
          key={end}
          type="date"
          label={labels[end]}
          value={value[end]}
          onChange={(event) => onChange({ [end]: event.target.value })}
          wrapperClassName={styles.dateField}
        />
      ))}
      <Button type="submit" variant="secondary" disabled={busy}>
        {goLabel}
      </Button>
    </fieldset>
  );
}
