/**
 * The one label / hint / error block of the form primitives, and the ids
 * that tie it to the control: `htmlFor`/`id`, `aria-describedby` (the
 * caller's ids, then the hint, then the error) and `aria-invalid`.
 *
 * `useField` makes the ids; `Field` lays out label, control, hint and error
 * in a column. A primitive with another layout (a counter beside the
 * messages) uses the parts: `FieldLabel`, `FieldMessages`; a group of
 * controls uses `FieldLegend` in a `<fieldset className={fieldStyles.fieldset}>`.
 */
import { useId, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as hiddenStyles from '../visually-hidden/visually-hidden.css';
import * as styles from './field.css';

/** Whether an error is given: `undefined`, `null`, `false` and `''` mean none. */
export const hasMessage = (message: ReactNode): boolean => message !== undefined && message !== null && message !== false && message !== '';

export interface UseFieldOptions {
  /** Id of the control; one is made up (`…-<controlSuffix>`) when absent. */
  id?: string;
  /** End of the made-up control id, e.g. `input` or `select`. Default `control`. */
  controlSuffix?: string;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text under the control: shown with `role="alert"`; marks the control `aria-invalid`. */
  error?: ReactNode;
  /** Ids the caller already describes the control by; they come first in `aria-describedby`. */
  describedBy?: string;
  /** Ids of further descriptions after the hint and the error (e.g. a character counter). */
  moreDescribedBy?: readonly (string | false | undefined)[];
}

/** The ids and state of one field, from `useField`. */
export interface FieldState {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  hint: ReactNode;
  error: ReactNode;
  /** An error is shown. */
  invalid: boolean;
  /** The control's `aria-describedby`, or undefined when nothing describes it. */
  describedBy: string | undefined;
  /** Spread on the control: its `id`, `aria-invalid` and `aria-describedby`. */
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** The ids and aria wiring of a labelled control with an optional hint and error. */
export function useField({ id, controlSuffix = 'control', hint, error, describedBy, moreDescribedBy = [] }: UseFieldOptions = {}): FieldState {
  const autoId = useId();
  const controlId = id ?? `${autoId}-${controlSuffix}`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const invalid = hasMessage(error);
  const ids = [describedBy, hint ? hintId : undefined, invalid ? errorId : undefined, ...moreDescribedBy].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    labelId: `${autoId}-label`,
    hintId,
    errorId,
    hint,
    error,
    invalid,
    describedBy: ids,
    controlProps: { id: controlId, 'aria-invalid': invalid || undefined, 'aria-describedby': ids },
  };
}

export interface FieldLabelProps {
  field: FieldState;
  children: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /**
   * `label` (default) names the control through `htmlFor`; `span` is for a
   * group of controls that points at it with `aria-labelledby={field.labelId}`.
   */
  as?: 'label' | 'span';
}

/** The field's label, with the id `field.labelId`. */
export function FieldLabel({ field, children, hideLabel = false, as = 'label' }: FieldLabelProps) {
  const label =
    as === 'label' ? (
      <label id={field.labelId} htmlFor={field.controlId} className={styles.label}>
        {children}
      </label>
    ) : (
      <span id={field.labelId} className={styles.label}>
        {children}
      </span>
    );
  return hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label;
}

export interface FieldLegendProps {
  children: ReactNode;
  /** Keep the legend for screen readers only. */
  hideLabel?: boolean;
}

/** The legend that names a fieldset, styled as a field label. */
export function FieldLegend({ children, hideLabel = false }: FieldLegendProps) {
  // A legend must stay the fieldset's first child to name it, so it is hidden in place, not wrapped.
  return <legend className={hideLabel ? hiddenStyles.root : cx(styles.label, styles.legend)}>{children}</legend>;
}

/** The field's hint and error paragraphs, each only when given. */
export function FieldMessages({ field }: { field: FieldState }) {
  return (
    <>
      {field.hint ? (
        <p id={field.hintId} className={styles.hint}>
          {field.hint}
        </p>
      ) : null}
      {field.invalid ? (
        <p id={field.errorId} role="alert" className={styles.error}>
          {field.error}
        </p>
      ) : null}
    </>
  );
}

export interface FieldProps {
  /** From `useField`, whose `controlProps` the control spreads. */
  field: FieldState;
  /** Visible label (or screen-reader only with `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  /** Class of the column that holds label, control and messages. */
  className?: string;
  /** The control, and anything drawn between it and the messages. */
  children: ReactNode;
}

/**
 * A labelled control in a column: label, the control, hint, error.
 *
 * ```tsx
 * const field = useField({ hint, error });
 * <Field field={field} label="Name"><input {...field.controlProps} /></Field>
 * ```
 */
export function Field({ field, label, hideLabel = false, className, children }: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel field={field} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessages field={field} />
    </div>
  );
}
