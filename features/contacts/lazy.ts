/** features/contacts' on-demand entry: the contacts list, the phone screen and the add/edit forms with their Save button. */
export { ClientForm } from './forms/client-form';
export { EventForm } from './forms/event-form';
export { GroupForm } from './forms/group-form';
export { PersonForm } from './forms/person-form';
export { SaveContactButton } from './forms/save-button';
export { ContactsScreen } from './list/contacts-screen';
export { PhoneScreen } from './phone/phone-screen';
