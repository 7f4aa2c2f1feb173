/**
 * Which field of the appointment form each rule points at, so the form can
 * mark it (issue 17 item 11). The rules themselves are the domain's: the
 * contract's field checks (their zod paths name the field) and the first
 * broken cross-field rule of domain/appointments/rules.ts (its message,
 * read with the state, names it). Pure and unit tested; the popup text stays
 * checkForm's.
 */
import {
  endsAfterCount,
  isIsoDay,
  payloadFromForm,
  type AppointmentFormState,
  type ChosenContact,
  type FormCheckContext,
} from '../../../domain/appointments/form-payload';
import { isRepeating } from '../../../domain/appointments/repeat';
import { appointmentRuleError } from '../../../domain/appointments/rules';
import { appointmentPayload } from '../../../domain/contract/appointment';
import { messages, type MessageText } from '../../../domain/messages';

/** The form's fields that can show an error, in screen order. */
export const APPOINTMENT_FIELDS = [
  'contact',
  'date',
  'start',
  'end',
  'office',
  'customOffice',
  'repeatEvery',
  'repeatStart',
  'repeatEnd',
  'repeatCount',
  'provider',
] as const;
export type AppointmentField = (typeof APPOINTMENT_FIELDS)[number];

export type AppointmentProblems = Partial<Record<AppointmentField, MessageText>>;

/** Stands in for a missing contact, so the other fields are still checked while none is chosen. */
const ANY_CONTACT: ChosenContact = { id: 1, type: 'person', name: '-', has_email: false, has_phone: false };

/** The field a contract issue's path names, or null when no field of the screen holds it. */
export function fieldOfPath(path: readonly PropertyKey[], s: Pick<AppointmentFormState, 'office' | 'repeat'>): AppointmentField | null {
  const [head, second, third] = path;
  switch (head) {
    case 'appointmentType':
      return 'contact';
    case 'date':
      return 'date';
    case 'time':
      return second === 'end_time' ? 'end' : 'start';
    case 'repeat':
      // A one-off appointment sends its date as the repeat's start.
      if (second === 'startDate') return isRepeating(s.repeat) ? 'repeatStart' : 'date';
      if (second === 'endDate') return 'repeatEnd';
      if (second === 'count') return 'repeatCount';
      return second === 'info' && third === 'custom' ? 'repeatEvery' : null;
    case 'officeLocation':
      return s.office.custom ? 'customOffice' : 'office';
    case 'provider_id':
      return 'provider';
    default:
      return null;
  }
}

/**
 * The fields a broken cross-field rule points at, the first one to focus:
 * 'incorrect time' is the end (it may not come before the start), a video in
 * the past its date and start, repeat dates the one that is not a day, else
 * the end (it may not come before the start).
 */
export function fieldsOfRule(message: MessageText, s: AppointmentFormState): AppointmentField[] {
  switch (message) {
    case messages.incorrectDate:
      return ['date'];
    case messages.incorrectTime:
      return ['end'];
    case messages.videoInPast:
      return ['date', 'start'];
    case messages.incorrectOfficeLocation:
      return [s.office.custom ? 'customOffice' : 'office'];
    case messages.incorrectRepeatDates:
      return !isIsoDay(s.repeatStart) || s.repeatNever ? ['repeatStart'] : endsAfterCount(s) ? ['repeatCount'] : ['repeatEnd'];
    case messages.incorrectProvider:
      return ['provider'];
    default:
      return [];
  }
}

/** The table's text of a contract issue (as checkForm shows it). */
const tableText = (message: string): MessageText => Object.values(messages).find((m) => m === message) ?? messages.invalidRequest;

/**
 * Every field's problem, and the one checkForm reports first (its field to
 * focus). The contact is checked first, as checkForm does; the other fields
 * are checked as if one were chosen, so leaving the date marks it even
 * before a contact is picked.
 */
export function appointmentProblems(
  s: AppointmentFormState,
  ctx: FormCheckContext,
): { problems: AppointmentProblems; first: AppointmentField | null } {
  const problems: AppointmentProblems = {};
  const order: AppointmentField[] = [];
  const add = (field: AppointmentField, message: MessageText) => {
    if (problems[field] !== undefined) return;
    problems[field] = message;
    order.push(field);
  };
  if (s.contact === null) add('contact', messages.incorrectAppointmentType);
  const parsed = appointmentPayload.safeParse(payloadFromForm(s, s.contact ?? ANY_CONTACT));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path, s);
      if (field !== null) add(field, tableText(issue.message));
    }
  } else {
    const broken = appointmentRuleError(parsed.data, ctx);
    if (broken !== null) for (const field of fieldsOfRule(broken, s)) add(field, broken);
  }
  return { problems, first: order[0] ?? null };
}
