/**
 * The header (spec 2): heading, back button (not on /daily), the provider
 * switcher, the main menu (Calendar, Contacts) and, for staff-type non-portal
 * users, the hamburger menu.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../domain/routes';
import { logoutAtom } from '../../features/session/api/logout';
import { canOpenStaffScreensAtom, nonPortalAtom } from '../../features/session/atoms';
import { ProviderSwitcher } from '../../features/session/components/provider-switcher';
import { AppBar } from '../../ui/app-bar/app-bar';
import { IconButton } from '../../ui/icon-button/icon-button';
import { Menu, MenuList, type MenuItemData } from '../../ui/menu/menu';
import { useGoBack } from '../use-go-back';
import { BackIcon, MenuIcon } from './icons';
import * as styles from './shell.css';

export interface HeaderProps {
  title: string;
  blocksProviderSwitch: boolean;
}

export function Header({ title, blocksProviderSwitch }: HeaderProps) {
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
