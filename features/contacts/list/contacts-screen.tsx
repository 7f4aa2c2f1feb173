/**
 * /contacts, the contacts full list (spec 2): a search field that filters
 * the list as the user types (case- and accent-insensitive), 'Add Contact',
 * and the provider's contacts, virtualised so thousands scroll smoothly on a
 * phone. In favourites mode only favourites show.
 */
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { contactsTexts as t } from '../../../domain/messages';
import { TextField } from '../../../ui/text-field/text-field';
import { contactItemKey, favouritesModeAtom } from '../atoms';
import { AddContactChoice } from './add-contact-choice';
import { ContactRow } from './contact-row';
import { ContactsListBody } from './contacts-list-body';
import { filterContacts } from './filter-contacts';
import { useContactsList } from './use-contacts-list';
import * as styles from './contacts.css';

/** A collapsed entry: one 44 px line plus padding and the divider. */
const ROW_ESTIMATE = 53;

export function ContactsScreen() {
  const { state, retry } = useContactsList();
  const favouritesOnly = useAtomValue(favouritesModeAtom);
  const [term, setTerm] = useState('');
  // Kept here, not in the row: the virtual list unmounts rows scrolled out of view.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const visible = useMemo(() => filterContacts(state.contacts, term, favouritesOnly), [state.contacts, term, favouritesOnly]);

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <section className={styles.screen} aria-label={t.contactsTitle}>
      <div className={styles.toolbar}>
        <TextField
          type="search"
          label={t.searchContacts}
          hideLabel
          placeholder={t.searchContacts}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          wrapperClassName={styles.searchField}
          autoComplete="off"
        />
        <AddContactChoice />
      </div>
      <ContactsListBody
        status={state.status}
        items={visible}
        label={t.contactsTitle}
        favouritesOnly={favouritesOnly}
        estimateSize={ROW_ESTIMATE}
        renderItem={(item) => {
          const key = contactItemKey(item);
          return <ContactRow item={item} providerId={state.providerId} expanded={expanded.has(key)} onToggle={() => toggle(key)} />;
        }}
        onRetry={retry}
      />
    </section>
  );
}
