/**
 * The add-event form (spec 2 "Add-event panel"): 'Name of event', 'Add
 * Event' and 'Cancel'. The name goes through the name rule first ('Please
 * enter a name', spec 5), then POST events/add.
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { CONTACT_NAME_MAX, eventAddBody, type EventAddInput } from '../../../domain/contract/contacts';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { TextField } from '../../../ui/text-field/text-field';
import { selectedProviderIdAtom } from '../../session/atoms';
import { postNewEvent } from '../api/events';
import { ContactFormFrame } from './contact-form-frame';
import { contactFieldOf } from './field-problems';
import { useContactSave } from './use-contact-save';
import { useContactValidation } from './use-contact-validation';

const eventFieldOf = contactFieldOf();

export interface EventFormProps {
  onSaved: () => void;
  onCancel: () => void;
}

export function EventForm({ onSaved, onCancel }: EventFormProps) {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const [name, setName] = useState('');
  const { busy, submit } = useContactSave();
  const body: EventAddInput = { name, providerID: providerId };
  const { field, check } = useContactValidation('event', eventAddBody, body, eventFieldOf);
  const save = async () => {
    if (check() && (await submit(() => postNewEvent(body), () => messages.eventAdded))) onSaved();
  };
  return (
    <ContactFormFrame kind="event" title={t.addEventTitle} submitLabel={t.addEvent} busy={busy} onSubmit={() => void save()} onCancel={onCancel}>
      <TextField label={t.eventName} autoComplete="off" maxLength={CONTACT_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} {...field('name')} />
    </ContactFormFrame>
  );
}
