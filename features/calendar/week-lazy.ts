/** features/calendar's week view, a chunk of its own (issue 27 item 1): loaded when /weekly opens. */
export { WeekView } from './week/week-view';
