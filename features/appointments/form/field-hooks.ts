/**
 * What each field control of the appointment form takes to show its mark:
 * its id (to be focused), its error and the blur that checks it.
 */
import type { FieldMarks } from '../../../ui/field/use-field-marks';
import type { AppointmentField } from './field-problems';

export interface FieldHook {
  id: string;
  error: string | undefined;
  onBlur: () => void;
}

export type FieldHooks = (field: AppointmentField) => FieldHook;

export const fieldHooks =
  (marks: FieldMarks<AppointmentField>, idOf: (field: AppointmentField) => string): FieldHooks =>
  (field) => ({ id: idOf(field), error: marks.errorOf(field), onBlur: () => marks.leave(field) });
