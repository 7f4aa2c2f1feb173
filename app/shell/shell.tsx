/**
 * The signed-in frame: the header, the screen, and, at the bottom, the
 * copyright with 'Today' on one slim line over the sections' tab bar.
 * Loaded on demand (app.tsx), with the first signed-in screen.
 *
 * The header and the bottom dock stay on screen on top-level screens and
 * together take under 15 % of a phone's height (e2e: fixed-chrome.spec.ts).
 * The provider switcher sits under the bar on the screens that switch
 * (contacts, chat, mail); calendar screens name and switch the provider in
 * their header row, and screens that block the switch show no switcher.
 * Detail, add and compose screens (those that block the provider switch)
 * carry their own bottom actions: there the dock ends the page instead of
 * covering them.
 */
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PRODUCT_NAME } from '../../domain/brand';
import { isPortalRole } from '../../domain/roles';
import { TodayLink } from '../../features/calendar';
import { ChatRealtime } from '../../features/chat';
import { mailFolderNameAtom, MailRealtime } from '../../features/mail';
import { profileAtom } from '../../features/session';
import { ProviderSwitcher } from '../../features/session/lazy';
import { Footer } from '../../ui/footer/footer';
import type { TitleContext } from '../routes';
import { Header, isCalendarScreen } from './header';
import { SectionsTabBar } from './sections-tab-bar';
import * as styles from './shell.css';

export interface ShellProps {
  /** Names the page (document title) and, without `heading`, the header. */
  title: string;
  /** The header's heading when it differs from the title. */
  heading?: string;
  /** Screen actions at the end of the header. */
  actions?: ReactNode;
  blocksProviderSwitch?: boolean;
  children: ReactNode;
}

export function Shell({ title, heading, actions, blocksProviderSwitch = false, children }: ShellProps) {
  const [location] = useLocation();
  // One provider picker per screen (issue 27 items 4, 6): the calendar's header row names and switches the
  // provider; the add form has its own picker and the detail screen names the provider in its content.
  const showsSwitcher = !blocksProviderSwitch && !isCalendarScreen(location);
  useEffect(() => {
    document.title = `${PRODUCT_NAME} ${title}`;
  }, [title]);

  return (
    <div className={styles.frame}>
      {/* Chat events for every signed-in screen (the shell is only shown signed in). */}
      <ChatRealtime />
      <MailRealtime />
      <Header title={heading ?? title} actions={actions} />
      <main className={styles.main}>
        {/* Under the bar, scrolling with the screen: a second fixed row would eat a phone's height. */}
        {showsSwitcher ? <ProviderSwitcher className={styles.switcher} /> : null}
        {children}
      </main>
      <div className={styles.dock({ pinned: !blocksProviderSwitch })}>
        <Footer density="slim" className={styles.footerLine}>
          <span className={styles.copyright}>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </span>
          <TodayLink className={styles.today} />
        </Footer>
        <SectionsTabBar />
      </div>
    </div>
  );
}

export interface RouteShellProps extends Omit<ShellProps, 'title'> {
  /** The route's title, which may name a custom mail folder (known to the mail feature). */
  title: (context: TitleContext) => string;
}

/** The shell of a route: its title from the route's title function. */
export function RouteShell({ title, ...props }: RouteShellProps) {
  const mailFolderName = useAtomValue(mailFolderNameAtom);
  const role = useAtomValue(profileAtom)?.userRole;
  return <Shell title={title({ mailFolderName, portal: role !== undefined && isPortalRole(role) })} {...props} />;
}
