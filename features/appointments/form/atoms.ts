/**
 * The appointment form's shared state: whether a save is in flight, so a
 * Save button outside the form (the header's) can disable itself and show a
 * loader. The form's fields live in its reducer (form-reducer.ts): they are
 * reset on leaving the screen (spec 4 "Edit flow").
 */
import { atom } from 'jotai';

/** The id of the form element; a `<button form={APPOINTMENT_FORM_ID}>` anywhere submits it. */
export const APPOINTMENT_FORM_ID = 'appointment-form';

/** True from submit until the server's answer (and during the overlap question's resubmit). */
export const appointmentSavingAtom = atom(false);
