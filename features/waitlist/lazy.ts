/** features/waitlist's on-demand entry (issue 29): the staff screen /waitlist, one chunk loaded with its route. */
export { WaitlistScreen } from './components/waitlist-screen';
