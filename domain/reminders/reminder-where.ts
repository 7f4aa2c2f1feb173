/**
 * Where an appointment takes place, as a reminder and its link's page say
 * it (issue 26): the office's address, 'By phone', 'Video session', or a
 * typed-in place. Never the appointment's notes or the contact.
 */
import { APPOINTMENT_TYPE, type AppointmentType } from '../codes';
import { officeAddressLine } from '../contacts/office-address';
import { reminderAnswerTexts } from '../messages';

export interface WhereFacts {
  type: AppointmentType;
  isVideo: boolean;
  office: { line1: string; line2: string; city: string; postal_code: string } | null;
  customLocation: string | null;
}

export function reminderWhere(f: WhereFacts): string | null {
  if (f.isVideo || f.type === APPOINTMENT_TYPE.video) return reminderAnswerTexts.video;
  if (f.type === APPOINTMENT_TYPE.phone) return reminderAnswerTexts.byPhone;
  const place = f.office ? officeAddressLine(f.office) : (f.customLocation ?? '').trim();
  return place === '' ? null : place;
}
