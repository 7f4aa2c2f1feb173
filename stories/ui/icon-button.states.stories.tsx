import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../../ui/icon-button/icon-button';
import { MenuIcon, PlusIcon } from './icons';

const meta = {
  title: 'UI/IconButton/States',
  component: IconButton,
  args: { label: 'Add', children: <PlusIcon /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = { args: { variant: 'ghost', label: 'Open menu', children: <MenuIcon /> } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Disabled: Story = { args: { variant: 'primary', disabled: true } };
