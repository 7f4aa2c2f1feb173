/**
 * The app's sections as a phone's bottom tab bar (issue 17, item 12): spec 2's
 * main menu (Calendar, Contacts) with Chat and Mail, each with its unread
 * count (issue 27 item 9). Who sees what follows the
 * routes' access: portal users (roles 22 and 25) get no Contacts, and, having
 * no hamburger menu, find the security question here instead.
 */
import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { INBOX_PATH, isMailPath } from '../../domain/mail/mail-routes';
import { mailTexts, securityQuestionTexts } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { ChatBadge } from '../../features/chat';
import { MailBadge } from '../../features/mail';
import { canOpenStaffScreensAtom, nonPortalAtom } from '../../features/session';
import { TabBar, TabBarLink } from '../../ui/tab-bar/tab-bar';
import { isCalendarScreen, isChatScreen } from './header';
import { sectionTexts } from './header-copy';
import { CalendarIcon, ChatIcon, ContactsIcon, MailIcon, SecurityIcon } from './icons';

const ICON_SIZE = 22;

export function SectionsTabBar({ className }: { className?: string }) {
  const [location, navigate] = useLocation();
  const nonPortal = useAtomValue(nonPortalAtom);
  const staff = useAtomValue(canOpenStaffScreensAtom);
  const route = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let a modified click open a new tab, as links do.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <TabBar label={sectionTexts.label} className={className}>
      <TabBarLink
        href={paths.daily}
        label={sectionTexts.calendar}
        icon={<CalendarIcon size={ICON_SIZE} />}
        current={isCalendarScreen(location)}
        onClick={route(paths.daily)}
      />
      {nonPortal ? (
        <TabBarLink
          href={paths.contacts}
          label={sectionTexts.contacts}
          icon={<ContactsIcon size={ICON_SIZE} />}
          current={location === paths.contacts}
          onClick={route(paths.contacts)}
        />
      ) : null}
      <TabBarLink
        href={paths.chatDashboard}
        label={sectionTexts.chat}
        icon={<ChatIcon size={ICON_SIZE} />}
        current={isChatScreen(location)}
        badge={<ChatBadge />}
        onClick={route(paths.chatDashboard)}
      />
      <TabBarLink
        href={INBOX_PATH}
        label={mailTexts.mail}
        icon={<MailIcon size={ICON_SIZE} />}
        current={isMailPath(location) && location !== paths.composeEmail}
        badge={<MailBadge />}
        onClick={route(INBOX_PATH)}
      />
      {staff ? null : (
        // Without the hamburger menu, the security question lives here.
        <TabBarLink
          href={paths.securityQuestion}
          label={sectionTexts.security}
          name={securityQuestionTexts.menu}
          icon={<SecurityIcon size={ICON_SIZE} />}
          current={location === paths.securityQuestion}
          onClick={route(paths.securityQuestion)}
        />
      )}
    </TabBar>
  );
}
