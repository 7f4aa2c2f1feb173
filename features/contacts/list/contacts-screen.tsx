/**
 * /contacts, the contacts full list (spec 2): a search field that filters
 * the list as the user types (case- and accent-insensitive), 'Add Contact',
 * and the provider's contacts in A–Z sections with an alphabet index at the
 * side, virtualised so thousands scroll smoothly on a phone. In favourites
 * mode only favourites show. An entry opens the contact screen, kept in the
 * address as `?contact=` so Back closes it and a reload keeps it.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { cameFromOtherScreen } from '../../../domain/contacts/contact-link';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { contactsTexts as t } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { AlphaIndex } from '../../../ui/alpha-index/alpha-index';
import { TextField } from '../../../ui/text-field/text-field';
import type { VirtualListHandle } from '../../../ui/virtual-list/virtual-list';
import { contactItemKey, favouritesModeAtom } from '../atoms';
import { contactsCopy as c } from '../copy';
import { AddContactChoice } from './add-contact-choice';
import { contactParamValue, CONTACT_PARAM, parseContactParam } from './contact-param';
import { ContactRow, SectionRow } from './contact-row';
import { ContactScreen } from './contact-screen';
import { contactSections, INDEX_LETTERS, type ContactsListRow } from './contact-sections';
import { ContactsListBody } from './contacts-list-body';
import { filterContacts } from './filter-contacts';
import { useContactsList } from './use-contacts-list';
import * as styles from './contacts.css';

/** An entry: the 40 px avatar line plus padding and the divider; a section heading. */
const ROW_ESTIMATE = 57;
const SECTION_ESTIMATE = 33;

export function ContactsScreen() {
  const { state, retry } = useContactsList();
  const favouritesOnly = useAtomValue(favouritesModeAtom);
  const [term, setTerm] = useState('');
  const [, navigate] = useLocation();
  const search = useSearch();
  const list = useRef<VirtualListHandle | null>(null);
  /** Whether this visit pushed the contact screen's entry: closing then goes back instead of adding another. */
  const pushed = useRef(false);
  const visible = useMemo(() => filterContacts(state.contacts, term, favouritesOnly), [state.contacts, term, favouritesOnly]);
  const sections = useMemo(() => contactSections(visible, contactItemKey), [visible]);
  const available = useMemo(() => [...sections.starts.keys()], [sections]);

  const wanted = parseContactParam(search);
  const open = wanted ? state.contacts.find((item) => item.type === wanted.type && item.id === wanted.id) : undefined;
  const missing = wanted !== null && open === undefined && state.status === 'ready';
  // A contact that is gone (deleted, another provider's) has no screen to show: drop it from the address.
  useEffect(() => {
    if (missing) navigate(paths.contacts, { replace: true });
  }, [missing, navigate]);

  const openContact = (item: ContactListItem) => {
    pushed.current = true;
    navigate(`${paths.contacts}?${CONTACT_PARAM}=${contactParamValue(item)}`);
  };
  const closeContact = () => {
    // Opened from this list, or from an appointment or the search (their links mark the entry): back to it.
    if (pushed.current || cameFromOtherScreen(window.history.state)) {
      pushed.current = false;
      window.history.back();
    } else navigate(paths.contacts, { replace: true });
  };

  const emptyHint = favouritesOnly ? c.emptyFavouritesHint : term.trim() !== '' ? c.emptySearchHint : c.emptyContactsHint;

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
      <div className={styles.listArea}>
        <ContactsListBody<ContactsListRow>
          status={state.status}
          items={sections.rows}
          getKey={(row) => row.key}
          label={t.contactsTitle}
          favouritesOnly={favouritesOnly}
          emptyHint={emptyHint}
          estimateSize={(index) => (sections.rows[index]?.kind === 'section' ? SECTION_ESTIMATE : ROW_ESTIMATE)}
          renderItem={(row) =>
            row.kind === 'section' ? <SectionRow letter={row.letter} /> : <ContactRow item={row.item} onOpen={() => openContact(row.item)} />
          }
          onRetry={retry}
          handle={list}
        />
        {sections.rows.length > 0 ? (
          <AlphaIndex
            letters={INDEX_LETTERS}
            available={available}
            label={c.jumpToLetter}
            onSelect={(letter) => {
              const index = sections.starts.get(letter);
              if (index !== undefined) list.current?.scrollToIndex(index);
            }}
          />
        ) : null}
      </div>
      {open ? <ContactScreen key={contactItemKey(open)} item={open} providerId={state.providerId} onClose={closeContact} /> : null}
    </section>
  );
}
