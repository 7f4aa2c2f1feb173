/**
 * The route table of spec section 2. Screens of later issues show a
 * 'coming soon' body inside the shell; each route already exists with its
 * guard and parameter rule.
 */
import type { ReactNode } from 'react';
import { auditTexts, contactsTexts, mailTexts, securityQuestionTexts } from '../domain/messages';
import type { MailListType } from '../domain/mail/mail-routes';
import type { RouteAccess } from '../domain/route-guards';
import { isConnectCode, isMailType, isNumericId, paths, yearFromRoute, type MailType } from '../domain/routes';
import { CONNECT_VIDEO_NAME, PRODUCT_NAME } from '../domain/brand';
import { ConnectRoom } from '../features/video/components/connect-room';
import { AddAppointmentScreen } from './add-appointment-screen';
import { AppointmentDetailRoute } from './appointment-detail-route';
import { SaveAppointmentButton } from '../features/appointments/form/save-button';
import { DailyView } from '../features/calendar/components/daily-view';
import { MonthlyView } from '../features/calendar/components/monthly-view';
import { YearView } from '../features/calendar/components/year-view';
import { ContactsScreen } from '../features/contacts/list/contacts-screen';
import { PhoneScreen } from '../features/contacts/phone/phone-screen';
import { AddClientScreen, AddEventScreen, AddGroupScreen, AddPersonScreen, editAwareTitle } from './contact-form-screens';
import { SaveContactButton } from '../features/contacts/forms/save-button';
import { ChatDashboardScreen } from './chat-dashboard-screen';
import { Conversation } from '../features/chat/components/conversation';
import { ComposeScreen } from '../features/mail/compose/compose-screen';
import { MailDetailRoute, MailListRoute, mailTitle } from './mail-screens';
import { MailPermissionGate } from './mail-permission-gate';
import { AuditScreen } from '../features/audit/components/audit-screen';
import { SecurityQuestionScreen } from '../features/account/components/security-question-screen';
import { ForgotEmailScreen } from '../features/forgot-password/components/forgot-email-screen';
import { ForgotQuestionsScreen } from '../features/forgot-password/components/forgot-questions-screen';
import { ForgotResetScreen } from '../features/forgot-password/components/forgot-reset-screen';

export type RouteParams = Record<string, string | undefined>;

/** What a title may need beyond the address: names the app holds (a custom mail folder's). */
export interface TitleContext {
  mailFolderName: (folderId: number) => string | undefined;
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
  /** The screen's body; 'coming soon' until its issue lands. */
  body?: (params: RouteParams) => ReactNode;
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
  { path: paths.forgotEmail, access: 'anonymous', title: fixed('Forgot Password'), chrome: 'bare', body: () => <ForgotEmailScreen /> },
  { path: paths.forgotQuestions, access: 'forgotQuestions', title: fixed('Security Questions'), chrome: 'bare', body: () => <ForgotQuestionsScreen /> },
  { path: paths.forgotReset, access: 'public', title: fixed('Reset Password'), chrome: 'bare', body: (p) => <ForgotResetScreen token={p.token ?? ''} /> },
  { path: paths.daily, access: 'guarded', title: fixed('Daily'), body: () => <DailyView /> },
  { path: paths.monthly, access: 'guarded', title: fixed('Monthly'), body: () => <MonthlyView /> },
  {
    path: paths.year,
    access: 'guarded',
    title: (p) => String(yearFromRoute(p.year)),
    body: (p) => <YearView year={yearFromRoute(p.year)} />,
  },
  {
    path: paths.add,
    access: 'nonPortal',
    // Spec 2: the header shows back, 'Add' and 'Save'; the screen is titled 'Add Appointment'.
    title: fixed('Add Appointment'),
    heading: 'Add',
    blocksProviderSwitch: true,
    body: () => <AddAppointmentScreen />,
    actions: () => <SaveAppointmentButton />,
  },
  {
    path: paths.appointmentDetail,
    access: 'guarded',
    title: fixed('View/Edit Appointment'),
    valid: (p) => isNumericId(p.id),
    blocksProviderSwitch: true,
    body: (p) => <AppointmentDetailRoute id={Number(p.id)} />,
  },
  { path: paths.contacts, access: 'nonPortal', title: fixed('Contacts'), body: () => <ContactsScreen /> },
  { path: paths.addClient, access: 'nonPortal', title: editAwareTitle(contactsTexts.addClientTitle, contactsTexts.editClientTitle), blocksProviderSwitch: true, body: () => <AddClientScreen />, actions: () => <SaveContactButton kind="client" /> },
  { path: paths.addPerson, access: 'nonPortal', title: editAwareTitle(contactsTexts.addPersonTitle, contactsTexts.editPersonTitle), blocksProviderSwitch: true, body: () => <AddPersonScreen />, actions: () => <SaveContactButton kind="person" /> },
  { path: paths.addEvent, access: 'nonPortal', title: fixed('Add Event'), blocksProviderSwitch: true, body: () => <AddEventScreen />, actions: () => <SaveContactButton kind="event" /> },
  { path: paths.addGroup, access: 'nonPortal', title: fixed('Add Group'), blocksProviderSwitch: true, body: () => <AddGroupScreen />, actions: () => <SaveContactButton kind="group" /> },
  { path: paths.phone, access: 'nonPortal', title: fixed('Phone'), body: () => <PhoneScreen /> },
  { path: paths.messengerGroup, access: 'guarded', title: fixed('Group Chat'), valid: (p) => isNumericId(p.id), body: (p) => <Conversation id={Number(p.id)} isGroup /> },
  { path: paths.messengerOne, access: 'guarded', title: fixed('Chat'), valid: (p) => isNumericId(p.id), body: (p) => <Conversation id={Number(p.id)} isGroup={false} /> },
  { path: paths.messenger, access: 'guarded', title: fixed('Chat'), body: () => <ChatDashboardScreen /> },
  { path: paths.chatDashboard, access: 'guarded', title: fixed('Chat Dashboard'), body: () => <ChatDashboardScreen /> },
  {
    path: paths.composeEmail,
    access: 'guarded',
    title: fixed(mailTexts.composeTitle),
    // A draft belongs to one provider's mail: switching mid-compose would change whom it may go to.
    blocksProviderSwitch: true,
    body: () => (
      <MailPermissionGate>
        <ComposeScreen />
      </MailPermissionGate>
    ),
  },
  {
    path: paths.emailDetail,
    access: 'guarded',
    title: fixed(mailTexts.detailTitle),
    valid: validMailDetail,
    blocksProviderSwitch: true,
    body: (p) => <MailDetailRoute type={p.type as MailListType} id={Number(p.id)} />,
  },
  { path: paths.emails, access: 'guarded', title: mailListTitle, valid: validMailType, body: (p) => <MailListRoute type={p.type as MailType} /> },
  {
    path: paths.folder,
    access: 'guarded',
    title: mailListTitle,
    valid: validMailType,
    body: (p) => <MailListRoute type={p.type as MailType} folderId={p.folderId} />,
  },
  { path: paths.audit, access: 'provider', title: fixed(auditTexts.title), body: () => <AuditScreen /> },
  { path: paths.securityQuestion, access: 'guarded', title: fixed(securityQuestionTexts.title), body: () => <SecurityQuestionScreen /> },
  // Public: a guest joins with the link alone; the code (not an appointment id) is the capability.
  { path: paths.connect, access: 'public', title: fixed(CONNECT_VIDEO_NAME.replace(`${PRODUCT_NAME} `, '')), chrome: 'bare', valid: (p) => isConnectCode(p.code), body: (p) => <ConnectRoom code={p.code ?? ''} /> },
];
