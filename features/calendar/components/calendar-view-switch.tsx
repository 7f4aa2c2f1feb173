/**
 * Day / Week / Month / Year (and Team): the calendar screens' switch between
 * /daily, /weekly, /monthly, /year/{year} and, for those acting for more
 * than one provider, /team. A button showing the current view that opens
 * the list of views (as phone calendars do): five segments do not fit one
 * 390 px row beside the date, its arrows and whose calendar it is (issue 27
 * item 2). The list is links in a named nav rather than a menu of buttons:
 * links keep Tab/Enter, open-in-new-tab and aria-current="page".
 */
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../domain/routes';
import { yearOfIsoDay } from '../../../domain/calendar/days';
import { ChevronDownIcon } from '../../../ui/icons/icons';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { nonPortalAtom, providerChoicesAtom } from '../../session/atoms';
import { selectedDayAtom } from '../atoms';
import { calendarCopy } from '../copy';
import * as styles from './calendar-header-row.css';

export type CalendarViewKind = 'day' | 'week' | 'month' | 'year' | 'team';

interface ViewLink {
  kind: CalendarViewKind;
  label: string;
  href: string;
}

function useViewLinks(): ViewLink[] {
  const day = useAtomValue(selectedDayAtom);
  const nonPortal = useAtomValue(nonPortalAtom);
  const choices = useAtomValue(providerChoicesAtom);
  const views: ViewLink[] = [
    { kind: 'day', label: calendarCopy.day, href: paths.daily },
    { kind: 'week', label: calendarCopy.week, href: paths.weekly },
    { kind: 'month', label: calendarCopy.month, href: paths.monthly },
    { kind: 'year', label: calendarCopy.year, href: paths.year.replace(':year', String(yearOfIsoDay(day))) },
  ];
  // Side by side makes sense only for someone who may act for more than one provider.
  if (nonPortal && choices.length > 1) views.push({ kind: 'team', label: calendarCopy.team, href: paths.team });
  return views;
}

export function CalendarViewSwitch({ current }: { current: CalendarViewKind }) {
  const views = useViewLinks();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const currentLabel = views.find((view) => view.kind === current)?.label ?? calendarCopy.day;

  useEffect(() => {
    if (!open) return;
    // A tap anywhere else closes the list, as a native picker would.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={styles.viewMenu} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className={styles.viewButton}
        onClick={() => setOpen((value) => !value)}
      >
        <VisuallyHidden>{calendarCopy.viewSwitch}: </VisuallyHidden>
        {currentLabel}
        <ChevronDownIcon size={16} strokeWidth={2.25} aria-hidden="true" />
      </button>
      <nav id={listId} aria-label={calendarCopy.viewSwitch} hidden={!open} className={styles.viewList}>
        {views.map((view) => (
          <Link
            key={view.kind}
            href={view.href}
            aria-current={view.kind === current ? 'page' : undefined}
            className={styles.viewLink}
            onClick={() => setOpen(false)}
          >
            {view.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
