/** features/mail's on-demand entry: the mailboxes, list, detail and compose screens. */
export { ComposeScreen } from './compose/compose-screen';
export { MailboxesScreen } from './components/mailboxes-screen';
export { MailDetailScreen } from './components/mail-detail-screen';
export { MailListScreen } from './components/mail-list-screen';
