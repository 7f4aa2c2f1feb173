/**
 * features/appointments' public entry, loaded on demand with its routes: the
 * add form with its Save button, and the detail screen. A save publishes
 * 'appointments:changed' on the realtime channel.
 */
export { AppointmentDetailScreen } from './detail/appointment-detail';
export { AppointmentForm } from './form/appointment-form';
export { parseAddQuery } from './form/add-query';
export { SaveAppointmentButton } from './form/save-button';
export { pendingNewClientAtom, returnToAppointmentAtom } from './form/draft';
