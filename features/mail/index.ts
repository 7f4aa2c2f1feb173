/**
 * features/mail's public entry: the badge, the live mail events every
 * signed-in screen keeps, a custom folder's name (route titles) and the
 * role-24 permission. The screens come through lazy.ts.
 */
export { checkMailPermissionAtom } from './api/check-permission';
export { mailFolderNameAtom, selectedMailPermissionAtom } from './atoms';
export { MailBadge } from './components/mail-badge';
export { MailRealtime } from './components/mail-realtime';
