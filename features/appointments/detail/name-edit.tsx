/**
 * Edit level 1 (spec 4): only the name of the appointment's event or other
 * person, in place. The same zod bodies as the server check it first, so a
 * blank name shows the table's message without a call.
 */
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { OTHEREVENT_TYPE } from '../../../domain/codes';
import type { AppointmentDetail } from '../../../domain/contract/appointment';
import { eventEditBody, personEditBody } from '../../../domain/contract/contacts';
import { appointmentFormTexts, messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { pushMessageAtom } from '../../api/popup-atoms';
import { reportFailureAtom } from '../../api/report-failure';
import { renameEvent, renamePerson } from '../api/rename-contact';
import * as styles from './detail.css';

/** Whose name level 1 edits: an event or an other person, never a client, user or group. */
export function renameableKind(a: Pick<AppointmentDetail, 'otherevent_id' | 'otherevent_type'>): 'event' | 'person' | null {
  if (a.otherevent_id === null) return null;
  if (a.otherevent_type === OTHEREVENT_TYPE.event) return 'event';
  if (a.otherevent_type === OTHEREVENT_TYPE.person) return 'person';
  return null;
}

export interface NameEditProps {
  appointment: AppointmentDetail;
  kind: 'event' | 'person';
  onSaved: () => void;
  onCancel: () => void;
}

export function NameEdit({ appointment: a, kind, onSaved, onCancel }: NameEditProps) {
  const [name, setName] = useState(a.otherevent_name ?? '');
  const [firstName, setFirstName] = useState(a.firstName);
  const [lastName, setLastName] = useState(a.lastName);
  const [busy, setBusy] = useState(false);
  const push = useSetAtom(pushMessageAtom);
  const report = useSetAtom(reportFailureAtom);
  const id = a.otherevent_id ?? 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const providerID = a.provider_id;
    const parsed =
      kind === 'event' ? eventEditBody.safeParse({ name, providerID }) : personEditBody.safeParse({ firstName, lastName, providerID });
    if (!parsed.success) {
      push({ text: parsed.error.issues[0]?.message ?? messages.invalidRequest });
      return;
    }
    setBusy(true);
    try {
      if (kind === 'event') await renameEvent(id, { name, providerID });
      else await renamePerson(id, { firstName, lastName, providerID });
      onSaved();
    } catch (error) {
      report(error);
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={(e) => void save(e)} aria-label={messages.editName}>
      {kind === 'event' ? (
        <TextField label={messages.editName} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" autoFocus />
      ) : (
        <fieldset className={styles.nameFields}>
          <legend className={styles.term}>{messages.editName}</legend>
          <TextField
            label={appointmentFormTexts.firstName}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            autoComplete="off"
            autoFocus
          />
          <TextField label={appointmentFormTexts.lastName} value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="off" />
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          {messages.detailCloseEdit}
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {messages.detailSave}
        </Button>
      </div>
    </form>
  );
}
