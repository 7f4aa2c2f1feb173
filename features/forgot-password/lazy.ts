/** features/forgot-password's on-demand entry: the three bare screens. */
export { ForgotEmailScreen } from './components/forgot-email-screen';
export { ForgotQuestionsScreen } from './components/forgot-questions-screen';
export { ForgotResetScreen } from './components/forgot-reset-screen';
