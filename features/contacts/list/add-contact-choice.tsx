/**
 * 'Add Contact' (spec 2 "Contacts full list"): a choice of what to add, the
 * same kinds the Add Appointment form offers (Client, Other Contact: Person,
 * Event, Group), each opening its screen.
 */
import { Link } from 'wouter';
import { contactsTexts as t } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { Button } from '../../../ui/button/button';
import { button } from '../../../ui/button/button.css';
import { Popup } from '../../../ui/popup/popup';
import * as styles from './contacts.css';

const choices = [
  { label: t.newClient, to: paths.addClient },
  { label: t.newPerson, to: paths.addPerson },
  { label: t.newEvent, to: paths.addEvent },
  { label: t.newGroup, to: paths.addGroup },
] as const;

export function AddContactChoice() {
  return (
    <Popup.Root>
      <Popup.Trigger asChild>
        <Button>{t.addContact}</Button>
      </Popup.Trigger>
      <Popup.Content aria-describedby={undefined}>
        <Popup.Title>{t.addContactChoice}</Popup.Title>
        <nav aria-label={t.addContact} className={styles.choiceList}>
          {choices.map((c) => (
            <Link key={c.to} href={c.to} className={button({ variant: 'secondary', fullWidth: true })}>
              {c.label}
            </Link>
          ))}
          <Popup.Close asChild>
            <Button variant="ghost" fullWidth>
              {t.cancel}
            </Button>
          </Popup.Close>
        </nav>
      </Popup.Content>
    </Popup.Root>
  );
}
