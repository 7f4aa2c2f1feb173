import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nextFocusedMonth } from '../calendar/calendar-keyboard';

export interface UseYearGridOptions {
  /** The month (0–11) that takes the Tab stop before focus has moved. */
  defaultFocus: number;
  /** Months per row of the grid. */
  columns: number;
  /** A key moved focus into the previous (-1) or next (+1) year. */
  onYearChange: (delta: 1 | -1) => void;
}

/** Roving focus over the 12 month buttons of a `role="grid"`, keys from `nextFocusedMonth`. */
export function useYearGrid({ defaultFocus, columns, onYearChange }: UseYearGridOptions) {
  const [focused, setFocused] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const pendingFocus = useRef<number | null>(null);
  const current = focused ?? defaultFocus;

  useEffect(() => {
    const month = pendingFocus.current;
    if (month === null) return;
    pendingFocus.current = null;
    buttons.current[month]?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.metaKey) return;
    const next = nextFocusedMonth(event.key, current, { columns, ctrlKey: event.ctrlKey });
    if (!next) return;
    event.preventDefault();
    setFocused(next.month);
    pendingFocus.current = next.month;
    if (next.yearDelta !== 0) onYearChange(next.yearDelta);
  };

  const monthButtonProps = (month: number) => ({
    tabIndex: month === current ? 0 : -1,
    ref: (element: HTMLButtonElement | null) => {
      buttons.current[month] = element;
    },
    onFocus: () => setFocused(month),
  });

  return { onKeyDown, monthButtonProps, focusedMonth: current };
}
