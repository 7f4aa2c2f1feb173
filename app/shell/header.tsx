/**
 * The header (spec 2): heading, back button (not on /daily), the screen's
 * actions (e.g. the add form's Save), the 'add appointment' context icon on
 * the calendar screens for non-portal staff users, the provider switcher,
 * the main menu (Calendar, Contacts) and, for staff-type non-portal users,
 * the hamburger menu.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { appointmentFormTexts } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { logoutAtom } from '../../features/session/api/logout';
import { canOpenStaffScreensAtom, nonPortalAtom } from '../../features/session/atoms';
import { ProviderSwitcher } from '../../features/session/components/provider-switcher';
import { AppBar } from '../../ui/app-bar/app-bar';
import { IconButton } from '../../ui/icon-button/icon-button';
import { iconButton } from '../../ui/icon-button/icon-button.css';
import { Menu, MenuList, type MenuItemData } from '../../ui/menu/menu';
import { useGoBack } from '../use-go-back';
import { BackIcon, MenuIcon, PlusIcon } from './icons';
import * as styles from './shell.css';

export interface HeaderProps {
  title: string;
  blocksProviderSwitch: boolean;
  /** Screen actions shown before the provider switcher. */
  actions?: ReactNode;
}

/** The calendar screens, where the 'add appointment' icon shows. */
const isCalendarScreen = (location: string): boolean =>
  location === paths.daily || location === paths.monthly || location.startsWith('/year/');

export function Header({ title, blocksProviderSwitch, actions }: HeaderProps) {
  const [location, navigate] = useLocation();
  const goBack = useGoBack();
  const nonPortal = useAtomValue(nonPortalAtom);
  const staff = useAtomValue(canOpenStaffScreensAtom);
  const logout = useSetAtom(logoutAtom);

  const route = (to: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    navigate(to);
  };
  const hamburgerItems: MenuItemData[] = [
    { label: 'Calendar', href: paths.daily, onSelect: route(paths.daily), current: location === paths.daily },
    { label: 'Contacts', href: paths.contacts, onSelect: route(paths.contacts), current: location === paths.contacts },
    { label: 'Chat', href: paths.chatDashboard, onSelect: route(paths.chatDashboard) },
    { label: 'Mail', href: '/emails/inbox', onSelect: route('/emails/inbox') },
    { label: 'Log out', tone: 'danger', onSelect: () => void logout() },
  ];

  return (
    <>
      <AppBar.Root>
        <AppBar.Start>
          {location !== paths.daily ? (
            <IconButton label="Back" onClick={goBack}>
              <BackIcon />
            </IconButton>
          ) : null}
        </AppBar.Start>
        <AppBar.Title>{title}</AppBar.Title>
        <AppBar.End>
          {actions}
          {staff && isCalendarScreen(location) ? (
            <Link
              href={paths.add}
              aria-label={appointmentFormTexts.addAppointment}
              title={appointmentFormTexts.addAppointment}
              className={iconButton({ variant: 'ghost' })}
            >
              <PlusIcon />
            </Link>
          ) : null}
          <ProviderSwitcher disabled={blocksProviderSwitch} className={styles.switcher} />
          {staff ? (
            <Menu.Root>
              <Menu.Trigger asChild>
                <IconButton label="Menu">
                  <MenuIcon />
                </IconButton>
              </Menu.Trigger>
              <Menu.Content>
                <MenuList label="Main menu" items={hamburgerItems} />
              </Menu.Content>
            </Menu.Root>
          ) : null}
        </AppBar.End>
      </AppBar.Root>
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
        {staff ? null : (
          // Without the hamburger menu, signing out lives here.
          <button type="button" className={styles.navLink} onClick={() => void logout()}>
            Log out
          </button>
        )}
      </nav>
    </>
  );
}
