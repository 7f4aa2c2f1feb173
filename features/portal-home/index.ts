/**
 * features/portal-home's public entry (issue 17, item 15): the slot app/
 * mounts above the daily calendar. It is small; the home itself loads on
 * demand, for portal users only.
 */
export { PortalHomeSlot } from './components/portal-home-slot';
