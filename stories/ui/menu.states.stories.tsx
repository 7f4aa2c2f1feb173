import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuList } from '../../ui/menu/menu';
import { PlusIcon } from './icons';

const meta = {
  title: 'UI/Menu/States',
  component: MenuList,
  args: { label: 'Main' },
} satisfies Meta<typeof MenuList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = { args: { items: [{ label: 'First' }, { label: 'Second' }, { label: 'Third' }] } };
export const LinksWithCurrent: Story = {
  args: {
    items: [
      { label: 'Today', href: '#today', current: true },
      { label: 'People', href: '#people' },
      { label: 'Messages', href: '#messages' },
    ],
  },
};
export const WithIconsDangerAndDisabled: Story = {
  args: {
    items: [
      { label: 'Add', icon: <PlusIcon /> },
      { label: 'Unavailable', disabled: true },
      { label: 'Remove', tone: 'danger' },
    ],
  },
};
