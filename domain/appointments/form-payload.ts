/**
 * The Add Appointment form's state (spec 3 "Appointment form state") and the
 * two ways across: form state to the payload of spec 3 (add and edit), and an
 * appointment read from the server back to form state (full edit). Pure, so
 * the form, its tests and the detail screen share it.
 */
import type { TwentyFourHourTime } from '../clock';
import { toTwentyFourHour } from '../clock';
import { APPOINTMENT_TYPE, DEFAULT_REMINDER_PREF, OTHEREVENT_TYPE, type VideoInvitePref } from '../codes';
import {
  appointmentPayload,
  NEVER_ENDS,
  type AppointmentDetail,
  type AppointmentPayload,
  type ContactKind,
  type PayloadDate,
} from '../contract/appointment';
import { summaryTitle, type NameSettings } from '../calendar/summary';
import { messages, type MessageText } from '../messages';
import { localToInstant } from './local-time';
import { addYears, isoOf, parseIso, weekdayOf } from './recurrence';
import { appointmentRuleError, DEFAULT_INCREMENT_MINUTES, DEFAULT_START, endFromStart } from './rules';
import { NEVER, repeatChoiceFromRule, sameRepeat, isRepeating, type RepeatChoice } from './repeat';

/** Exactly one location kind (spec 4 "Location type"); office is the default. */
export const LOCATION_KINDS = ['office', 'video', 'phone', 'other'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** Spec 4 "Video choice": Connect = video + connect, Secure = video only, Other = neither. */
export const VIDEO_CHOICES = ['connect', 'secure', 'other'] as const;
export type VideoChoice = (typeof VIDEO_CHOICES)[number];

/** The contact the appointment is with, as the form keeps it. */
export interface ChosenContact {
  id: number;
  type: ContactKind;
  name: string;
  has_email: boolean;
  has_phone: boolean;
  /** A client's or other person's own reminder channel (issue 26 item 2): the reminder the form starts with. */
  reminder_pref?: VideoInvitePref;
}

export interface OfficeChoice {
  /** Typed text instead of one of the provider's offices. */
  custom: boolean;
  addressId: number | null;
  customValue: string;
}

export interface AppointmentFormState {
  providerId: number;
  /** 'YYYY-MM-DD' as a native date input gives it ('' when cleared). */
  date: string;
  start: TwentyFourHourTime;
  end: TwentyFourHourTime;
  allDay: boolean;
  location: LocationKind;
  video: VideoChoice;
  /** Reminder of any kind (issue 26 item 2; spec 3's video reminder): E e-mail, S SMS, B both, N none. */
  reminder: VideoInvitePref;
  office: OfficeChoice;
  contact: ChosenContact | null;
  repeat: RepeatChoice;
  /** The repeat's first day; follows the date until the user changes it. */
  repeatStart: string;
  /** The repeat's last day; one year after the date by default. */
  repeatEnd: string;
  /** Default: marked never (spec 4, 9). */
  repeatNever: boolean;
  /** 'Ends after N occurrences' instead of the end date (issue 26 item 5); only when not never. */
  repeatAfter: boolean;
  /** That N. */
  repeatCount: number;
  /** The practice's private notes. */
  notes: string;
  /** 'Note for the client': visible to the appointment's portal users. */
  clientNote: string;
}

/** The count the form offers when 'Ends after N occurrences' is first chosen. */
export const DEFAULT_REPEAT_COUNT = 10;

/** Whether the form's series ends after a count (not never, and chosen). */
export const endsAfterCount = (s: Pick<AppointmentFormState, 'repeatNever' | 'repeatAfter'>): boolean => !s.repeatNever && s.repeatAfter;

/** One year after the day (29 February becomes 28 February). '' stays ''. */
export function defaultRepeatEnd(dateIso: string): string {
  return isIsoDay(dateIso) ? isoOf(addYears(parseIso(dateIso), 1)) : '';
}

export const isIsoDay = (s: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(s);

const toTime = (t: { hr: number; min: number }): TwentyFourHourTime => ({ hour: t.hr, minute: t.min });

export interface NewFormFacts {
  providerId: number;
  /** The day to book, 'YYYY-MM-DD' (today or the calendar's selected day). */
  date: string;
  /** form_details appointment_time_increment (minutes). */
  increment: number;
  /** form_details provider_address_id: the default office. */
  providerAddressId: number | null;
}

/** A fresh form (spec 4, 9): 10:00 to 10:00 + increment, office at the default address, no repeat. */
export function newFormState({ providerId, date, increment, providerAddressId }: NewFormFacts): AppointmentFormState {
  return {
    providerId,
    date,
    start: toTime(DEFAULT_START),
    end: toTime(endFromStart(DEFAULT_START, increment || DEFAULT_INCREMENT_MINUTES)),
    allDay: false,
    location: 'office',
    video: 'connect',
    reminder: 'N',
    office: { custom: false, addressId: providerAddressId, customValue: '' },
    contact: null,
    repeat: NEVER,
    repeatStart: date,
    repeatEnd: defaultRepeatEnd(date),
    repeatNever: true,
    repeatAfter: false,
    repeatCount: DEFAULT_REPEAT_COUNT,
    notes: '',
    clientNote: '',
  };
}

/** The end that follows a new start while adding (spec 4: end = start + increment, capped at 23). */
export function endAfter(start: TwentyFourHourTime, increment: number): TwentyFourHourTime {
  return toTime(endFromStart({ hr: start.hour, min: start.minute, sec: 0 }, increment));
}

function payloadDate(iso: string): PayloadDate {
  // An empty or malformed date becomes NaN parts, which the contract refuses with 'incorrect date'.
  const { year, month, day } = isIsoDay(iso) ? parseIso(iso) : { year: Number.NaN, month: Number.NaN, day: Number.NaN };
  return { day_of_month: day, month, year };
}

const videoFlags = (s: AppointmentFormState) => {
  if (s.location !== 'video') return { meadow_video: false, connect_video: false };
  return { meadow_video: s.video !== 'other', connect_video: s.video === 'connect' };
};

/**
 * Whether the reminder choice applies: every kind is reminded (issue 26
 * item 2), but not a video on Other Video (spec 4 hides the choice there)
 * nor an event, which has no one to remind.
 */
export const remindsFor = (s: Pick<AppointmentFormState, 'location' | 'video' | 'contact'>): boolean =>
  !(s.location === 'video' && s.video === 'other') && s.contact?.type !== 'event_appointment';

/** The reminder a newly picked contact brings: its own preference; a group or a practice user e-mail; an event none. */
export function reminderOfContact(contact: ChosenContact): VideoInvitePref {
  if (contact.type === 'event_appointment') return 'N';
  return contact.reminder_pref ?? DEFAULT_REMINDER_PREF;
}

/** The payload of spec 3 before the contract's checks (the contact must be chosen). */
export function payloadFromForm(s: AppointmentFormState, contact: ChosenContact): AppointmentPayload {
  const repeating = isRepeating(s.repeat);
  return {
    is_all_day: s.allDay,
    is_office: s.location === 'office',
    is_video: s.location === 'video',
    is_phone: s.location === 'phone',
    is_other: s.location === 'other',
    date: payloadDate(s.date),
    time: {
      start_time: { hr: s.start.hour, min: s.start.minute, sec: 0 },
      end_time: { hr: s.end.hour, min: s.end.minute, sec: 0 },
    },
    appointmentType: { id: contact.id, type: contact.type, name: contact.name },
    repeat: {
      info: { ...s.repeat, weeklyOn: [...s.repeat.weeklyOn] as [boolean, boolean, boolean, boolean, boolean, boolean, boolean] },
      // A one-off appointment still sends its dates: the server ignores them without a rule.
      startDate: payloadDate(repeating ? s.repeatStart : s.date),
      endDate: !repeating || s.repeatNever || endsAfterCount(s) ? NEVER_ENDS : payloadDate(s.repeatEnd),
      ...(repeating && endsAfterCount(s) ? { count: s.repeatCount } : {}),
    },
    provider_id: s.providerId,
    notes: s.notes.trim(),
    client_note: s.clientNote.trim(),
    ...videoFlags(s),
    video_invitepref: remindsFor(s) ? s.reminder : 'N',
    officeLocation:
      s.location !== 'office'
        ? null
        : s.office.custom
          ? { custom: true, value: s.office.customValue.trim() }
          : s.office.addressId === null
            ? null
            : { custom: false, value: s.office.addressId },
    allow_overlap: false,
  };
}

export interface FormCheckContext {
  now: Date;
  /** The provider's IANA zone (form_details timezone). */
  timezone: string;
}

/**
 * The form's checks before it submits, in the spec's order: a contact
 * ('incorrect appointment type selected'), then the contract's field checks,
 * then the cross-field rules of domain/appointments/rules.ts.
 */
export function checkForm(
  s: AppointmentFormState,
  ctx: FormCheckContext,
): { ok: true; payload: AppointmentPayload } | { ok: false; message: MessageText } {
  if (s.contact === null) return { ok: false, message: messages.incorrectAppointmentType };
  const parsed = appointmentPayload.safeParse(payloadFromForm(s, s.contact));
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message;
    const known = Object.values(messages).find((m) => m === first);
    return { ok: false, message: known ?? messages.invalidRequest };
  }
  const broken = appointmentRuleError(parsed.data, ctx);
  if (broken !== null) return { ok: false, message: broken };
  return { ok: true, payload: parsed.data };
}

/* ---------- an appointment back into the form (full edit) ---------- */

const KIND_OF_OTHEREVENT_TYPE: Record<number, ContactKind> = {
  [OTHEREVENT_TYPE.event]: 'event_appointment',
  [OTHEREVENT_TYPE.person]: 'other_event',
  [OTHEREVENT_TYPE.group]: 'group_appointment',
};

const LOCATION_OF_TYPE: Record<number, LocationKind> = {
  [APPOINTMENT_TYPE.office]: 'office',
  [APPOINTMENT_TYPE.video]: 'video',
  [APPOINTMENT_TYPE.phone]: 'phone',
  [APPOINTMENT_TYPE.other]: 'other',
};

/** is_video / is_connect back to the choice (spec 4 "Video choice"). */
export const videoChoiceOf = (isVideo: 0 | 1, isConnect: 0 | 1): VideoChoice =>
  isVideo === 1 ? (isConnect === 1 ? 'connect' : 'secure') : 'other';

/** The contact of a stored appointment, or null when it has none the form can show. */
export function contactOfDetail(d: AppointmentDetail, names: NameSettings): ChosenContact | null {
  const name = summaryTitle(d, names);
  const facts = { name, has_email: d.contact_has_email, has_phone: d.contact_has_phone };
  if (d.app_type === 0) {
    if (d.client_id === null) return null;
    return { id: d.client_id, type: d.client_type ?? 'person', ...facts };
  }
  if (d.otherevent_id === null || d.otherevent_type === null) return null;
  const type = KIND_OF_OTHEREVENT_TYPE[d.otherevent_type];
  return type ? { id: d.otherevent_id, type, ...facts } : null;
}

const NO_END = '0000-00-00';

/** A stored appointment as form state, for the detail screen's full edit. */
export function formStateFromDetail(d: AppointmentDetail, names: NameSettings): AppointmentFormState {
  const start = toTwentyFourHour({ hh: d.app_start_hh, mm: d.app_start_mm, tt: d.app_start_tt });
  const end = toTwentyFourHour({ hh: d.app_end_hh, mm: d.app_end_mm, tt: d.app_end_tt });
  const repeat = repeatChoiceFromRule(d);
  const hasEnd = d.end_on !== null && d.end_on !== NO_END && isIsoDay(d.end_on);
  return {
    providerId: d.provider_id,
    date: d.app_date,
    start,
    end,
    allDay: d.is_all_day === 1,
    location: LOCATION_OF_TYPE[d.type] ?? 'office',
    video: d.type === APPOINTMENT_TYPE.video ? videoChoiceOf(d.is_video, d.is_connect) : 'connect',
    reminder: d.video_invitepref,
    office: {
      custom: d.office_location_id === null && (d.custom_location ?? '') !== '',
      addressId: d.office_location_id,
      customValue: d.custom_location ?? '',
    },
    contact: contactOfDetail(d, names),
    repeat,
    repeatStart: d.starts_from ?? d.app_date,
    repeatEnd: hasEnd && d.end_on ? d.end_on : defaultRepeatEnd(d.app_date),
    repeatNever: !hasEnd,
    repeatAfter: d.occurrence_count !== undefined,
    repeatCount: d.occurrence_count ?? DEFAULT_REPEAT_COUNT,
    notes: d.notes,
    clientNote: d.client_note,
  };
}

/**
 * Whether the form changed the repeat (its rule, start or end): the
 * Save-choice popup then no longer offers 'single' (spec 4 "Edit scope").
 */
export function repeatChanged(before: AppointmentFormState, after: AppointmentFormState): boolean {
  if (isRepeating(before.repeat) !== isRepeating(after.repeat)) return true;
  if (!isRepeating(after.repeat)) return false;
  const weekday = isIsoDay(after.repeatStart) ? weekdayOf(parseIso(after.repeatStart)) : 0;
  return (
    !sameRepeat(before.repeat, after.repeat, weekday) ||
    before.repeatStart !== after.repeatStart ||
    before.repeatNever !== after.repeatNever ||
    endsAfterCount(before) !== endsAfterCount(after) ||
    (endsAfterCount(after) ? before.repeatCount !== after.repeatCount : !after.repeatNever && before.repeatEnd !== after.repeatEnd)
  );
}

/** A video appointment whose start has passed ('all' is then not offered, spec 4). */
export function isPastVideo(d: AppointmentDetail, now: Date): boolean {
  if (d.type !== APPOINTMENT_TYPE.video && d.is_video !== 1) return false;
  const start = toTwentyFourHour({ hh: d.app_start_hh, mm: d.app_start_mm, tt: d.app_start_tt });
  return localToInstant(parseIso(d.app_date), start, d.timezone).getTime() < now.getTime();
}
