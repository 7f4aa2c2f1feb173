import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fromIsoKey, toIsoKey, type CalendarDate, type WeekStart } from './calendar-date';
import { nextFocusedDay, type CalendarPage } from './calendar-keyboard';

export interface UseDayGridOptions {
  /** Whether a day is on the page shown now (the week, or the month). */
  isInView: (date: CalendarDate) => boolean;
  /** The day that takes the Tab stop when focus has not moved yet; must be in view. */
  defaultFocus: CalendarDate;
  weekStartsOn: WeekStart;
  page: CalendarPage;
  /** A key moved focus off the page: show the page with `target` (focus follows once it renders). */
  onLeaveView: (target: CalendarDate) => void;
}

export interface DayButtonProps {
  tabIndex: 0 | -1;
  ref: (element: HTMLButtonElement | null) => () => void;
  onFocus: () => void;
}

/**
 * Roving focus for a `role="grid"` of day buttons: one Tab stop, keys from
 * `nextFocusedDay`, and focus that follows onto the next or previous page
 * when the parent shows it. Selection stays with the caller (Enter / Space
 * click the focused button).
 */
export function useDayGrid({ isInView, defaultFocus, weekStartsOn, page, onLeaveView }: UseDayGridOptions) {
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  const focused = focusedKey ? fromIsoKey(focusedKey) : null;
  const current = focused && isInView(focused) ? focused : defaultFocus;
  const currentKey = toIsoKey(current);

  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    buttons.current.get(key)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.metaKey) return;
    const next = nextFocusedDay(event.key, current, { weekStartsOn, page });
    if (!next) return;
    event.preventDefault();
    const key = toIsoKey(next);
    setFocusedKey(key);
    pendingFocus.current = key;
    if (!isInView(next)) onLeaveView(next);
  };

  const dayButtonProps = (date: CalendarDate): DayButtonProps => {
    const key = toIsoKey(date);
    return {
      tabIndex: key === currentKey ? 0 : -1,
      ref: (element) => {
        if (element) buttons.current.set(key, element);
        return () => {
          if (buttons.current.get(key) === element) buttons.current.delete(key);
        };
      },
      onFocus: () => setFocusedKey(key),
    };
  };

  return { onKeyDown, dayButtonProps, focusedDate: current };
}
