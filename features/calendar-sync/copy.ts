/**
 * Browser-only words of the calendar sync screen (issue 28). Kept out of
 * domain/messages.ts: everything exported there that a screen uses rides in
 * every page's first load. The words the server answers or writes into a
 * feed stay in calendarSyncTexts there.
 */
import { BUSY_BLOCK_TEXT, BUSY_CALENDAR_AUDIT_WORD, calendarSyncTexts } from '../../domain/messages';

export const calendarSyncCopy = {
  ...calendarSyncTexts,
  feedHeading: 'Subscribe in your calendar',
  feedIntro: 'Your Meadow appointments in Apple Calendar, Google Calendar or Outlook. The address is secret: whoever has it sees these appointments.',
  portalFeedIntro: 'Your own appointments in Apple Calendar, Google Calendar or Outlook. The address is secret: whoever has it sees your appointments.',
  feedOn: 'Calendar feed on',
  turnOn: 'Turn on calendar feed',
  turnOff: 'Turn off',
  turningOn: 'Turning on',
  reset: 'Reset address',
  resetConfirmTitle: 'Reset the address?',
  resetConfirmBody: 'The current address stops working at once. Calendars subscribed to it stop updating until you subscribe with the new one.',
  resetConfirm: 'Reset',
  cancel: 'Cancel',
  addressLabel: 'Feed address',
  addressHidden: 'For your privacy the address is shown only once, when it is made. Reset the address to see a new one.',
  copy: 'Copy',
  copied: 'Copied',
  qrLabel: 'QR code of the feed address',
  webcal: 'Open in calendar app',
  howTo: 'Apple Calendar: tap Open in calendar app, or File › New Calendar Subscription and paste the address. Google Calendar: Other calendars › From URL, paste the address. Calendar apps check for changes every few hours.',
  titleStyleLegend: 'Show appointments as',
  titleStyleAppointment: 'Appointment',
  titleStyleInitials: "Client's initials",
  titleStyleClientNumber: 'Client number',
  titleStyleFirstName: "Client's first name",
  titleStyleFullName: "Client's full name",
  nameWarning: 'Your calendar service is not bound by HIPAA. A client’s name in it is health information outside Meadow.',
  showKind: 'Show the kind (office, video, phone)',
  includeJoinLink: 'Add the join link to video appointments',
} as const;

/**
 * Busy time in (issue 28 item 2): the section of the calendar sync screen
 * where a provider adds personal calendars, and the greyed blocks the
 * calendar views show for them. A block is only ever 'Busy': nothing of the
 * external event is kept.
 */
export const busyCalendarCopy = {
  heading: 'Busy time from other calendars',
  auditRecord: BUSY_CALENDAR_AUDIT_WORD,
  intro: 'Add the secret address (iCal) of a personal calendar. Meadow checks it every 15 minutes and keeps only when you are busy: no titles, no details. Busy time shows greyed in your calendar, and booking over it asks first.',
  addressLabel: 'Secret address (iCal)',
  addressPlaceholder: 'https://… or webcal://…',
  labelLabel: 'Name (optional)',
  add: 'Add calendar',
  adding: 'Adding',
  none: 'No calendars added yet.',
  refresh: 'Refresh now',
  remove: 'Remove',
  removeConfirmTitle: 'Remove this calendar?',
  removeConfirmBody: 'Its busy times leave your Meadow calendar.',
  removeConfirm: 'Remove',
  cancel: 'Cancel',
  busy: BUSY_BLOCK_TEXT,
  stateOk: 'Up to date',
  statePending: 'Waiting for the first check',
  /** A failed check: the busy times of the last good check stay shown. */
  stateFailed: 'Could not be read',
  lastSuccess: 'Last read',
  never: 'never',
  stale: 'Showing the busy times of the last good read.',
  events: 'events',
  reasons: {
    bad_url: 'The address is not a secure (https) calendar address.',
    blocked_address: 'The address points to a private network.',
    unreachable: 'The calendar could not be reached.',
    timeout: 'The calendar took too long to answer.',
    too_large: 'The calendar is too large (over 2 MiB).',
    too_many_redirects: 'The address redirects too often.',
    http_error: 'The calendar service refused the address.',
    not_calendar: 'The address does not answer with a calendar.',
    too_many_events: 'The calendar has more than 5,000 events.',
  },
} as const;
