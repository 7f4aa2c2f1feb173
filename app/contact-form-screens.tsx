/**
 * /add_client, /add_person, /add_event and /add_group (spec 2): the contact
 * forms wired to navigation. Lives in app/ because going back is the app's
 * (useGoBack: spec 2 "After saving a new item the user returns to the
 * previous page, or to /daily if the previous route was the root"). An
 * `?id=N` query opens the client or person form in edit mode.
 */
import { useSearch } from 'wouter';
import { isNumericId } from '../domain/routes';
import { ClientForm } from '../features/contacts/forms/client-form';
import { EventForm } from '../features/contacts/forms/event-form';
import { GroupForm } from '../features/contacts/forms/group-form';
import { PersonForm } from '../features/contacts/forms/person-form';
import { useGoBack } from './use-go-back';

/** The record id of an edit link (`?id=N`), or null for a new one. */
function editId(search: string): number | null {
  const id = new URLSearchParams(search).get('id') ?? undefined;
  return isNumericId(id) && Number(id) > 0 ? Number(id) : null;
}

/** A route title that says 'Edit …' while an `?id=` is in the address. */
export const editAwareTitle =
  (addTitle: string, editTitle: string) =>
  (_params: unknown, search: string): string =>
    editId(search) !== null ? editTitle : addTitle;

export function AddClientScreen() {
  const goBack = useGoBack();
  const id = editId(useSearch());
  // A new id (or none) is a new form: nothing typed for another record carries over.
  return <ClientForm key={id ?? 'new'} clientId={id} onSaved={goBack} onCancel={goBack} />;
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
