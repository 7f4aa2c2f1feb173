/**
 * The route table of spec section 2: each route with its guard, parameter
 * rule, title and screen.
 */
import type { ReactNode } from 'react';
import { appointmentFormTexts, calendarSyncTexts, contactsTexts, mailTexts, reminderAnswerTexts, reminderSettingsTexts, securityQuestionTexts, waitlistRouteTexts } from '../domain/messages';
import { auditTexts } from '../features/audit';
import { PortalHomeSlot } from '../features/portal-home';
import type { MailListType } from '../domain/mail/mail-routes';
import type { RouteAccess } from '../domain/route-guards';
import { isConnectCode, isMailType, isNumericId, paths, yearFromRoute, type MailType } from '../domain/routes';
import { CONNECT_VIDEO_NAME, PRODUCT_NAME } from '../domain/brand';
import { lazyNamed } from './lazy-screen';
import { editAwareTitle, mailTitle } from './route-titles';

/*
 * Every screen loads on demand with its route (issue 16): a cold /login
 * downloads none of them. Each `load` is one chunk (a feature's lazy entry,
 * or the app's glue around it); the Screen starts it beside the shell's.
 */
const loadCalendar = () => import('../features/calendar/lazy');
// The week and the team views are chunks of their own: /daily's first load never carries them (issue 27).
const loadWeek = () => import('../features/calendar/week-lazy');
const loadTeam = () => import('../features/calendar/team-lazy');
const loadAddAppointment = () => import('./add-appointment-screen');
const loadAppointmentDetail = () => import('./appointment-detail-route');
const loadAppointments = () => import('../features/appointments');
const loadContacts = () => import('../features/contacts/lazy');
const loadContactForms = () => import('./contact-form-screens');
const loadChatDashboard = () => import('./chat-dashboard-screen');
const loadChat = () => import('../features/chat/lazy');
const loadMailScreens = () => import('./mail-screens');
const loadAudit = () => import('../features/audit/lazy');
const loadAccount = () => import('../features/account');
const loadForgot = () => import('../features/forgot-password/lazy');
const loadVideo = () => import('../features/video');
const loadReminderAnswer = () => import('../features/reminder-answer');
// Calendar sync (issue 28): its screen, and the QR code's library in a chunk of its own below it.
const loadCalendarSync = () => import('../features/calendar-sync/lazy');
// The waitlist (issue 29): the staff screen and the offer link's public page, each a chunk of its own.
const loadWaitlist = () => import('../features/waitlist/lazy');
const loadWaitlistOffer = () => import('../features/waitlist/offer-lazy');
// The portal home's waitlist card: downloaded only when a portal user's home renders it (never in /daily's first load).
const loadPortalWaitlist = () => import('../features/waitlist/portal-lazy');

const DailyView = lazyNamed(loadCalendar, 'DailyView');
const MonthlyView = lazyNamed(loadCalendar, 'MonthlyView');
const WeekView = lazyNamed(loadWeek, 'WeekView');
const TeamView = lazyNamed(loadTeam, 'TeamView');
const YearView = lazyNamed(loadCalendar, 'YearView');
const AddAppointmentScreen = lazyNamed(loadAddAppointment, 'AddAppointmentScreen');
const AppointmentDetailRoute = lazyNamed(loadAppointmentDetail, 'AppointmentDetailRoute');
const SaveAppointmentButton = lazyNamed(loadAppointments, 'SaveAppointmentButton');
const ContactsScreen = lazyNamed(loadContacts, 'ContactsScreen');
const PhoneScreen = lazyNamed(loadContacts, 'PhoneScreen');
const SaveContactButton = lazyNamed(loadContacts, 'SaveContactButton');
const AddClientScreen = lazyNamed(loadContactForms, 'AddClientScreen');
const AddPersonScreen = lazyNamed(loadContactForms, 'AddPersonScreen');
const AddEventScreen = lazyNamed(loadContactForms, 'AddEventScreen');
const AddGroupScreen = lazyNamed(loadContactForms, 'AddGroupScreen');
const ChatDashboardScreen = lazyNamed(loadChatDashboard, 'ChatDashboardScreen');
const Conversation = lazyNamed(loadChat, 'Conversation');
const ComposeRoute = lazyNamed(loadMailScreens, 'ComposeRoute');
const MailDetailRoute = lazyNamed(loadMailScreens, 'MailDetailRoute');
const MailListRoute = lazyNamed(loadMailScreens, 'MailListRoute');
const AuditScreen = lazyNamed(loadAudit, 'AuditScreen');
const SecurityQuestionScreen = lazyNamed(loadAccount, 'SecurityQuestionScreen');
const ReminderSettingsScreen = lazyNamed(loadAccount, 'ReminderSettingsScreen');
const ForgotEmailScreen = lazyNamed(loadForgot, 'ForgotEmailScreen');
const ForgotQuestionsScreen = lazyNamed(loadForgot, 'ForgotQuestionsScreen');
const ForgotResetScreen = lazyNamed(loadForgot, 'ForgotResetScreen');
const ConnectRoom = lazyNamed(loadVideo, 'ConnectRoom');
const ReminderAnswerScreen = lazyNamed(loadReminderAnswer, 'ReminderAnswerScreen');
const CalendarSyncScreen = lazyNamed(loadCalendarSync, 'CalendarSyncScreen');
const WaitlistScreen = lazyNamed(loadWaitlist, 'WaitlistScreen');
const WaitlistOfferScreen = lazyNamed(loadWaitlistOffer, 'WaitlistOfferScreen');
const PortalWaitlist = lazyNamed(loadPortalWaitlist, 'PortalWaitlist');

export type RouteParams = Record<string, string | undefined>;

/** What a title may need beyond the address: names the app holds (a custom mail folder's), and who is looking. */
export interface TitleContext {
  mailFolderName: (folderId: number) => string | undefined;
  /** A portal user (22, 25): the detail screen offers them nothing to edit. */
  portal: boolean;
}

export interface ScreenRoute {
  path: string;
  access: RouteAccess;
  /** The header's heading (and the page title); `search` is the address's query ('?id=3' or ''). */
  title: (params: RouteParams, search: string, context: TitleContext) => string;
  /** Parameters that must hold, else the not-found page shows. */
  valid?: (params: RouteParams) => boolean;
  /** Detail and add screens block the provider switcher (spec 6). */
  blocksProviderSwitch?: boolean;
  /** 'bare' screens (forgot password) have no header, menu or footer. */
  chrome?: 'shell' | 'bare';
  /** The screen's body. Its components load on demand. */
  body: (params: RouteParams) => ReactNode;
  /** Starts loading the body's (and actions') code, so it downloads beside the shell's rather than after it. */
  load?: () => Promise<unknown>;
  /** The header's heading when it differs from the title (which also names the page). */
  heading?: string;
  /** Screen actions at the end of the header (e.g. the add form's Save). */
  actions?: (params: RouteParams) => ReactNode;
}

const fixed = (title: string) => () => title;
const validMailType = (p: RouteParams) => isMailType(p.type);
/** A mail detail names a list type (not 'mailboxes') and a numeric mail box id. */
const validMailDetail = (p: RouteParams) => isMailType(p.type) && p.type !== 'mailboxes' && isNumericId(p.id);
const mailListTitle = (p: RouteParams, _search: string, context: TitleContext) => mailTitle(p.type, p.folderId, context.mailFolderName);

/** Order matters: wouter's Switch takes the first match. */
export const screenRoutes: readonly ScreenRoute[] = [
  { path: paths.forgotEmail, access: 'anonymous', title: fixed('Forgot Password'), chrome: 'bare', load: loadForgot, body: () => <ForgotEmailScreen /> },
  { path: paths.forgotQuestions, access: 'forgotQuestions', title: fixed('Security Questions'), chrome: 'bare', load: loadForgot, body: () => <ForgotQuestionsScreen /> },
  { path: paths.forgotReset, access: 'public', title: fixed('Reset Password'), chrome: 'bare', load: loadForgot, body: (p) => <ForgotResetScreen token={p.token ?? ''} /> },
  { path: paths.reminderAnswer, access: 'public', title: fixed(reminderAnswerTexts.title), chrome: 'bare', load: loadReminderAnswer, body: (p) => <ReminderAnswerScreen token={p.token ?? ''} /> },
  // Public like the reminder's page: the token (signed, single-use, expiring) is the key.
  { path: paths.waitlistOffer, access: 'public', title: fixed(waitlistRouteTexts.offerTitle), chrome: 'bare', load: loadWaitlistOffer, body: (p) => <WaitlistOfferScreen token={p.token ?? ''} /> },
  // Portal users (22, 25) see their home above the calendar (issue 17, item 15); staff only the calendar.
  { path: paths.daily, access: 'guarded', title: fixed('Daily'), load: loadCalendar, body: () => (<><PortalHomeSlot waitlist={<PortalWaitlist />} /><DailyView /></>) },
  { path: paths.weekly, access: 'guarded', title: fixed('Weekly'), load: loadWeek, body: () => <WeekView /> },
  { path: paths.monthly, access: 'guarded', title: fixed('Monthly'), load: loadCalendar, body: () => <MonthlyView /> },
  { path: paths.team, access: 'nonPortal', title: fixed('Team'), load: loadTeam, body: () => <TeamView /> },
  {
    path: paths.year,
    access: 'guarded',
    title: (p) => String(yearFromRoute(p.year)),
    load: loadCalendar,
    body: (p) => <YearView year={yearFromRoute(p.year)} />,
  },
  {
    path: paths.add,
    access: 'nonPortal',
    // Spec 2: the header shows back, 'Add' and 'Save'; the screen is titled 'Add Appointment'.
    title: fixed('Add Appointment'),
    heading: appointmentFormTexts.headerTitle,
    blocksProviderSwitch: true,
    load: () => Promise.all([loadAddAppointment(), loadAppointments()]),
    body: () => <AddAppointmentScreen />,
    actions: () => <SaveAppointmentButton />,
  },
  {
    path: paths.appointmentDetail,
    access: 'guarded',
    // Portal users can edit nothing there (issue 17, item 7): spec 2's 'View/Edit' would promise what is not offered.
    title: (_p, _search, context) => (context.portal ? 'View Appointment' : 'View/Edit Appointment'),
    valid: (p) => isNumericId(p.id),
    blocksProviderSwitch: true,
    load: loadAppointmentDetail,
    body: (p) => <AppointmentDetailRoute id={Number(p.id)} />,
  },
  { path: paths.contacts, access: 'nonPortal', title: fixed('Contacts'), load: loadContacts, body: () => <ContactsScreen /> },
  { path: paths.addClient, access: 'nonPortal', title: editAwareTitle(contactsTexts.addClientTitle, contactsTexts.editClientTitle), blocksProviderSwitch: true, load: loadContactForms, body: () => <AddClientScreen />, actions: () => <SaveContactButton kind="client" /> },
  { path: paths.addPerson, access: 'nonPortal', title: editAwareTitle(contactsTexts.addPersonTitle, contactsTexts.editPersonTitle), blocksProviderSwitch: true, load: loadContactForms, body: () => <AddPersonScreen />, actions: () => <SaveContactButton kind="person" /> },
  { path: paths.addEvent, access: 'nonPortal', title: fixed('Add Event'), blocksProviderSwitch: true, load: loadContactForms, body: () => <AddEventScreen />, actions: () => <SaveContactButton kind="event" /> },
  { path: paths.addGroup, access: 'nonPortal', title: fixed('Add Group'), blocksProviderSwitch: true, load: loadContactForms, body: () => <AddGroupScreen />, actions: () => <SaveContactButton kind="group" /> },
  { path: paths.phone, access: 'nonPortal', title: fixed('Phone'), load: loadContacts, body: () => <PhoneScreen /> },
  { path: paths.messengerGroup, access: 'guarded', title: fixed('Group Chat'), valid: (p) => isNumericId(p.id), load: loadChat, body: (p) => <Conversation id={Number(p.id)} isGroup /> },
  { path: paths.messengerOne, access: 'guarded', title: fixed('Chat'), valid: (p) => isNumericId(p.id), load: loadChat, body: (p) => <Conversation id={Number(p.id)} isGroup={false} /> },
  { path: paths.messenger, access: 'guarded', title: fixed('Chat'), load: loadChatDashboard, body: () => <ChatDashboardScreen /> },
  { path: paths.chatDashboard, access: 'guarded', title: fixed('Chat Dashboard'), load: loadChatDashboard, body: () => <ChatDashboardScreen /> },
  {
    path: paths.composeEmail,
    access: 'guarded',
    title: fixed(mailTexts.composeTitle),
    // A draft belongs to one provider's mail: switching mid-compose would change whom it may go to.
    blocksProviderSwitch: true,
    load: loadMailScreens,
    body: () => <ComposeRoute />,
  },
  {
    path: paths.emailDetail,
    access: 'guarded',
    title: fixed(mailTexts.detailTitle),
    valid: validMailDetail,
    blocksProviderSwitch: true,
    load: loadMailScreens,
    body: (p) => <MailDetailRoute type={p.type as MailListType} id={Number(p.id)} />,
  },
  { path: paths.emails, access: 'guarded', title: mailListTitle, valid: validMailType, load: loadMailScreens, body: (p) => <MailListRoute type={p.type as MailType} /> },
  {
    path: paths.folder,
    access: 'guarded',
    title: mailListTitle,
    valid: validMailType,
    load: loadMailScreens,
    body: (p) => <MailListRoute type={p.type as MailType} folderId={p.folderId} />,
  },
  { path: paths.audit, access: 'provider', title: fixed(auditTexts.title), load: loadAudit, body: () => <AuditScreen /> },
  // Providers' own settings; the server refuses anyone else (403), so staff without appointments of their own are not shown it in the menu.
  // A provider's waitlist (issue 29): staff of the provider chosen in the header; the server checks who may act for whom.
  { path: paths.waitlist, access: 'nonPortal', title: fixed(waitlistRouteTexts.title), load: loadWaitlist, body: () => <WaitlistScreen /> },
  { path: paths.reminderSettings, access: 'nonPortal', title: fixed(reminderSettingsTexts.title), load: loadAccount, body: () => <ReminderSettingsScreen /> },
  // Every signed-in role has a feed of its own (issue 28); a portal user's shows only their own appointments.
  { path: paths.calendarSync, access: 'guarded', title: fixed(calendarSyncTexts.title), load: loadCalendarSync, body: () => <CalendarSyncScreen /> },
  { path: paths.securityQuestion, access: 'guarded', title: fixed(securityQuestionTexts.title), load: loadAccount, body: () => <SecurityQuestionScreen /> },
  // Public: a guest joins with the link alone; the code (not an appointment id) is the capability.
  { path: paths.connect, access: 'public', title: fixed(CONNECT_VIDEO_NAME.replace(`${PRODUCT_NAME} `, '')), chrome: 'bare', valid: (p) => isConnectCode(p.code), load: loadVideo, body: (p) => <ConnectRoom code={p.code ?? ''} /> },
];
