/** features/calendar's team view, a chunk of its own (issue 27 item 5): loaded when /team opens. */
export { TeamView } from './team/team-view';
