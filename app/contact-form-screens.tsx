/**
 * /add_client, /add_person, /add_event and /add_group (spec 2): the contact
 * forms wired to navigation. Lives in app/ because going back is the app's
 * (useGoBack: spec 2 "After saving a new item the user returns to the
 * previous page, or to /daily if the previous route was the root"). An
 * `?id=N` query opens the client or person form in edit mode.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useSearch } from 'wouter';
import { clientFormContact } from '../domain/contacts/form-contact';
import { paths } from '../domain/routes';
import { pendingNewClientAtom, returnToAppointmentAtom } from '../features/appointments';
import { ClientForm, EventForm, GroupForm, PersonForm } from '../features/contacts/lazy';
import { previousPathAtom } from './navigation-atoms';
import { editId } from './route-titles';
import { useGoBack } from './use-go-back';

export function AddClientScreen() {
  const goBack = useGoBack();
  const id = editId(useSearch());
  const pending = useAtomValue(pendingNewClientAtom);
  const returnToAppointment = useSetAtom(returnToAppointmentAtom);
  const previous = useAtomValue(previousPathAtom);
  // Only straight from the appointment form: a draft left behind by wandering off prefills nothing later.
  const fromAppointment = id === null && pending !== null && previous === paths.add;
  if (!fromAppointment) {
    // A new id (or none) is a new form: nothing typed for another record carries over.
    return <ClientForm key={id ?? 'new'} clientId={id} onSaved={goBack} onCancel={goBack} />;
  }
  // 'Add {term} as a new contact?' → Client: back to the half-filled appointment, the new client chosen.
  return (
    <ClientForm
      key="from-appointment"
      clientId={null}
      initialName={pending.name}
      providerId={pending.providerId}
      onSaved={(added) => {
        returnToAppointment(added === null ? null : clientFormContact(added));
        goBack();
      }}
      onCancel={() => {
        returnToAppointment(null);
        goBack();
      }}
    />
  );
}

export function AddPersonScreen() {
  const goBack = useGoBack();
  const id = editId(useSearch());
  return <PersonForm key={id ?? 'new'} personId={id} onSaved={goBack} onCancel={goBack} />;
}

export function AddEventScreen() {
  const goBack = useGoBack();
  return <EventForm onSaved={goBack} onCancel={goBack} />;
}

export function AddGroupScreen() {
  const goBack = useGoBack();
  return <GroupForm onSaved={goBack} onCancel={goBack} />;
}
