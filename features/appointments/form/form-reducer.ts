/**
 * The form's state transitions (pure, unit tested): the date carries the
 * repeat's start and default end along, a new start moves the end to start
 * plus the increment while adding and, while editing, keeps the end's
 * distance from the start (spec 4 "Times"; domain/appointments/
 * end-follows-start.ts; a new end never moves the start), and the one repeat list of the screen maps onto
 * the outer/inner choice of domain/appointments/repeat.ts. Also the overlap
 * check of spec 4: NOT_CHECKED → ASK_USER → ALLOWED, reset to NOT_CHECKED.
 */
import type { TwentyFourHourTime } from '../../../domain/clock';
import type { VideoInvitePref } from '../../../domain/codes';
import { endFollowingStart } from '../../../domain/appointments/end-follows-start';
import {
  defaultRepeatEnd,
  endAfter,
  reminderOfContact,
  type AppointmentFormState,
  type ChosenContact,
  type LocationKind,
  type OfficeChoice,
  type VideoChoice,
} from '../../../domain/appointments/form-payload';
import { INNER, INNER_OPTIONS, OUTER_OPTIONS, type RepeatChoice, type WeeklyOn } from '../../../domain/appointments/repeat';

export type FormAction =
  | { type: 'reset'; state: AppointmentFormState }
  | { type: 'contact'; contact: ChosenContact | null }
  | { type: 'date'; date: string }
  /** `increment`: the minutes the end follows by (adding); null: the end keeps its distance from the start (editing, spec 4). */
  | { type: 'start'; time: TwentyFourHourTime; increment: number | null }
  | { type: 'end'; time: TwentyFourHourTime }
  | { type: 'allDay'; on: boolean }
  | { type: 'location'; location: LocationKind }
  | { type: 'video'; video: VideoChoice }
  | { type: 'reminder'; reminder: VideoInvitePref }
  | { type: 'office'; office: Partial<OfficeChoice> }
  | { type: 'provider'; providerId: number }
  | { type: 'repeat'; repeat: Partial<RepeatChoice> }
  | { type: 'repeatStart'; date: string }
  | { type: 'repeatEnd'; date: string }
  | { type: 'repeatNever'; on: boolean }
  | { type: 'repeatAfter'; on: boolean }
  | { type: 'repeatCount'; count: number }
  | { type: 'notes'; notes: string }
  | { type: 'clientNote'; clientNote: string };

export function formReducer(s: AppointmentFormState, a: FormAction): AppointmentFormState {
  switch (a.type) {
    case 'reset':
      return a.state;
    case 'contact':
      // A picked contact brings its own reminder channel (issue 26 item 2); the user may still change it.
      return { ...s, contact: a.contact, reminder: a.contact === null ? s.reminder : reminderOfContact(a.contact) };
    case 'date':
      return {
        ...s,
        date: a.date,
        // The repeat's start follows the date until the user picks another (spec 2 repeat start date).
        repeatStart: s.repeatStart === s.date ? a.date : s.repeatStart,
        // So does the default end, one year ahead.
        repeatEnd: s.repeatEnd === defaultRepeatEnd(s.date) ? defaultRepeatEnd(a.date) : s.repeatEnd,
      };
    case 'start':
      return {
        ...s,
        start: a.time,
        end: a.increment !== null ? endAfter(a.time, a.increment) : endFollowingStart({ oldStart: s.start, oldEnd: s.end, newStart: a.time }),
      };
    case 'end':
      return { ...s, end: a.time };
    case 'allDay':
      return { ...s, allDay: a.on };
    case 'location':
      return { ...s, location: a.location };
    case 'video':
      return { ...s, video: a.video };
    case 'reminder':
      return { ...s, reminder: a.reminder };
    case 'office':
      return { ...s, office: { ...s.office, ...a.office } };
    case 'provider':
      // Offices and contacts belong to a provider: the new provider's come with its form details.
      return {
        ...s,
        providerId: a.providerId,
        contact: null,
        office: { custom: s.office.custom, addressId: null, customValue: s.office.customValue },
      };
    case 'repeat':
      return { ...s, repeat: { ...s.repeat, ...a.repeat } };
    case 'repeatStart':
      return { ...s, repeatStart: a.date };
    case 'repeatEnd':
      return { ...s, repeatEnd: a.date };
    case 'repeatNever':
      return { ...s, repeatNever: a.on };
    case 'repeatAfter':
      return { ...s, repeatAfter: a.on };
    case 'repeatCount':
      return { ...s, repeatCount: a.count };
    case 'notes':
      return { ...s, notes: a.notes };
    case 'clientNote':
      return { ...s, clientNote: a.clientNote };
  }
}

/** A new form starting at `start` (when given), its end one `increment` later, as if the user had picked it. */
export function startingAt(s: AppointmentFormState, start: TwentyFourHourTime | undefined, increment: number): AppointmentFormState {
  return start === undefined ? s : formReducer(s, { type: 'start', time: start, increment });
}

/* ---------- the one repeat list of the screen ---------- */

/** The screen's repeat list: the outer options, then Daily, Weekly, Monthly (by day of month or of week) and Yearly. */
export const REPEAT_LIST = [
  ...OUTER_OPTIONS.map((label, index) => ({ value: `outer-${index}`, label })),
  { value: `inner-${INNER.daily}`, label: INNER_OPTIONS[INNER.daily] },
  { value: `inner-${INNER.weekly}`, label: INNER_OPTIONS[INNER.weekly] },
  { value: 'inner-monthly', label: INNER_OPTIONS[INNER.monthlyByDayOfMonth] },
  { value: `inner-${INNER.yearly}`, label: INNER_OPTIONS[INNER.yearly] },
] as const;
export type RepeatListValue = (typeof REPEAT_LIST)[number]['value'];

/** The list entry a choice shows as. */
export function repeatListValue(choice: RepeatChoice): RepeatListValue {
  if (choice.innerOrOuter === 'outer') {
    const entry = REPEAT_LIST.find((e) => e.value === `outer-${choice.selectedIndex}`);
    return entry?.value ?? 'outer-0';
  }
  if (choice.selectedIndex === INNER.monthlyByDayOfMonth || choice.selectedIndex === INNER.monthlyByDayOfWeek) {
    return 'inner-monthly';
  }
  const entry = REPEAT_LIST.find((e) => e.value === `inner-${choice.selectedIndex}`);
  return entry?.value ?? 'outer-0';
}

/**
 * The choice a list entry selects. Monthly keeps the by-day-of-week choice
 * when it was already monthly; weekly with no box ticked ticks the date's
 * weekday, so the checkboxes show what will be booked.
 */
export function repeatFromList(value: string, prev: RepeatChoice, dateWeekday: number): Partial<RepeatChoice> {
  const [kind, rest] = value.split('-') as [string, string];
  if (kind === 'outer') return { innerOrOuter: 'outer', selectedIndex: Number(rest) };
  if (rest === 'monthly') {
    const keep = prev.innerOrOuter === 'inner' && prev.selectedIndex === INNER.monthlyByDayOfWeek;
    return { innerOrOuter: 'inner', selectedIndex: keep ? INNER.monthlyByDayOfWeek : INNER.monthlyByDayOfMonth };
  }
  const selectedIndex = Number(rest);
  if (selectedIndex === INNER.weekly && !prev.weeklyOn.some(Boolean)) {
    const weeklyOn = prev.weeklyOn.map((_, day) => day === dateWeekday) as unknown as WeeklyOn;
    return { innerOrOuter: 'inner', selectedIndex, weeklyOn };
  }
  return { innerOrOuter: 'inner', selectedIndex };
}

/* ---------- the overlap check (spec 4) ---------- */

export type OverlapState = 'NOT_CHECKED' | 'ASK_USER' | 'ALLOWED';
export type OverlapEvent = 'conflict' | 'yes' | 'no' | 'finished';

/**
 * A conflict asks the user; Yes allows (and the form resubmits with
 * allow_overlap), No goes back to NOT_CHECKED; any finished save resets.
 */
export function overlapAfter(state: OverlapState, event: OverlapEvent): OverlapState {
  switch (event) {
    case 'conflict':
      return state === 'ALLOWED' ? 'ALLOWED' : 'ASK_USER';
    case 'yes':
      return state === 'ASK_USER' ? 'ALLOWED' : state;
    case 'no':
    case 'finished':
      return 'NOT_CHECKED';
  }
}
