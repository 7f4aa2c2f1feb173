/**
 * The audit trail in words a clinician reads (issue 27 item 13): what was
 * done, from the route and action the trail stores, and which record, from
 * the label the server resolves for the reader's own practice (a client's
 * name, an appointment's client and time). Never a route pattern or a raw
 * `user:6`: those stay in the CSV's own columns. Mail and chat content is
 * never named (a subject can be health information); a conversation is
 * named by whom it is with, as the chat screen does.
 */
import type { AuditAction, AuditRecordLabel, AuditRecordType } from '../contract/audit';
import { formatClock, readableDate, type DateTimeStyle } from '../time-style';

type Words = string | Partial<Record<AuditAction, string>>;

/** Keyed by 'METHOD /route/pattern', as the trail stores the route. */
export const AUDIT_ROUTE_WORDS: Readonly<Record<string, Words>> = {
  'GET /api/reminder_answer/:token': "Opened a reminder's link for appointment",
  'GET /api/waitlist/list/:providerId': 'Viewed the waitlist',
  'POST /api/waitlist/add': 'Put a contact on the waitlist',
  'PUT /api/waitlist/edit/:entryId': 'Changed a waitlist entry',
  'PUT /api/waitlist/priority/:entryId': "Changed a waitlist entry's place",
  'DELETE /api/waitlist/remove/:entryId': 'Removed a waitlist entry',
  'POST /api/waitlist/book/:entryId': 'Booked a waitlist entry by hand',
  'PUT /api/waitlist/settings/:providerId': "Changed the waitlist's offer settings",
  'GET /api/waitlist/mine/:providerId': 'Viewed own waitlist entry',
  'POST /api/waitlist/join/:providerId': 'Joined the waitlist',
  'DELETE /api/waitlist/leave/:providerId': 'Left the waitlist',
  'POST /api/waitlist/mine/offer/:offerId/:action': 'Answered a waitlist offer',
  'GET /api/waitlist/offer/:token': "Opened a waitlist offer's link",
  'POST /api/waitlist/offer/:token/:action': "Answered a waitlist offer's link",
  'GET /api/calendar_sync/feed': 'Viewed the calendar feed settings',
  'PUT /api/calendar_sync/feed': 'Changed how the calendar feed shows appointments',
  'POST /api/calendar_sync/feed/on': 'Turned the calendar feed on',
  'POST /api/calendar_sync/feed/reset': "Reset the calendar feed's address",
  'POST /api/calendar_sync/feed/off': 'Turned the calendar feed off',
  'GET /feed/:file': 'A calendar app read the calendar feed',
  'GET /api/busy_calendars': 'Viewed own busy-time calendars',
  'POST /api/busy_calendars': 'Added a busy-time calendar',
  'DELETE /api/busy_calendars/:id': 'Removed a busy-time calendar',
  'POST /api/busy_calendars/:id/refresh': 'Refreshed a busy-time calendar',
  'POST /api/reminder_answer/:token/:action': 'Answered a reminder for appointment',
  'GET /api/appointment/get/daily/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:providerId': 'Viewed the calendar',
  'GET /api/appointment/get/yearly/:year/:providerId': 'Viewed the year calendar',
  'GET /api/appointment/form_details': 'Opened the appointment form',
  'GET /api/appointment/get/id/:id': 'Opened appointment',
  'GET /api/appointment/ics/:id': 'Downloaded to a calendar app: appointment',
  'POST /api/appointment/add': 'Booked an appointment',
  'PUT /api/appointment/edit': 'Changed appointment',
  'DELETE /api/appointment/delete/:id/:scope/:action': { update: 'Cancelled or restored appointment', delete: 'Deleted appointment' },
  'PUT /api/appointment/attendance/:id': 'Marked attendance of appointment',
  'GET /api/appointment/secure_video_login/:id': 'Started a video session for appointment',
  'GET /api/appointment/search/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:term/:providerId': 'Searched clients and appointments',
  'POST /api/chat/message/send/text': 'Sent a chat message',
  'GET /api/chat/message/get/:userId/:page/:offset': 'Read a chat conversation',
  'GET /api/chat/message/remaining/:userId/:lastMessageId': 'Read new chat messages',
  'GET /api/chat/message/details': 'Viewed the chat list',
  'PUT /api/chat/message/read': 'Marked a chat conversation read',
  'POST /api/events/add': 'Added an event',
  'PUT /api/events/edit/:id': 'Changed an event',
  'POST /api/others/add': 'Added a contact',
  'PUT /api/others/edit/:id': 'Changed a contact',
  'PUT /api/others/add_phone': 'Added a phone number to a contact',
  'POST /api/clients/add': 'Added a client',
  'PUT /api/clients/edit/:providerId': 'Changed client details',
  'PUT /api/clients/add_phone/:providerId': 'Added a phone number to a client',
  'GET /api/clients/client_details/:providerId': 'Opened client details',
  'POST /api/groups/add': 'Added a group',
  'GET /api/contacts/list/:providerId': 'Viewed the contact list',
  'GET /api/contacts/appointments/:kind/:id/:providerId': "Viewed a contact's appointments",
  'GET /api/contacts/attendance/:kind/:id/:providerId': "Viewed a contact's attendance",
  'POST /api/favourite/add': 'Marked a favourite',
  'DELETE /api/favourite/delete': 'Removed a favourite',
  'POST /api/phone_selected/add': 'Chose the phone number to call',
  'GET /api/portalemail/getall/:userId/:boxCode/:folderId/:page/:additionalOffset/:favouriteFlag/:providerId': 'Viewed a mail folder',
  'GET /api/portalemail/getContactList/:userId/:providerId': 'Opened the mail address book',
  'GET /api/portalemail/search/:userId/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:term/:providerId/:all/:subject/:sender/:receiver':
    'Searched secure messages',
  'GET /api/email/getContent/:userId/:mailId/:mailType/:providerId': 'Read a secure message',
  'POST /api/portalemail/send': 'Sent a secure message',
  'POST /api/portalemail/draft': 'Saved a draft message',
  'DELETE /api/portalemail/deleteFile/:fileId': 'Removed an attachment from a draft',
  'GET /api/portalemail/attachment/:fileId': 'Opened an attachment of a secure message',
  'PUT /api/portalemail/move': 'Moved a secure message',
  'PUT /api/portalemail/restore': 'Restored a secure message from Trash',
  'PUT /api/portalemail/read': 'Marked a secure message read or unread',
  'PUT /api/portalemail/favourite': 'Marked a secure message favourite or not',
  'DELETE /api/portalemail/delete': 'Deleted a secure message for good',
};

const VERBS: Record<AuditAction, string> = { read: 'Opened', create: 'Added', update: 'Changed', delete: 'Deleted' };
const THINGS: Record<AuditRecordType, string> = {
  client: 'client record',
  contact: 'contact',
  appointment: 'appointment',
  mail: 'secure message',
  chat: 'chat conversation',
  busy_calendar: 'busy-time calendar',
};

/** What was done: the route's words, else the action and record type ('Changed appointment'). */
export function auditActionWords(e: { route: string; action: AuditAction; recordType: AuditRecordType }): string {
  const words = AUDIT_ROUTE_WORDS[e.route];
  const chosen = typeof words === 'string' ? words : words?.[e.action];
  return chosen ?? `${VERBS[e.action]} ${THINGS[e.recordType]}`;
}

/** Shown when a record the event names is not (or no longer) among the practice's records. */
export const AUDIT_RECORD_NOT_FOUND = 'a record not on file in this practice';

/** 'Morgan, Alex, Fri, Nov 27, 10:00 AM' (or 24-hour), '' when nothing is to be said. */
export function auditRecordWords(record: AuditRecordLabel | null, style: DateTimeStyle): string {
  if (record === null) return '';
  const when =
    record.day === null
      ? ''
      : record.minutes === null
        ? readableDate(record.day, style.locale)
        : `${readableDate(record.day, style.locale)}, ${formatClock(record.minutes, style.hourCycle)}`;
  const words = [record.name ?? '', when].filter((w) => w !== '').join(', ');
  return words === '' ? AUDIT_RECORD_NOT_FOUND : words;
}

/** The event in one line: 'Opened appointment — Morgan, Alex, Fri, Nov 27, 10:00 AM', 'Read a secure message'. */
export function describeAuditEvent(
  e: { route: string; action: AuditAction; recordType: AuditRecordType; record: AuditRecordLabel | null },
  style: DateTimeStyle,
): string {
  const what = auditActionWords(e);
  const which = auditRecordWords(e.record, style);
  return which === '' ? what : `${what} — ${which}`;
}
