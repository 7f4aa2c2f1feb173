/**
 * The header (spec 2): heading, back button (not on /daily), the screen's
 * actions (e.g. the add form's Save), the 'add appointment' context icon on
 * the calendar screens for non-portal staff users, the provider switcher,
 * the main menu (Calendar, Contacts) and, for staff-type non-portal users,
 * the hamburger menu. Non-portal users get the search icon, which opens the
 * header search panel under the bar; the favourites mode toggle shows on the
 * phone, contacts and chat screens except for portal roles 22 and 25.
 * Every signed-in user has Mail, with the unread badge, in the Sections bar
 * and the hamburger; mail screens add the 'compose e-mail' context icon.
 * Non-portal users (never roles 22 and 25) also get 'add client' and 'add
 * others' on the contact screens (/contacts, /phone), and 'add chat' on the
 * chat screens: it opens the contacts list, whose entries' Chat shortcut is
 * how a new conversation starts.
 * 'Log out' is never a section tab: it is in the hamburger menu, or, for
 * users without one (portal users), a labelled button at the end of the bar.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { appointmentFormTexts, contactsTexts, mailTexts, securityQuestionTexts } from '../../domain/messages';
import { INBOX_PATH, isMailPath } from '../../domain/mail/mail-routes';
import { isPortalRole } from '../../domain/roles';
import { paths } from '../../domain/routes';
import { auditTexts, canReadAuditAtom } from '../../features/audit';
import { favouritesModeAtom } from '../../features/contacts';
import { MailBadge } from '../../features/mail';
import { searchOpenAtom } from '../../features/search';
import { canOpenStaffScreensAtom, logoutAtom, nonPortalAtom, profileAtom } from '../../features/session';
import { ProviderSwitcher } from '../../features/session/lazy';
import { AppBar } from '../../ui/app-bar/app-bar';
import { Button } from '../../ui/button/button';
import { IconButton } from '../../ui/icon-button/icon-button';
import { iconButton } from '../../ui/icon-button/icon-button.css';
import type { MenuItemData } from '../../ui/menu/menu';
import { lazyNamed } from '../lazy-screen';
import { useGoBack } from '../use-go-back';
import { headerIconTexts } from './header-copy';
import { AddChatIcon, AddOthersIcon, AddPersonIcon, BackIcon, ComposeIcon, MenuIcon, PlusIcon, SearchIcon, StarIcon } from './icons';
import * as styles from './shell.css';

/*
 * Loaded on demand (issue 16): the search panel when it opens, the
 * hamburger menu (Radix Popover) when it is first pressed.
 */
const SearchPanel = lazyNamed(() => import('../../features/search/lazy'), 'SearchPanel');
const HamburgerMenu = lazyNamed(() => import('./hamburger-menu'), 'HamburgerMenu');

/** The hamburger's button before its menu has loaded: the same button, which loads the menu open. */
function Hamburger({ items }: { items: MenuItemData[] }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <IconButton label="Menu" aria-haspopup="dialog" aria-expanded={false} data-state="closed" onClick={() => setWanted(true)}>
      <MenuIcon />
    </IconButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <HamburgerMenu items={items} defaultOpen />
    </Suspense>
  );
}

export interface HeaderProps {
  title: string;
  blocksProviderSwitch: boolean;
  /** Screen actions shown before the provider switcher. */
  actions?: ReactNode;
}

/** The calendar screens, where the 'add appointment' icon shows. */
const isCalendarScreen = (location: string): boolean =>
  location === paths.daily || location === paths.monthly || location.startsWith('/year/');

const isChatScreen = (location: string): boolean =>
  location === paths.chatDashboard || location === paths.messenger || location.startsWith(`${paths.messenger}/`);

/** The contact screens, where the 'add client' and 'add others' icons show. */
const isContactsScreen = (location: string): boolean => location === paths.phone || location === paths.contacts;

/** The screens with a favourites mode (spec 2): phone, contacts and chat. */
const hasFavouritesMode = (location: string): boolean => isContactsScreen(location) || isChatScreen(location);

/** A context icon that opens a screen: a link drawn as the header's icon button. */
function ContextLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Link href={href} aria-label={label} title={label} className={iconButton({ variant: 'ghost' })}>
      {children}
    </Link>
  );
}

export function Header({ title, blocksProviderSwitch, actions }: HeaderProps) {
  const [location, navigate] = useLocation();
  const goBack = useGoBack();
  const nonPortal = useAtomValue(nonPortalAtom);
  const staff = useAtomValue(canOpenStaffScreensAtom);
  const logout = useSetAtom(logoutAtom);
  const role = useAtomValue(profileAtom)?.userRole;
  const readsAudit = useAtomValue(canReadAuditAtom);
  const [favouritesMode, setFavouritesMode] = useAtom(favouritesModeAtom);
  const [searchOpen, setSearchOpen] = useAtom(searchOpenAtom);
  const searchPanelId = useId();
  const searchButton = useRef<HTMLButtonElement | null>(null);
  const searchWasOpen = useRef(searchOpen);
  useEffect(() => {
    // Cancel unmounts the panel with the focus in it: give the focus back to the icon that opened it.
    if (searchWasOpen.current && !searchOpen) searchButton.current?.focus();
    searchWasOpen.current = searchOpen;
  }, [searchOpen]);
  const showsFavouritesMode = role !== undefined && !isPortalRole(role) && hasFavouritesMode(location);
  const onMail = isMailPath(location) && location !== paths.composeEmail;

  const route = (to: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    navigate(to);
  };
  const hamburgerItems: MenuItemData[] = [
    { label: 'Calendar', href: paths.daily, onSelect: route(paths.daily), current: location === paths.daily },
    { label: 'Contacts', href: paths.contacts, onSelect: route(paths.contacts), current: location === paths.contacts },
    { label: contactsTexts.phoneTitle, href: paths.phone, onSelect: route(paths.phone), current: location === paths.phone },
    { label: 'Chat', href: paths.chatDashboard, onSelect: route(paths.chatDashboard) },
    { label: mailTexts.mail, href: INBOX_PATH, onSelect: route(INBOX_PATH), current: onMail },
    // The provider's own practice's trail (issue 13): nobody else may read it.
    ...(readsAudit ? [{ label: auditTexts.menu, href: paths.audit, onSelect: route(paths.audit), current: location === paths.audit }] : []),
    // Every signed-in user sets the question the forgot-password flow asks (issue 14).
    {
      label: securityQuestionTexts.menu,
      href: paths.securityQuestion,
      onSelect: route(paths.securityQuestion),
      current: location === paths.securityQuestion,
    },
    { label: 'Log out', tone: 'danger', onSelect: () => void logout() },
  ];

  return (
    <>
      <AppBar.Root className={styles.bar}>
        <AppBar.Start>
          {location !== paths.daily ? (
            <IconButton label="Back" onClick={goBack}>
              <BackIcon />
            </IconButton>
          ) : null}
        </AppBar.Start>
        <AppBar.Title className={styles.title}>{title}</AppBar.Title>
        <AppBar.End>
          {actions}
          {showsFavouritesMode ? (
            <IconButton
              label={contactsTexts.favouritesMode}
              aria-pressed={favouritesMode}
              onClick={() => setFavouritesMode(!favouritesMode)}
            >
              <StarIcon filled={favouritesMode} />
            </IconButton>
          ) : null}
          {nonPortal ? (
            <IconButton
              ref={searchButton}
              label={contactsTexts.search}
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? searchPanelId : undefined}
              onClick={() => setSearchOpen(!searchOpen)}
            >
              <SearchIcon />
            </IconButton>
          ) : null}
          {staff && isCalendarScreen(location) ? (
            <ContextLink href={paths.add} label={appointmentFormTexts.addAppointment}>
              <PlusIcon />
            </ContextLink>
          ) : null}
          {nonPortal && isContactsScreen(location) ? (
            <>
              <ContextLink href={paths.addClient} label={headerIconTexts.addClient}>
                <AddPersonIcon />
              </ContextLink>
              <ContextLink href={paths.addPerson} label={headerIconTexts.addOthers}>
                <AddOthersIcon />
              </ContextLink>
            </>
          ) : null}
          {nonPortal && isChatScreen(location) ? (
            // No chat of its own to start: the contacts list's Chat shortcut opens a conversation with the one picked.
            <ContextLink href={paths.contacts} label={headerIconTexts.addChat}>
              <AddChatIcon />
            </ContextLink>
          ) : null}
          {onMail ? (
            <ContextLink href={paths.composeEmail} label={mailTexts.compose}>
              <ComposeIcon />
            </ContextLink>
          ) : null}
          {staff ? (
            <Hamburger items={hamburgerItems} />
          ) : (
            // Without the hamburger menu, signing out is a labelled button of the bar: an action, not a section.
            <Button variant="secondary" size="sm" className={styles.logout} onClick={() => void logout()}>
              Log out
            </Button>
          )}
        </AppBar.End>
        {/* After the actions, so on a phone it can take a row of its own and leave the title its width. */}
        <ProviderSwitcher disabled={blocksProviderSwitch} className={styles.switcher} />
      </AppBar.Root>
      {nonPortal && searchOpen ? (
        <Suspense fallback={null}>
          <SearchPanel id={searchPanelId} />
        </Suspense>
      ) : null}
      <nav aria-label="Sections" className={styles.nav}>
        <Link href={paths.daily} className={styles.navLink} aria-current={location === paths.daily ? 'page' : undefined}>
          Calendar
        </Link>
        {nonPortal ? (
          <Link
            href={paths.contacts}
            className={styles.navLink}
            aria-current={location === paths.contacts ? 'page' : undefined}
          >
            Contacts
          </Link>
        ) : null}
        <Link
          href={paths.chatDashboard}
          className={styles.navLink}
          aria-current={isChatScreen(location) ? 'page' : undefined}
        >
          Chat
        </Link>
        <Link href={INBOX_PATH} className={styles.navLink} aria-current={onMail ? 'page' : undefined}>
          {mailTexts.mail}
          <MailBadge />
        </Link>
        {staff ? null : (
          // Without the hamburger menu, the security question lives here.
          <Link
            href={paths.securityQuestion}
            className={styles.navLink}
            aria-current={location === paths.securityQuestion ? 'page' : undefined}
          >
            {securityQuestionTexts.menu}
          </Link>
        )}
      </nav>
    </>
  );
}
