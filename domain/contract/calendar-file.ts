/**
 * GET appointment/ics/{id} (issue 26 item 6): one occurrence as an
 * iCalendar file (text/calendar), what the portal's 'Add to calendar'
 * downloads and what a reminder e-mail attaches. Staff for the providers
 * they may act for, portal users their own appointments only; any other id
 * is not found (404 with messages.notFound). The file holds a neutral title,
 * the time in the appointment's zone, the place or join link: no notes, no
 * names.
 */
import { appointmentIdParams } from './appointment';

export const appointmentIcsParams = appointmentIdParams;

/** The call's path under /api. */
export const appointmentIcsPath = (id: number): string => `appointment/ics/${id}`;

/** The file's name, in Content-Disposition and as the browser's fallback. */
export const APPOINTMENT_ICS_FILE_NAME = 'appointment.ics';

export const ICS_MEDIA_TYPE = 'text/calendar';
