/**
 * The header (spec 2): heading, back button (not on /daily, where the logo
 * stands instead), the screen's actions (e.g. the add form's Save), the
 * context icons, and, for staff-type non-portal users, the hamburger menu.
 * The main menu of spec 2 (Calendar, Contacts, with Chat and Mail) is the
 * bottom tab bar (sections-tab-bar.tsx); the hamburger holds only what is
 * not a tab: the phone screen, the audit trail, the security question and
 * 'Log out'. Users without it (portal users) get 'Log out' as a labelled
 * button at the end of the bar: an action, never a tab.
 * The provider switcher sits under the bar, in the screen (shell.tsx), so
 * the fixed chrome stays one row high on a phone.
 * Non-portal users get the search icon, which opens the header search panel
 * under the bar; the favourites mode toggle shows on the phone, contacts and
 * chat screens except for portal roles 22 and 25. Mail screens add the
 * 'compose e-mail' context icon; calendar screens 'add appointment' (staff);
 * contact screens (/contacts, /phone) 'add client' and 'add others'; chat
 * screens 'add chat', which opens the contacts list, whose entries' Chat
 * shortcut is how a new conversation starts.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { PRODUCT_NAME } from '../../domain/brand';
import { appointmentFormTexts, calendarSyncTexts, contactsTexts, mailTexts, reminderSettingsTexts, securityQuestionTexts, waitlistRouteTexts } from '../../domain/messages';
import { isMailPath } from '../../domain/mail/mail-routes';
import { isPortalRole, PROVIDER_ROLES } from '../../domain/roles';
import { paths } from '../../domain/routes';
import { auditTexts, canReadAuditAtom } from '../../features/audit';
import { favouritesModeAtom } from '../../features/contacts';
import { searchOpenAtom } from '../../features/search';
import { canOpenStaffScreensAtom, logoutAtom, nonPortalAtom, profileAtom } from '../../features/session';
import { AppBar } from '../../ui/app-bar/app-bar';
import { Button } from '../../ui/button/button';
import { IconButton } from '../../ui/icon-button/icon-button';
import { iconButton } from '../../ui/icon-button/icon-button.css';
import { Logo } from '../../ui/logo/logo';
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
  /** Screen actions shown before the provider switcher. */
  actions?: ReactNode;
}

/** The calendar screens, where the 'add appointment' icon shows. */
export const isCalendarScreen = (location: string): boolean =>
  location === paths.daily ||
  location === paths.weekly ||
  location === paths.monthly ||
  location === paths.team ||
  location.startsWith('/year/');

export const isChatScreen = (location: string): boolean =>
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

export function Header({ title, actions }: HeaderProps) {
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
  // Only what the tab bar does not hold: never a second way to the same tab.
  const hamburgerItems: MenuItemData[] = [
    { label: contactsTexts.phoneTitle, href: paths.phone, onSelect: route(paths.phone), current: location === paths.phone },
    // The header's provider's waitlist (issue 29): the front desk's list of who would take a cancelled time.
    { label: waitlistRouteTexts.title, href: paths.waitlist, onSelect: route(paths.waitlist), current: location === paths.waitlist },
    // The provider's own practice's trail (issue 13): nobody else may read it.
    ...(readsAudit ? [{ label: auditTexts.menu, href: paths.audit, onSelect: route(paths.audit), current: location === paths.audit }] : []),
    // A provider's reminder lead times (issue 26 item 2): their own appointments' settings.
    ...(role !== undefined && (PROVIDER_ROLES as readonly number[]).includes(role)
      ? [{ label: reminderSettingsTexts.title, href: paths.reminderSettings, onSelect: route(paths.reminderSettings), current: location === paths.reminderSettings }]
      : []),
    // Calendar sync (issue 28): every signed-in user's own feed; the portal's shows only their own appointments.
    { label: calendarSyncTexts.menu, href: paths.calendarSync, onSelect: route(paths.calendarSync), current: location === paths.calendarSync },
    // 'Security' (issue 27 item 14): the question the forgot-password flow asks (issue 14) and the passkeys, on one screen.
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
          ) : (
            // The home screen has no way back: the room goes to the product's face.
            <Logo name={PRODUCT_NAME} className={styles.logo} />
          )}
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
      </AppBar.Root>
      {nonPortal && searchOpen ? (
        <Suspense fallback={null}>
          <SearchPanel id={searchPanelId} />
        </Suspense>
      ) : null}
    </>
  );
}
