/** features/reminder-answer's public entry (issue 26 item 3): the page a reminder's link opens, loaded on demand with its route. */
export { ReminderAnswerScreen } from './components/reminder-answer-screen';
