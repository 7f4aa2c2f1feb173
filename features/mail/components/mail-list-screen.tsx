/**
 * A mail list (spec 2 "E-mail": `/emails/{type}`, `/folder/custom/{folderId}`):
 * page 1 is read afresh on every visit (so a mail just sent from compose
 * shows), further pages near the end of the list. A toolbar holds 'Search
 * Mail' (the search panel opens above the list), the favourites filter and
 * the way to the mailboxes.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { MAIL_BOX, type MailBoxCode } from '../../../domain/codes';
import { mailTexts as t } from '../../../domain/messages';
import { emptyFolder } from '../../../domain/mail/folder-state';
import { MAILBOXES_PATH, viewKey, type MailView } from '../../../domain/mail/mail-routes';
import { Button } from '../../../ui/button/button';
import { Toggle } from '../../../ui/toggle/toggle';
import { loadMailPageAtom } from '../api/get-mail-list';
import { loadFolderListAtom } from '../api/load-folder-list';
import { mailFavouritesModeAtom, mailFolderListAtom, mailFoldersAtom, mailResetVersionAtom, mailScopeAtom } from '../atoms';
import { MailSearchPanel } from '../search/mail-search-panel';
import { MailListBody } from './mail-list-body';
import * as styles from './mail.css';

export interface MailListScreenProps {
  box: MailBoxCode;
  /** The custom folder (box 5), else 0. */
  folderId?: number;
  /** The list's accessible name (the box's or folder's name). */
  label: string;
}

export function MailListScreen({ box, folderId = 0, label }: MailListScreenProps) {
  const view = useMemo<MailView>(() => ({ box, folderId: box === MAIL_BOX.custom ? folderId : 0 }), [box, folderId]);
  const key = viewKey(view);
  const [favouritesOnly, setFavouritesOnly] = useAtom(mailFavouritesModeAtom);
  const stored = useAtomValue(mailFoldersAtom).get(key);
  const state = stored ?? emptyFolder(view, favouritesOnly);
  const load = useSetAtom(loadMailPageAtom);
  const loadFolders = useSetAtom(loadFolderListAtom);
  const folderList = useAtomValue(mailFolderListAtom).status;
  const version = useAtomValue(mailResetVersionAtom);
  const { userId, providerId } = useAtomValue(mailScopeAtom);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement | null>(null);
  const closeSearch = () => {
    setSearchOpen(false);
    // Cancel unmounts the panel with the focus in it: give it back to the button that opened it.
    searchButton.current?.focus();
  };

  // Every visit, a reset, a provider switch or a change of filter reads page 1 afresh.
  useEffect(() => {
    void load({ view, first: true });
  }, [load, view, favouritesOnly, version, userId, providerId]);

  // A custom folder's name (the heading) comes from the folder list.
  useEffect(() => {
    if (box === MAIL_BOX.custom && folderList === 'idle') void loadFolders();
  }, [box, folderList, loadFolders]);

  return (
    <section className={searchOpen ? styles.listScreenSearching : styles.listScreen} aria-label={label} data-testid="mail-list">
      <div className={styles.toolbar}>
        <Button ref={searchButton} variant="secondary" size="sm" aria-expanded={searchOpen} onClick={() => setSearchOpen(!searchOpen)}>
          {t.searchMail}
        </Button>
        <Toggle label={t.favouritesOnly} checked={favouritesOnly} onCheckedChange={setFavouritesOnly} />
        <Link href={MAILBOXES_PATH} className={`${styles.link} ${styles.toolbarEnd}`}>
          {t.mailboxesTitle}
        </Link>
      </div>
      {searchOpen ? <MailSearchPanel onClose={closeSearch} /> : null}
      <MailListBody state={state} label={label} />
    </section>
  );
}
