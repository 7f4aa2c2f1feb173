/**
 * The appointment calls of spec section 7: form_details, add, edit, get/id and
 * delete/{id}/{scope}/{action}. Every field-level message comes from the one
 * message table; cross-field rules (start after end, repeat dates, video in
 * the past) live in domain/appointments/rules.ts so the form and the server
 * apply the same ones.
 */
import { z } from 'zod';
import { APPOINTMENT_TYPES, VIDEO_INVITE_PREFS } from '../codes';
import { messages, type MessageText } from '../messages';
import { appointmentFields, isoDate } from './calendar';
import { numericParam } from './common';
import { MAX_SERIES_COUNT } from '../appointments/recurrence';

const int = (message: MessageText) => z.int32({ error: message });

/** {day_of_month, month 1-12, year} (spec 3 payload). */
export const payloadDate = z.object(
  {
    day_of_month: int(messages.incorrectDate).min(1, messages.incorrectDate).max(31, messages.incorrectDate),
    month: int(messages.incorrectDate).min(1, messages.incorrectDate).max(12, messages.incorrectDate),
    year: int(messages.incorrectDate).min(1900, messages.incorrectDate).max(2200, messages.incorrectDate),
  },
  { error: messages.incorrectDate },
);
export type PayloadDate = z.infer<typeof payloadDate>;

/** {hr 0-23, min, sec} on the 24-hour clock. */
export const payloadTime = z.object(
  {
    hr: int(messages.incorrectTime).min(0, messages.incorrectTime).max(23, messages.incorrectTime),
    min: int(messages.incorrectTime).min(0, messages.incorrectTime).max(59, messages.incorrectTime),
    sec: int(messages.incorrectTime).min(0, messages.incorrectTime).max(59, messages.incorrectTime),
  },
  { error: messages.incorrectTime },
);
export type PayloadTime = z.infer<typeof payloadTime>;

/**
 * The kinds of contact an appointment can be with (spec 3 "Contact kinds"):
 * a client ('person'), a practice user ('app_user', 'subscriber'), or an
 * other-event contact ('other_event' person, 'event_appointment', 'group_appointment').
 */
export const CONTACT_KINDS = [
  'person',
  'app_user',
  'subscriber',
  'other_event',
  'event_appointment',
  'group_appointment',
] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** otherevent_type of the other-event kinds (spec 4). */
export const OTHEREVENT_TYPE_OF_KIND = { event_appointment: 0, other_event: 1, group_appointment: 2 } as const;

export const appointmentContact = z.object(
  {
    id: int(messages.incorrectAppointmentType).positive(messages.incorrectAppointmentType),
    type: z.enum(CONTACT_KINDS, { error: messages.incorrectAppointmentType }),
    name: z.string().max(300).default(''),
  },
  { error: messages.incorrectAppointmentType },
);
export type AppointmentContact = z.infer<typeof appointmentContact>;

const weeklyOn = z.tuple(
  [z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean()],
  { error: messages.incorrectRepeat },
);

/** repeat.info: the form's choice (domain/appointments/repeat.ts RepeatChoice). */
export const repeatInfo = z.object(
  {
    innerOrOuter: z.enum(['inner', 'outer'], { error: messages.incorrectRepeat }),
    selectedIndex: int(messages.incorrectRepeat).min(0, messages.incorrectRepeat).max(4, messages.incorrectRepeat),
    custom: int(messages.incorrectRepeat).min(1, messages.incorrectRepeat).max(99, messages.incorrectRepeat),
    weeklyOn,
  },
  { error: messages.incorrectRepeat },
);

export const NEVER_ENDS = 'never';
export const payloadRepeat = z.object(
  {
    info: repeatInfo,
    startDate: payloadDate,
    endDate: z.union([z.literal(NEVER_ENDS), payloadDate], { error: messages.incorrectRepeatDates }),
    /**
     * 'Ends after N occurrences' (issue 26 item 5): the series has this many
     * rule days from startDate; endDate is then 'never' (an end is a date or
     * a count, not both: domain/appointments/rules.ts). Ignored without a rule.
     */
    count: int(messages.incorrectRepeatDates)
      .min(1, messages.incorrectRepeatDates)
      .max(MAX_SERIES_COUNT, messages.incorrectRepeatDates)
      .optional(),
  },
  { error: messages.incorrectRepeat },
);

/** officeLocation: an office's address_id, or typed text when custom (spec 3). */
export const payloadOfficeLocation = z.object(
  {
    custom: z.boolean({ error: messages.incorrectOfficeLocation }),
    value: z.union([z.string().trim().max(300), z.int32({ error: messages.incorrectOfficeLocation }).positive(messages.incorrectOfficeLocation)], { error: messages.incorrectOfficeLocation }),
  },
  { error: messages.incorrectOfficeLocation },
);

export const NOTES_MAX = 5000;

/** POST appointment/add (spec 3 "Appointment payload to the server"). */
export const appointmentPayload = z.object({
  is_all_day: z.boolean(),
  is_office: z.boolean(),
  is_video: z.boolean(),
  is_phone: z.boolean(),
  is_other: z.boolean(),
  date: payloadDate,
  time: z.object({ start_time: payloadTime, end_time: payloadTime }, { error: messages.incorrectTime }),
  appointmentType: appointmentContact,
  repeat: payloadRepeat,
  provider_id: int(messages.incorrectProvider).positive(messages.incorrectProvider),
  /** The practice's private notes: never answered to a portal user. */
  notes: z.string().max(NOTES_MAX).default(''),
  /** 'Note for the client': the one note the appointment's portal users see. */
  client_note: z.string().max(NOTES_MAX).default(''),
  /** {product}_video: Meadow Connect or Secure Video (spec 4 "Video choice"). */
  meadow_video: z.boolean({ error: messages.incorrectVideoOption }).default(false),
  connect_video: z.boolean({ error: messages.incorrectVideoOption }).default(false),
  video_invitepref: z.enum(VIDEO_INVITE_PREFS, { error: messages.incorrectVideoOption }).default('N'),
  officeLocation: payloadOfficeLocation.nullable().default(null),
  /** The appointment's IANA zone; the provider's zone when absent. */
  timezone: z.string().max(64).optional(),
  /** Set after the user answered Yes to the overlap question (spec 4 "Overlap check"). */
  allow_overlap: z.boolean().default(false),
});
export type AppointmentPayload = z.infer<typeof appointmentPayload>;
export type AppointmentPayloadInput = z.input<typeof appointmentPayload>;

export const EDIT_SCOPES = ['single', 'future', 'all'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

/** PUT appointment/edit: the payload plus editID and oneAllFuture. */
export const appointmentEditPayload = appointmentPayload.extend({
  editID: z.int32({ error: messages.notFound }).positive(),
  oneAllFuture: z.enum(EDIT_SCOPES, { error: messages.incorrectEditScope }),
});
export type AppointmentEditPayload = z.infer<typeof appointmentEditPayload>;
export type AppointmentEditPayloadInput = z.input<typeof appointmentEditPayload>;

/**
 * The dates a write touched (spec 4 refreshRequest, spec 7 "refresh lists"):
 * delete_required days lost occurrences, refresh_required days gained or
 * changed ones, refresh_total is both; every open view reloads those days.
 */
export const refreshLists = z.object({
  delete_required: z.array(isoDate),
  refresh_required: z.array(isoDate),
  refresh_total: z.array(isoDate),
});
export type RefreshLists = z.infer<typeof refreshLists>;

/**
 * The add/edit answer: res is the (first) saved occurrence, or false when the
 * appointment being edited no longer exists (another user deleted it); the
 * lists say which days to reload either way. warning is the reminder warning
 * of spec 5 ('user doesn't have phone number or email').
 */
export const appointmentSaveResponse = refreshLists.extend({
  res: z.union([z.object({ id: z.int32(), app_date: isoDate }), z.literal(false)]),
  warning: z.string().optional(),
});
export type AppointmentSaveResponse = z.infer<typeof appointmentSaveResponse>;

/** 'HH:mm' on the 24-hour clock. */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** At most this many taken appointments are named in an overlap answer. */
export const OVERLAP_NAMED_MAX = 3;

/**
 * One appointment the new one would overlap, as the calendar shows it
 * (issue 27 item 3): its title (the client by the practice's name format,
 * or the event's name), its local day and times in its own zone, and its
 * location kind. Nothing clinical: no notes, no attendance.
 */
export const overlappedAppointment = z.object({
  id: z.int32(),
  title: z.string(),
  date: isoDate,
  start: hhmm,
  end: hhmm,
  /** 1 office, 2 video, 3 phone, 4 other (spec 9). */
  type: z.literal(APPOINTMENT_TYPES),
  /**
   * Set on busy time from the provider's personal calendar (issue 28 item 2):
   * title 'Busy', the day and times in the provider's zone, nothing else of
   * the external event; `id` is the busy block's, `type` 4 and not shown.
   */
  busy: z.literal(true).optional(),
});
export type OverlappedAppointment = z.infer<typeof overlappedAppointment>;

/**
 * 409 answer when the time slot is taken and allow_overlap was not set: the
 * question (message, overlap: older clients read only these), and the first
 * taken appointments it overlaps, earliest first (at most
 * OVERLAP_NAMED_MAX), for the staff member who may see that calendar.
 */
export const overlapResponse = z.object({
  message: z.literal(messages.overlapQuestion),
  overlap: z.literal(true),
  overlapping: z.array(overlappedAppointment).max(OVERLAP_NAMED_MAX).optional(),
});
export type OverlapResponse = z.infer<typeof overlapResponse>;

/** GET appointment/get/id/{id}?forProviderId= */
export const appointmentIdParams = z.object({ id: numericParam });
export const appointmentIdQuery = z.object({ forProviderId: numericParam.optional() });

/** One appointment with the detail screen's extra fields (spec 3 "Appointment view"). */
export const appointmentDetail = appointmentFields.extend({
  is_office: z.literal([0, 1]),
  office_location_id: z.int32().nullable(),
  custom_location: z.string().nullable(),
  /** The office's address as one line, or the custom text; '' when none. */
  location_text: z.string(),
  connectcode: z.string().nullable(),
  clientConnectcode: z.string().nullable(),
  secure_video_session_id: z.string().nullable(),
  hashed_pass_code: z.string().nullable(),
  /** The contact's e-mail and phone presence, for the reminder warning. */
  contact_has_email: z.boolean(),
  contact_has_phone: z.boolean(),
  /** Whether the series still has occurrences before this one (the 'all' scope differs from 'future'). */
  is_first_occurrence: z.boolean(),
  /** 'Ends after N occurrences': the series' count (end_on is then its last day); absent when it ends on a date or never. */
  occurrence_count: z.int32().min(1).optional(),
});
export type AppointmentDetail = z.infer<typeof appointmentDetail>;

export const appointmentByIdResponse = z.object({
  appointment: appointmentDetail,
  client_name_format: z.int32(),
  client_name_order: z.int32(),
});
export type AppointmentByIdResponse = z.infer<typeof appointmentByIdResponse>;

/** DELETE appointment/delete/{id}/{scope}/{action}; a non-numeric id is refused and changes nothing. */
export const DELETE_ACTIONS = ['delete', 'cancel', 'un-cancel'] as const;
export type DeleteAction = (typeof DELETE_ACTIONS)[number];
export const deleteParams = z.object({
  id: numericParam,
  scope: z.enum(EDIT_SCOPES, { error: messages.incorrectEditScope }),
  action: z.enum(DELETE_ACTIONS, { error: messages.invalidRequest }),
});
export const deleteResponse = refreshLists.extend({
  success: z.literal(true),
  /** The occurrences changed: one for single, the series' for future and all. */
  appointments: z.array(z.object({ id: z.int32(), app_date: isoDate })),
});
export type DeleteResponse = z.infer<typeof deleteResponse>;

/** A contact the form can pick (spec 7 form_details "details"). */
export const formContact = z.object({
  id: z.int32(),
  type: z.enum(CONTACT_KINDS),
  /** The display name (clients in the provider's client-name format). */
  name: z.string(),
  provider: z.int32(),
  has_email: z.boolean(),
  has_phone: z.boolean(),
  /** Clients and other persons: their reminder channel, the form's default reminder (issue 26 item 2). */
  reminder_pref: z.enum(VIDEO_INVITE_PREFS).optional(),
  /** Groups only. */
  is_video: z.boolean().optional(),
});
export type FormContact = z.infer<typeof formContact>;

export const officeLocation = z.object({
  address_id: z.int32(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  postal_code: z.string(),
});
export type OfficeLocation = z.infer<typeof officeLocation>;

export const formProvider = z.object({ id: z.int32(), firstName: z.string(), lastName: z.string() });

/**
 * GET appointment/form_details[?providerId=]: spec 7 names no parameter, so
 * without one the form is for the caller's default provider (their subscriber
 * for a delegate, else themselves, as appointment/get/id defaults forProviderId).
 */
export const formDetailsQuery = z.object({ providerId: numericParam.optional() });
export const formDetailsResponse = z.object({
  details: z.object({
    clients: z.array(formContact),
    people: z.array(formContact),
    events: z.array(formContact),
    groups: z.array(formContact),
    app_users: z.array(formContact),
    subscribers: z.array(formContact),
  }),
  /** Users of the practice a group may include. */
  group_users: z.array(formContact),
  office_locations: z.array(officeLocation),
  /** The provider's default office, or null. */
  provider_address_id: z.int32().nullable(),
  /** Providers the user may book for; false when only one (spec 7 "false means none"). */
  providers: z.union([z.array(formProvider), z.literal(false)]),
  /** Minutes between the default start and end. */
  appointment_time_increment: z.int32().positive(),
  /** The provider's IANA zone: new appointments are booked in it. */
  timezone: z.string(),
});
export type FormDetailsResponse = z.infer<typeof formDetailsResponse>;

