import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { expect } from 'storybook/test';
import { CalendarIcon, KeyRoundIcon, MailIcon, MessageCircleIcon, UsersIcon } from '../../ui/icons/icons';
import { TabBar, TabBarLink } from '../../ui/tab-bar/tab-bar';

interface DemoProps {
  label: string;
  /** Four tabs, or three with a long, shortened fourth. */
  withShortened: boolean;
  badge: boolean;
}

const tabs = [
  { href: '#calendar', label: 'Calendar', icon: <CalendarIcon size={22} /> },
  { href: '#people', label: 'People', icon: <UsersIcon size={22} /> },
  { href: '#chat', label: 'Chat', icon: <MessageCircleIcon size={22} /> },
  { href: '#mail', label: 'Mail', icon: <MailIcon size={22} /> },
];

/** A phone-width screen with the bar at its bottom; clicking a tab makes it current. */
function Demo({ label, withShortened, badge }: DemoProps) {
  const [current, setCurrent] = useState('#calendar');
  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setCurrent(href);
  };
  const shown = withShortened ? tabs.filter((tab) => tab.href !== '#people') : tabs;
  return (
    <div style={{ width: 390, maxWidth: '100%' }}>
      <TabBar label={label}>
        {shown.map((tab) => (
          <TabBarLink
            key={tab.href}
            {...tab}
            current={current === tab.href}
            badge={badge && tab.href === '#mail' ? <span style={{ fontSize: 11 }}>3</span> : undefined}
            onClick={go(tab.href)}
          />
        ))}
        {withShortened ? (
          <TabBarLink
            href="#account"
            label="Account"
            name="Account and security settings"
            icon={<KeyRoundIcon size={22} />}
            current={current === '#account'}
            onClick={go('#account')}
          />
        ) : null}
      </TabBar>
    </div>
  );
}

const meta = {
  title: 'UI/TabBar',
  component: Demo,
  args: { label: 'Sections', withShortened: false, badge: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithBadge: Story = { args: { badge: true } };
export const ShortenedLabel: Story = { args: { withShortened: true } };

/** A named navigation landmark; the current tab is marked, moves on click and by keyboard; targets are at least 44 px. */
export const CurrentTabAndTargets: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Sections' });
    await expect(nav).toBeInTheDocument();
    const calendar = canvas.getByRole('link', { name: 'Calendar' });
    const chat = canvas.getByRole('link', { name: 'Chat' });
    await expect(calendar).toHaveAttribute('aria-current', 'page');
    await expect(chat).not.toHaveAttribute('aria-current');
    await userEvent.click(chat);
    await expect(chat).toHaveAttribute('aria-current', 'page');
    await expect(calendar).not.toHaveAttribute('aria-current');
    calendar.focus();
    await userEvent.keyboard('{Enter}');
    await expect(calendar).toHaveAttribute('aria-current', 'page');
    for (const link of canvas.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A shortened label keeps the full accessible name. */
export const FullNameOfAShortLabel: Story = {
  args: { withShortened: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account and security settings' })).toHaveTextContent('Account');
  },
};
