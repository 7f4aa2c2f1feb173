/** features/account's public entry, loaded on demand with its route: the security question screen. */
export { SecurityQuestionScreen } from './components/security-question-screen';
/** The provider's reminder lead times and naming (issue 26 item 2), on its own route. */
export { ReminderSettingsScreen } from './components/reminder-settings-screen';
