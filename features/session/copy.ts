/**
 * Browser-only words that the shared session feature hands to the features
 * that show what a portal user sees (spec texts live in domain/messages.ts).
 * Shared here because both the calendar list and the appointment detail
 * title a portal user's appointments the same way (issue 17, item 7).
 */
import type { PortalTitleWords } from '../../domain/appointments/portal-title';

/** 'Dr. Maria Rivera · Video session': domain/appointments/portal-title's words. */
export const portalTitleWords: PortalTitleWords = {
  office: 'Office session',
  video: 'Video session',
  phone: 'Phone session',
  other: 'Session',
  separator: ' · ',
};
