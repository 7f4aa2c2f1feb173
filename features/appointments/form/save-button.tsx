/**
 * The appointment form's Save, for a place outside the form (the header):
 * it submits the form through the HTML `form` attribute, and is disabled
 * with a loader while a save is in flight, so a double submit cannot happen.
 */
import { useAtomValue } from 'jotai';
import { appointmentFormTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { APPOINTMENT_FORM_ID, appointmentSavingAtom } from './atoms';

export interface SaveAppointmentButtonProps {
  /** The form's id (default APPOINTMENT_FORM_ID). */
  formId?: string;
  label?: string;
  className?: string;
}

export function SaveAppointmentButton({ formId = APPOINTMENT_FORM_ID, label = t.save, className }: SaveAppointmentButtonProps) {
  const saving = useAtomValue(appointmentSavingAtom);
  return (
    <Button type="submit" form={formId} size="sm" loading={saving} loadingLabel={t.saving} className={className}>
      {label}
    </Button>
  );
}
