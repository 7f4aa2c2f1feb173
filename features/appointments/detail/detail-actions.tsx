/**
 * The detail screen's actions (spec 2, 6): Cancel or Un-cancel by the
 * appointment's state, Delete (both only when canCancelOrDelete), Edit Name
 * (events and other persons) and Edit.
 * The screen shows the bar only when the actions apply at all.
 */
import type { DeleteAction } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import * as styles from './detail.css';

export interface DetailActionsProps {
  cancelled: boolean;
  /** Cancel, Un-cancel and Delete (hidden for some video appointments, spec 6). */
  canCancelOrDelete: boolean;
  /** An action is running: everything waits. */
  busy?: boolean;
  onAsk: (action: DeleteAction) => void;
  onEdit: () => void;
  /** Edit level 1 (spec 4): shown only for an event or other person. */
  onEditName?: () => void;
}

export function DetailActions({ cancelled, canCancelOrDelete, busy = false, onAsk, onEdit, onEditName }: DetailActionsProps) {
  return (
    <div className={styles.actions} role="group" aria-label={messages.detailActions}>
      {canCancelOrDelete ? (
        <Button variant="secondary" disabled={busy} onClick={() => onAsk(cancelled ? 'un-cancel' : 'cancel')}>
          {cancelled ? messages.detailUncancel : messages.detailCancel}
        </Button>
      ) : null}
      {canCancelOrDelete ? (
        <Button variant="danger" disabled={busy} onClick={() => onAsk('delete')}>
          {messages.detailDelete}
        </Button>
      ) : null}
      {onEditName ? (
        <Button variant="secondary" disabled={busy} onClick={onEditName}>
          {messages.editName}
        </Button>
      ) : null}
      <Button variant="primary" disabled={busy} onClick={onEdit}>
        {messages.detailEdit}
      </Button>
    </div>
  );
}
