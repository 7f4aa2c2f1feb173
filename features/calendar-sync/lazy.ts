/** features/calendar-sync's route entry, loaded on demand: the calendar sync screen (issue 28). */
export { CalendarSyncScreen } from './components/calendar-sync-screen';
