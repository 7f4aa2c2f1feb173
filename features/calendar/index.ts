/**
 * features/calendar's public entry: the selected day, the footer's 'Today'
 * and the subscription that keeps the caches current. The views come
 * through lazy.ts, loaded with their routes.
 */
export { selectedDayAtom } from './atoms';
export { CalendarRealtime } from './components/calendar-realtime';
export { TodayLink } from './components/today-link';
