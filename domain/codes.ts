/**
 * Code lists the database and the contract share (spec sections 3, 4, 9).
 * Kept as `as const` tuples so the Drizzle enums/checks and the zod schemas
 * derive from one list.
 */

/** Appointment type by location (spec 3, 9): 1 office, 2 video, 3 phone, 4 other. */
export const APPOINTMENT_TYPES = [1, 2, 3, 4] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const APPOINTMENT_TYPE = { office: 1, video: 2, phone: 3, other: 4 } as const;

/** Repeat codes 0-7 as the server stores them (spec 4, "Repeat code mapping"). */
export const REPEAT_CODES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type RepeatCode = (typeof REPEAT_CODES)[number];
export const REPEAT = {
  daily: 0,
  everyWeekday: 1,
  monWedFri: 2,
  tueThu: 3,
  weekly: 4,
  everyOtherWeek: 5,
  monthly: 6,
  yearly: 7,
} as const;

/**
 * Reminder channel (spec 3's video invite preference: E e-mail, S SMS, N
 * none, the default of an appointment row), plus B both since issue 26 item
 * 2: an appointment of any kind (video_invitepref) and each client's and
 * other person's preference (reminder_pref) take one of these.
 */
export const VIDEO_INVITE_PREFS = ['E', 'S', 'B', 'N'] as const;
export type VideoInvitePref = (typeof VIDEO_INVITE_PREFS)[number];
/** A contact's reminder channel until the practice changes it: e-mail (issue 26 item 2; SMS needs the contact's consent). */
export const DEFAULT_REMINDER_PREF: VideoInvitePref = 'E';

/**
 * A client's answer to a reminder's link (issue 26 item 3): none yet,
 * confirmed, or cancelled through the link. About the answer only: whether
 * the client came is attendance, another column.
 */
export const CONFIRMATION_STATUSES = ['none', 'confirmed', 'cancelled'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/** otherevent_type (spec 3, 4): 0 event_appointment, 1 other_event, 2 group_appointment. */
export const OTHEREVENT_TYPES = [0, 1, 2] as const;
export type OthereventType = (typeof OTHEREVENT_TYPES)[number];
export const OTHEREVENT_TYPE = { event: 0, person: 1, group: 2 } as const;

/** Contact kinds an appointment's client_id may point at (spec 3 "Contact kinds"). */
export const CLIENT_TYPES = ['person', 'app_user', 'subscriber'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/**
 * Group member kinds as stored (group_members.member_type): 'person' there is
 * an other person. The API never uses these words; see GROUP_PARTICIPANT_KINDS.
 */
export const GROUP_MEMBER_TYPES = ['client', 'person', 'subscriber', 'app_user'] as const;
export type GroupMemberType = (typeof GROUP_MEMBER_TYPES)[number];

/**
 * Group member kinds as groups/add takes them, in the order of the add-group
 * multi-select sections (Clients, Others, Subscribers, Users). These are the
 * spec 3 contact kinds that form_details gives each contact, so a client is
 * 'person' and an other person 'other_event' here as in every other call.
 */
export const GROUP_PARTICIPANT_KINDS = ['person', 'other_event', 'subscriber', 'app_user'] as const;
export type GroupParticipantKind = (typeof GROUP_PARTICIPANT_KINDS)[number];

/** How each participant kind is stored. */
export const GROUP_MEMBER_TYPE_OF: Readonly<Record<GroupParticipantKind, GroupMemberType>> = {
  person: 'client',
  other_event: 'person',
  subscriber: 'subscriber',
  app_user: 'app_user',
};

/** Mail box type codes (spec 4): draft 0, inbox 1, sent 2, trash 3, unread 4, custom 5. */
export const MAIL_BOX_CODES = [0, 1, 2, 3, 4, 5] as const;
export type MailBoxCode = (typeof MAIL_BOX_CODES)[number];
export const MAIL_BOX = { draft: 0, inbox: 1, sent: 2, trash: 3, unread: 4, custom: 5 } as const;

/** Phone type codes (spec 3): 0 none, C=1 cell, H=2 home, W=3 work, F=4 fax, O=5 other. */
export const PHONE_TYPE_CODES = [0, 1, 2, 3, 4, 5] as const;
export type PhoneTypeCode = (typeof PHONE_TYPE_CODES)[number];

/** Client/person status (spec 3): 1 active (new), 2 hidden from pickers. */
export const CONTACT_STATUSES = [1, 2] as const;
export const CONTACT_STATUS = { active: 1, hidden: 2 } as const;

/** State code ids 0 (none) to 51 (spec 5, 9). */
export const STATE_CODE_MIN = 0;
export const STATE_CODE_MAX = 51;

export const DEFAULT_TIMEZONE = 'America/New_York';
export const DEFAULT_INSURANCE_TYPE = 'primary';
