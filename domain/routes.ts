/** Route paths of spec section 2, shared by the app's router and the server's SPA fallback. */
export const paths = {
  root: '/',
  login: '/login',
  forgotEmail: '/forgot_email',
  forgotQuestions: '/forgot_questions',
  forgotReset: '/forgot_reset/:token',
  daily: '/daily',
  monthly: '/monthly',
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
} as const;

export const DEFAULT_YEAR = 2019;
export const MAIL_TYPES = ['inbox', 'sent', 'unread', 'draft', 'trash', 'custom', 'mailboxes'] as const;
export type MailType = (typeof MAIL_TYPES)[number];

/** /year/{year}: a non-numeric year falls back to 2019. */
export function yearFromRoute(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : DEFAULT_YEAR;
}

export const isNumericId = (raw: string | undefined): boolean => raw !== undefined && /^\d+$/.test(raw);

export const isMailType = (raw: string | undefined): raw is MailType =>
  raw !== undefined && (MAIL_TYPES as readonly string[]).includes(raw);
