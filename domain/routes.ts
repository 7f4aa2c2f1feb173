/** Route paths of spec section 2, shared by the app's router and the server's SPA fallback. */
export const paths = {
  root: '/',
  login: '/login',
  forgotEmail: '/forgot_email',
  forgotQuestions: '/forgot_questions',
  forgotReset: '/forgot_reset/:token',
  daily: '/daily',
  /** The week (issue 27 item 1): the seven days of the selected day's week. */
  weekly: '/weekly',
  monthly: '/monthly',
  /** The front desk's day and week, one lane per provider (issue 27 item 5). */
  team: '/team',
  year: '/year/:year',
  add: '/add',
  appointmentDetail: '/appointment_detail/:id',
  contacts: '/contacts',
  addClient: '/add_client',
  addPerson: '/add_person',
  addEvent: '/add_event',
  addGroup: '/add_group',
  phone: '/phone',
  messenger: '/messenger',
  messengerOne: '/messenger/:id',
  messengerGroup: '/messenger/group/:id',
  chatDashboard: '/chat_dashboard',
  composeEmail: '/compose-email',
  emails: '/emails/:type',
  emailDetail: '/emails/:type/:id',
  folder: '/folder/:type/:folderId',
  audit: '/audit',
  securityQuestion: '/security_question',
  /** A provider's reminder lead times and naming (issue 26 item 2). */
  reminderSettings: '/reminders',
  /** Meadow Connect (issue 15): the room of one video session; the code is its capability, not an id. */
  connect: '/connect/:code',
  /** A reminder's confirm-or-cancel link (issue 26 item 3): short, so an SMS stays one segment; the token is its key. */
  reminderAnswer: '/r/:token',
  /** Calendar sync (issue 28): the user's subscription feed and the busy calendars brought in. */
  calendarSync: '/calendar_sync',
  /** A provider's waitlist (issue 29). */
  waitlist: '/waitlist',
  /** A waitlist offer's link (issue 29): no sign-in; the token is its key (signed, single-use, expiring). */
  waitlistOffer: '/w/:token',
} as const;

export const DEFAULT_YEAR = 2019;
export const MAIL_TYPES = ['inbox', 'sent', 'unread', 'draft', 'trash', 'custom', 'mailboxes'] as const;
export type MailType = (typeof MAIL_TYPES)[number];

/** /year/{year}: a non-numeric year falls back to 2019. */
export function yearFromRoute(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : DEFAULT_YEAR;
}

/** A Meadow Connect code: 64 hex characters (domain/contract/video.ts connectCode). */
export const isConnectCode = (raw: string | undefined): boolean => raw !== undefined && /^[0-9a-f]{64}$/.test(raw);

/** The address of a Meadow Connect room on this app's origin ('https://meadow.example/connect/ab12…'). */
export const connectRoomUrl = (origin: string, code: string): string =>
  `${origin.replace(/\/+$/, '')}${paths.connect.replace(':code', encodeURIComponent(code))}`;

export const isNumericId = (raw: string | undefined): boolean => raw !== undefined && /^\d+$/.test(raw);

export const isMailType = (raw: string | undefined): raw is MailType =>
  raw !== undefined && (MAIL_TYPES as readonly string[]).includes(raw);
