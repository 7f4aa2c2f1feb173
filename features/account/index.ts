/** features/account's public entry, loaded on demand with its route: the security question screen. */
export { SecurityQuestionScreen } from './components/security-question-screen';
