/**
 * Full edit (spec 4 edit level 2): the appointment form of
 * features/appointments/form in edit mode, the Save-choice popup answering
 * its scope question, and the bar with Save and a way back to viewing.
 */
import type { AppointmentByIdResponse, AppointmentSaveResponse } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { AppointmentForm } from '../form/appointment-form';
import { SaveAppointmentButton } from '../form/save-button';
import { useSaveChoice } from './save-choice-popup';
import * as styles from './detail.css';

export interface EditPanelProps {
  detail: AppointmentByIdResponse;
  /** The signed-in user's role, for the contact's name (spec 6, role 25). */
  viewerRole?: number;
  /** Back to viewing (edit level 0). */
  onCancel: () => void;
  /** After a successful save (spec 2: the caller goes to /daily). */
  onSaved: (answer: AppointmentSaveResponse) => void;
}

export function EditPanel({ detail, viewerRole, onCancel, onSaved }: EditPanelProps) {
  const { chooseScope, popup } = useSaveChoice();
  return (
    <div className={styles.screen}>
      <AppointmentForm
        mode="edit"
        detail={detail.appointment}
        nameSettings={{
          clientNameFormat: detail.client_name_format,
          clientNameOrder: detail.client_name_order,
          viewerRole,
        }}
        chooseScope={chooseScope}
        onSaved={onSaved}
      />
      <div className={styles.editBar} role="group" aria-label={messages.detailActions}>
        <Button variant="secondary" onClick={onCancel}>
          {messages.detailCloseEdit}
        </Button>
        <SaveAppointmentButton label={messages.detailSave} className={styles.editSave} />
      </div>
      {popup}
    </div>
  );
}
