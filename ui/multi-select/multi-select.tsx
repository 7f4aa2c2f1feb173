/**
 * A multi-select in collapsible sections (spec 2 add-group panel: Clients,
 * Others, Subscribers, Users, each 'Nothing to select' when empty). Each
 * section is a disclosure button and a group of checkboxes.
 * PLACEHOLDER: the ui helper finishes it (story, baseline, tests, a11y).
 */
import { useId, useState } from 'react';

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
}

export function MultiSelect({ label, sections, value, onValueChange, emptyText, defaultOpen = [], disabled }: MultiSelectProps) {
  const id = useId();
  const [open, setOpen] = useState<readonly string[]>(defaultOpen);
  const toggle = (v: string) => onValueChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  return (
    <fieldset disabled={disabled}>
      <legend>{label}</legend>
      {sections.map((s) => {
        const isOpen = open.includes(s.id);
        const panelId = `${id}-${s.id}`;
        return (
          <div key={s.id}>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={() => setOpen(isOpen ? open.filter((x) => x !== s.id) : [...open, s.id])}
            >
              {s.title}
            </button>
            <div id={panelId} role="group" aria-label={s.title} hidden={!isOpen}>
              {s.options.length === 0 ? (
                <p>{emptyText}</p>
              ) : (
                s.options.map((o) => (
                  <label key={o.value}>
                    <input type="checkbox" checked={value.includes(o.value)} onChange={() => toggle(o.value)} /> {o.label}
                  </label>
                ))
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
