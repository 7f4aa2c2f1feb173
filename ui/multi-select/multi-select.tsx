/**
 * A multi-select in collapsible sections (spec 2 add-group panel: Clients,
 * Others, Subscribers, Users, each 'Nothing to select' when empty). Each
 * section is a disclosure button and a group of checkboxes.
 */
import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FieldLegend, FieldMessages, useField } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { Checkbox } from '../checkbox/checkbox';
import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { countSelected, nextHeaderIndex, toggleValue } from './multi-select-state';
import * as styles from './multi-select.css';
import { ChevronDownIcon } from '../icons/icons';

export interface MultiSelectOption {
  /** Unique across all sections. */
  value: string;
  label: string;
}

export interface MultiSelectSection {
  id: string;
  title: string;
  options: readonly MultiSelectOption[];
}

export interface MultiSelectProps {
  /** The accessible name of the whole control (a fieldset legend). */
  label: string;
  sections: readonly MultiSelectSection[];
  /** Selected option values. */
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** Shown in a section with no options. */
  emptyText: string;
  /** Sections open at first; default all closed. */
  defaultOpen?: readonly string[];
  disabled?: boolean;
  /** The count on a section header with a selection, e.g. (2) => '2 selected' (the default). */
  countLabel?: (count: number) => string;
  /** Keep the legend for screen readers only (a panel whose heading already says it). */
  hideLabel?: boolean;
  /** Id of the first section's header, so a form can focus the control. */
  id?: string;
  /** Error text under the sections: shown with `role="alert"`, describes the group, marks it `aria-invalid`. */
  error?: ReactNode;
  /** Focus left the whole control (not when it moves between its headers and checkboxes). */
  onBlur?: (event: FocusEvent<HTMLFieldSetElement>) => void;
  className?: string;
}

const defaultCountLabel = (count: number) => `${count} selected`;

interface OptionRowProps {
  value: string;
  label: string;
  checked: boolean;
  onToggle: (value: string, checked: boolean) => void;
}

/** Memoised on plain props: checking one of hundreds of options re-renders only that row. */
const OptionRow = memo(function OptionRow({ value, label, checked, onToggle }: OptionRowProps) {
  return <Checkbox label={label} value={value} checked={checked} onCheckedChange={(next) => onToggle(value, next)} />;
});

/**
 * Sections of checkboxes under one legend (`<fieldset>`). Each header is a
 * disclosure button (`aria-expanded`, `aria-controls`) that shows how many of
 * its options are selected; ArrowDown / ArrowUp / Home / End move between
 * headers, Tab goes through the open sections' checkboxes, Space checks.
 * A closed section renders no rows, so long lists cost nothing until opened.
 */
export function MultiSelect({
  label,
  sections,
  value,
  onValueChange,
  emptyText,
  defaultOpen = [],
  disabled = false,
  countLabel = defaultCountLabel,
  hideLabel = false,
  id,
  error,
  onBlur,
  className,
}: MultiSelectProps) {
  const autoId = useId();
  const field = useField({ id, controlSuffix: 'header', error });
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const selected = useMemo(() => new Set(value), [value]);
  const headerRefs = useRef<Array<HTMLButtonElement | null>>([]);
  devAssert(label.trim() !== '', 'MultiSelect needs a non-empty `label` (its legend).');
  devAssert(new Set(sections.map((section) => section.id)).size === sections.length, 'MultiSelect section ids must be unique.');
  devAssert(
    new Set(sections.flatMap((section) => section.options.map((option) => option.value))).size ===
      sections.reduce((total, section) => total + section.options.length, 0),
    'MultiSelect option values must be unique across all sections.',
  );

  // Rows get one stable callback; it reads the latest selection here, so a new `value` does not re-render every row.
  const latest = useRef({ value, onValueChange });
  useLayoutEffect(() => {
    latest.current = { value, onValueChange };
  });
  const [onToggle] = useState(() => (option: string, checked: boolean) => {
    const next = toggleValue(latest.current.value, option, checked);
    latest.current = { ...latest.current, value: next };
    latest.current.onValueChange(next);
  });

  const toggleSection = (sectionId: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });
  };

  const handleHeaderKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextHeaderIndex(event.key, index, sections.length);
    if (next === null) return;
    event.preventDefault();
    headerRefs.current[next]?.focus();
  };

  return (
    <fieldset
      className={cx(fieldStyles.fieldset, className)}
      disabled={disabled}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        onBlur?.(event);
      }}
    >
      <FieldLegend hideLabel={hideLabel}>{label}</FieldLegend>
      <div className={styles.sections}>
        {sections.map((section, index) => {
          const isOpen = open.has(section.id);
          const count = countSelected(section.options, selected);
          const headerId = `${autoId}-header-${index}`;
          const panelId = `${autoId}-panel-${index}`;
          const countId = `${autoId}-count-${index}`;
          return (
            <div key={section.id} className={styles.section}>
              <button
                ref={(element) => {
                  headerRefs.current[index] = element;
                }}
                id={index === 0 ? field.controlId : headerId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                // The count is said as a description, so the button's name stays the section title.
                aria-describedby={count > 0 ? countId : undefined}
                className={styles.header}
                onClick={() => toggleSection(section.id)}
                onKeyDown={(event) => handleHeaderKeyDown(event, index)}
              >
                <span className={styles.title}>{section.title}</span>
                {count > 0 ? (
                  <span id={countId} aria-hidden="true" className={styles.count}>
                    {countLabel(count)}
                  </span>
                ) : null}
                <ChevronDownIcon aria-hidden className={styles.chevron} size={20} />
              </button>
              <div id={panelId} role="group" aria-label={section.title} hidden={!isOpen} className={styles.panel}>
                {!isOpen ? null : section.options.length === 0 ? (
                  <p className={styles.empty}>{emptyText}</p>
                ) : (
                  section.options.map((option) => (
                    <OptionRow key={option.value} value={option.value} label={option.label} checked={selected.has(option.value)} onToggle={onToggle} />
                  ))
                )}
              </div>
            </div>
          );
        })}
      </div>
      <FieldMessages field={field} />
    </fieldset>
  );
}
