/** The portal home's waitlist card (issue 29): loaded only when a portal user's home renders it, never in /daily's first load. */
export { PortalWaitlist } from './components/portal-waitlist';
