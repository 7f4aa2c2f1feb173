/** features/calendar's on-demand entry: the daily, monthly and yearly views. */
export { DailyView } from './components/daily-view';
export { MonthlyView } from './components/monthly-view';
export { YearView } from './components/year-view';
