/**
 * 'Add to calendar' (issue 26 item 6): GET appointment/ics/{id} with the
 * session's headers (a plain link could not send them), handed to the
 * browser as appointment.ics, which the phone offers to its calendar.
 */
import { APPOINTMENT_ICS_FILE_NAME, appointmentIcsPath } from '../../../domain/contract/calendar-file';
import { requestFile } from '../../api/client';
import { saveFile } from '../../api/save-file';

export async function downloadCalendarFile(appointmentId: number): Promise<void> {
  saveFile(await requestFile(appointmentIcsPath(appointmentId), APPOINTMENT_ICS_FILE_NAME));
}
