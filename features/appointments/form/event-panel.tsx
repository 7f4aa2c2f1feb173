/** The add-event panel (spec 2): 'Name of event', 'Add Event', 'Cancel'. */
import { useState } from 'react';
import type { FormContact } from '../../../domain/contract/appointment';
import { eventAddBody } from '../../../domain/contract/contacts';
import { appointmentFormTexts as t } from '../../../domain/messages';
import { TextField } from '../../../ui/text-field/text-field';
import { postEvent } from '../api/add-contact';
import { Panel } from './panel';
import { usePanelSave } from './use-panel-save';

export interface EventPanelProps {
  providerId: number;
  /** The typed term, as the first guess of the name. */
  name: string;
  onCreated: (contact: FormContact) => void;
  onCancel: () => void;
}

export function EventPanel({ providerId, name: initialName, onCreated, onCancel }: EventPanelProps) {
  const [name, setName] = useState(initialName);
  const { busy, save, field } = usePanelSave('event', eventAddBody, { name, providerID: providerId }, postEvent, onCreated);
  return (
    <Panel title={t.typeEvent} actionLabel={t.addEvent} busy={busy} onAction={() => void save()} onCancel={onCancel}>
      <TextField label={t.eventName} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} {...field('name')} />
    </Panel>
  );
}
