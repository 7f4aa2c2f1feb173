import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { IconButton } from '../../ui/icon-button/icon-button';
import { Menu, MenuList, type MenuItemData } from '../../ui/menu/menu';
import { MoreIcon } from './icons';

interface DemoProps {
  label: string;
  items: readonly MenuItemData[];
  defaultOpen?: boolean;
}

/** A header menu: an IconButton opening a MenuList in a popover. */
function HeaderMenu({ label, items, defaultOpen }: DemoProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Menu.Root defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <IconButton label={label}>
            <MoreIcon />
          </IconButton>
        </Menu.Trigger>
        <Menu.Content label={label}>
          <MenuList label={label} items={items} />
        </Menu.Content>
      </Menu.Root>
    </div>
  );
}

const first = fn();
const second = fn();
const third = fn();

const meta = {
  title: 'UI/Menu',
  component: HeaderMenu,
  args: {
    label: 'More',
    items: [
      { label: 'Settings', onSelect: first },
      { label: 'Help', onSelect: second, href: '#help' },
      { label: 'Sign out', onSelect: third, tone: 'danger' },
    ],
  },
} satisfies Meta<typeof HeaderMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opens on Enter with focus on the first item; arrows, Home and End move; choosing closes. */
export const KeyboardAndMouse: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'More' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More' });
    const items = () => screen.getAllByRole('menuitem');
    await waitFor(() => expect(items()[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items()[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items()[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items()[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveBeenCalled();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await expect(third).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** The same list on its own, as in a hamburger drawer. */
export const InlineList: Story = {
  render: (args) => <MenuList label="Main" items={args.items} />,
};
